CREATE TABLE "payment_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"session_id" text,
	"payment_intent" text,
	"reference" text,
	"estimate_id" uuid,
	"project_id" uuid,
	"payer_email" text,
	"amount_minor" integer,
	"currency" text,
	"payment_status" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "payment_issues_reason_valid" CHECK (reason in ('not-paid', 'payment-failed', 'unknown-estimate', 'not-shown', 'expired', 'wrong-currency', 'wrong-amount', 'already-reserved')),
	CONSTRAINT "payment_issues_resolution_valid" CHECK (resolution is null or resolution in ('applied', 'refunded'))
);
--> statement-breakpoint
DROP INDEX "reservations_estimate_unique";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "project_id" uuid;--> statement-breakpoint
UPDATE "reservations" SET "project_id" = v."project_id" FROM "estimates" e JOIN "design_versions" v ON v."id" = e."design_version_id" WHERE e."id" = "reservations"."estimate_id";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_intent" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_issues_event_unique" ON "payment_issues" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payment_issues_open_idx" ON "payment_issues" USING btree ("resolved_at","created_at");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A second deposit for a project already reserved (before this migration any estimate could be
-- reserved) becomes a payment needing attention: the project keeps its first reservation.
INSERT INTO "payment_issues" ("event_id", "event_type", "reference", "estimate_id", "project_id", "payer_email", "amount_minor", "currency", "payment_status", "reason", "created_at")
SELECT r."event_id", 'checkout.session.completed', e."reference", r."estimate_id", r."project_id", r."customer_email", round(r."amount" * 100)::integer, r."currency", 'paid', 'already-reserved', r."created_at"
FROM "reservations" r JOIN "estimates" e ON e."id" = r."estimate_id"
WHERE EXISTS (SELECT 1 FROM "reservations" first WHERE first."project_id" = r."project_id" AND (first."created_at", first."id") < (r."created_at", r."id"));--> statement-breakpoint
DELETE FROM "reservations" r WHERE EXISTS (SELECT 1 FROM "reservations" first WHERE first."project_id" = r."project_id" AND (first."created_at", first."id") < (r."created_at", r."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_project_active_unique" ON "reservations" USING btree ("project_id") WHERE "reservations"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_estimate_idx" ON "reservations" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "reservations_payment_intent_idx" ON "reservations" USING btree ("payment_intent");