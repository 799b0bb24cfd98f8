CREATE TABLE "variant_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"design_version_id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"choices" jsonb NOT NULL,
	"currency" text NOT NULL,
	"shown_total" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"new_design_version_id" uuid,
	"new_estimate_id" uuid,
	"revision" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_versions" ADD COLUMN "option_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_requests" ADD CONSTRAINT "variant_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_requests" ADD CONSTRAINT "variant_requests_design_version_id_design_versions_id_fk" FOREIGN KEY ("design_version_id") REFERENCES "public"."design_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_requests" ADD CONSTRAINT "variant_requests_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_requests" ADD CONSTRAINT "variant_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_requests" ADD CONSTRAINT "variant_requests_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_requests" ADD CONSTRAINT "variant_requests_new_design_version_id_design_versions_id_fk" FOREIGN KEY ("new_design_version_id") REFERENCES "public"."design_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_requests" ADD CONSTRAINT "variant_requests_new_estimate_id_estimates_id_fk" FOREIGN KEY ("new_estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "variant_requests_open_unique" ON "variant_requests" USING btree ("design_version_id","user_id") WHERE "variant_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "variant_requests_project_idx" ON "variant_requests" USING btree ("project_id","created_at");