CREATE TABLE "catalog_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"image_id" uuid,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_items_category_valid" CHECK (category in ('front', 'box', 'hardware', 'functionality', 'opening-system', 'accessory', 'countertop')),
	CONSTRAINT "catalog_items_unit_price_nonnegative" CHECK ("catalog_items"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gallery_kitchen_components" (
	"kitchen_id" uuid NOT NULL,
	"catalog_item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "gallery_kitchen_components_kitchen_id_position_pk" PRIMARY KEY("kitchen_id","position")
);
--> statement-breakpoint
CREATE TABLE "gallery_kitchen_renders" (
	"kitchen_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "gallery_kitchen_renders_kitchen_id_position_pk" PRIMARY KEY("kitchen_id","position")
);
--> statement-breakpoint
CREATE TABLE "gallery_kitchens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"style" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"from_price" numeric(12, 2) NOT NULL,
	"cover_image_id" uuid,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_kitchens_style_valid" CHECK (style in ('modern', 'classic', 'scandinavian', 'industrial', 'rustic')),
	CONSTRAINT "gallery_kitchens_from_price_nonnegative" CHECK ("gallery_kitchens"."from_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"small_key" text NOT NULL,
	"large_key" text NOT NULL,
	"full_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_type_valid" CHECK (type in ('customer', 'designer', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_kitchen_components" ADD CONSTRAINT "gallery_kitchen_components_kitchen_id_gallery_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."gallery_kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_kitchen_components" ADD CONSTRAINT "gallery_kitchen_components_catalog_item_id_catalog_items_id_fk" FOREIGN KEY ("catalog_item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_kitchen_renders" ADD CONSTRAINT "gallery_kitchen_renders_kitchen_id_gallery_kitchens_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."gallery_kitchens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_kitchen_renders" ADD CONSTRAINT "gallery_kitchen_renders_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_kitchens" ADD CONSTRAINT "gallery_kitchens_cover_image_id_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_items_category_public_name_idx" ON "catalog_items" USING btree ("category","is_public","name","id");--> statement-breakpoint
CREATE INDEX "gallery_kitchen_components_item_idx" ON "gallery_kitchen_components" USING btree ("catalog_item_id");--> statement-breakpoint
CREATE INDEX "gallery_kitchen_renders_image_idx" ON "gallery_kitchen_renders" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_kitchens_slug_unique" ON "gallery_kitchens" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "gallery_kitchens_published_created_idx" ON "gallery_kitchens" USING btree ("published","created_at" DESC NULLS LAST,"slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");