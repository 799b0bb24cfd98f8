ALTER TABLE "projects" ADD COLUMN "active_estimate_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_active_estimate_id_estimates_id_fk" FOREIGN KEY ("active_estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- What customers saw before stays shown (decision 38): a pinned version keeps its newest
-- estimate; a project with no published page and no pin gets its latest estimated version
-- pinned, as the old rule showed it. From now on a calculation alone shows nothing.
UPDATE "projects" SET "active_design_version_id" = (
  SELECT "design_versions"."id" FROM "design_versions"
  WHERE "design_versions"."project_id" = "projects"."id"
    AND EXISTS (SELECT 1 FROM "estimates" WHERE "estimates"."design_version_id" = "design_versions"."id")
  ORDER BY "design_versions"."created_at" DESC, "design_versions"."id" DESC LIMIT 1
)
WHERE "active_design_version_id" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "estimate_pages" INNER JOIN "batches" ON "batches"."id" = "estimate_pages"."batch_id"
    WHERE "batches"."project_id" = "projects"."id"
  );--> statement-breakpoint
UPDATE "projects" SET "active_estimate_id" = (
  SELECT "estimates"."id" FROM "estimates"
  WHERE "estimates"."design_version_id" = "projects"."active_design_version_id"
  ORDER BY "estimates"."created_at" DESC, "estimates"."id" DESC LIMIT 1
)
WHERE "active_design_version_id" IS NOT NULL;
