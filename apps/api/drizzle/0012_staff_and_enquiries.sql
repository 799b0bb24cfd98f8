CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"postcode" text NOT NULL,
	"kitchen_size" text NOT NULL,
	"gallery_kitchen_id" uuid,
	"message" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "enquiries_status_valid" CHECK (status in ('new', 'contacted', 'converted', 'closed')),
	CONSTRAINT "enquiries_kitchen_size_valid" CHECK (kitchen_size in ('small', 'medium', 'large'))
);
--> statement-breakpoint
ALTER TABLE "view_events" DROP CONSTRAINT "view_events_kind_valid";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "dominant_color" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "estimate_pages" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "designer_id" uuid;--> statement-breakpoint
ALTER TABLE "view_events" ADD COLUMN "design_version_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_gallery_kitchen_id_gallery_kitchens_id_fk" FOREIGN KEY ("gallery_kitchen_id") REFERENCES "public"."gallery_kitchens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_events" ADD CONSTRAINT "view_events_design_version_id_design_versions_id_fk" FOREIGN KEY ("design_version_id") REFERENCES "public"."design_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Two batches of one project may no longer share a name: older duplicates get a number.
UPDATE "batches" AS b SET "name" = b."name" || ' (' || d.n || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "project_id", "name" ORDER BY "created_at", "id") AS n
  FROM "batches"
) AS d
WHERE d."id" = b."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_project_name_unique" ON "batches" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "view_events_project_idx" ON "view_events" USING btree ("project_id","created_at");--> statement-breakpoint
ALTER TABLE "view_events" ADD CONSTRAINT "view_events_kind_valid" CHECK (kind in ('estimate-page', 'customer-estimate', 'reserve', 'version'));