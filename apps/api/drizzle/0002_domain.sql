CREATE TABLE "batch_design_versions" (
	"batch_id" uuid NOT NULL,
	"design_version_id" uuid NOT NULL,
	CONSTRAINT "batch_design_versions_batch_id_design_version_id_pk" PRIMARY KEY("batch_id","design_version_id")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"estimate_params_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_name_not_blank" CHECK (length(trim("batches"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"substage_id" uuid,
	"name" text NOT NULL,
	"image_id" uuid,
	"tracking_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_version_renders" (
	"design_version_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "design_version_renders_design_version_id_position_pk" PRIMARY KEY("design_version_id","position")
);
--> statement-breakpoint
CREATE TABLE "design_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimate_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"design_version_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_pages_slug_format" CHECK ("estimate_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "estimate_params" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"size" text NOT NULL,
	"assembled" boolean DEFAULT false NOT NULL,
	"us_part" text,
	"distance" text NOT NULL,
	"delivery_type" text,
	"is_countertop_delivery_separated" boolean DEFAULT false NOT NULL,
	"measurements" numeric(14, 2),
	"installation" numeric(14, 2),
	"currency" text NOT NULL,
	"dollar_rate" numeric(12, 4),
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_params_country_valid" CHECK (country in ('us', 'eu')),
	CONSTRAINT "estimate_params_size_valid" CHECK (size in ('small', 'medium', 'large')),
	CONSTRAINT "estimate_params_distance_valid" CHECK (distance in ('near', 'medium', 'far')),
	CONSTRAINT "estimate_params_currency_valid" CHECK (currency in ('usd', 'eur', 'gbp'))
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_version_id" uuid NOT NULL,
	"batch_id" uuid,
	"currency" text NOT NULL,
	"materials_cost" numeric(14, 2) NOT NULL,
	"components_cost" numeric(14, 2) NOT NULL,
	"countertop_cost" numeric(14, 2) NOT NULL,
	"assembly_cost" numeric(14, 2) NOT NULL,
	"delivery_cost" numeric(14, 2) NOT NULL,
	"measurements_cost" numeric(14, 2) NOT NULL,
	"installation_cost" numeric(14, 2) NOT NULL,
	"total_cost" numeric(14, 2) NOT NULL,
	"valid_until" date NOT NULL,
	"price_list_version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_version_id" uuid NOT NULL,
	"category" text NOT NULL,
	"catalog_item_id" uuid,
	"name" text NOT NULL,
	"image_id" uuid,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "item_lines_category_valid" CHECK (category in ('front', 'box', 'hardware', 'functionality', 'opening-system', 'accessory', 'countertop')),
	CONSTRAINT "item_lines_quantity_positive" CHECK ("item_lines"."quantity" > 0),
	CONSTRAINT "item_lines_unit_price_nonnegative" CHECK ("item_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"version" integer PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_customers" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "project_customers_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"production_complexity" text DEFAULT 'standard' NOT NULL,
	"delivery_method" text DEFAULT 'shipping' NOT NULL,
	"active_design_version_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_valid" CHECK (status in ('estimation', 'design')),
	CONSTRAINT "projects_complexity_valid" CHECK (production_complexity in ('simple', 'standard', 'complex')),
	CONSTRAINT "projects_delivery_method_valid" CHECK (delivery_method in ('shipping', 'air freight'))
);
--> statement-breakpoint
CREATE TABLE "substages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"project_id" uuid,
	"estimate_page_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "view_events_kind_valid" CHECK (kind in ('estimate-page', 'customer-estimate', 'reserve'))
);
--> statement-breakpoint
ALTER TABLE "batch_design_versions" ADD CONSTRAINT "batch_design_versions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_design_versions" ADD CONSTRAINT "batch_design_versions_design_version_id_design_versions_id_fk" FOREIGN KEY ("design_version_id") REFERENCES "public"."design_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_estimate_params_id_estimate_params_id_fk" FOREIGN KEY ("estimate_params_id") REFERENCES "public"."estimate_params"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_substage_id_substages_id_fk" FOREIGN KEY ("substage_id") REFERENCES "public"."substages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_version_renders" ADD CONSTRAINT "design_version_renders_design_version_id_design_versions_id_fk" FOREIGN KEY ("design_version_id") REFERENCES "public"."design_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_version_renders" ADD CONSTRAINT "design_version_renders_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_versions" ADD CONSTRAINT "design_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_pages" ADD CONSTRAINT "estimate_pages_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_pages" ADD CONSTRAINT "estimate_pages_design_version_id_design_versions_id_fk" FOREIGN KEY ("design_version_id") REFERENCES "public"."design_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_design_version_id_design_versions_id_fk" FOREIGN KEY ("design_version_id") REFERENCES "public"."design_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_lines" ADD CONSTRAINT "item_lines_design_version_id_design_versions_id_fk" FOREIGN KEY ("design_version_id") REFERENCES "public"."design_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_lines" ADD CONSTRAINT "item_lines_catalog_item_id_catalog_items_id_fk" FOREIGN KEY ("catalog_item_id") REFERENCES "public"."catalog_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_lines" ADD CONSTRAINT "item_lines_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_customers" ADD CONSTRAINT "project_customers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_customers" ADD CONSTRAINT "project_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substages" ADD CONSTRAINT "substages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_events" ADD CONSTRAINT "view_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_events" ADD CONSTRAINT "view_events_estimate_page_id_estimate_pages_id_fk" FOREIGN KEY ("estimate_page_id") REFERENCES "public"."estimate_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_events" ADD CONSTRAINT "view_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_design_versions_version_idx" ON "batch_design_versions" USING btree ("design_version_id");--> statement-breakpoint
CREATE INDEX "batches_project_created_idx" ON "batches" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_project_idx" ON "deliveries" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "design_versions_project_created_idx" ON "design_versions" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_pages_slug_unique" ON "estimate_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "estimate_pages_batch_idx" ON "estimate_pages" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "estimates_version_created_idx" ON "estimates" USING btree ("design_version_id","created_at");--> statement-breakpoint
CREATE INDEX "estimates_batch_idx" ON "estimates" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "item_lines_version_idx" ON "item_lines" USING btree ("design_version_id","category","position");--> statement-breakpoint
CREATE INDEX "project_customers_user_idx" ON "project_customers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "substages_project_position_unique" ON "substages" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "view_events_page_idx" ON "view_events" USING btree ("estimate_page_id","created_at");