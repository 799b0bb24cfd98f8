DROP INDEX "audit_events_occurred_idx";--> statement-breakpoint
CREATE INDEX "view_events_created_idx" ON "view_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_occurred_id_idx" ON "audit_events" USING btree ("occurred_at","id");