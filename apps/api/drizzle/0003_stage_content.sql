ALTER TABLE "content_items" ADD COLUMN "stage_key" text;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_stage_idx" ON "content_items" USING btree ("stage_key","position");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_stage_key_valid" CHECK ("content_items"."stage_key" is null or stage_key in ('design-approval', 'production', 'quality-control', 'delivery', 'installation'));