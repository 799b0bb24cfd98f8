ALTER TABLE "estimate_pages" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_project_idx" ON "enquiries" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "requote_requests_open_idx" ON "requote_requests" USING btree ("created_at") WHERE "requote_requests"."closed_at" is null;--> statement-breakpoint
-- Each page's first open stored so far, by anyone but staff (decision 42's rule), once.
UPDATE "estimate_pages" SET "first_opened_at" = (
	SELECT min("view_events"."created_at") FROM "view_events"
	WHERE "view_events"."estimate_page_id" = "estimate_pages"."id"
		AND "view_events"."kind" IN ('estimate-page', 'customer-estimate')
		AND ("view_events"."user_id" IS NULL OR NOT EXISTS (
			SELECT 1 FROM "users" WHERE "users"."id" = "view_events"."user_id" AND "users"."type" <> 'customer'))
);
