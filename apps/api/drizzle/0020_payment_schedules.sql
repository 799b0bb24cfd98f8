CREATE TABLE "scheduled_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"share_kind" text NOT NULL,
	"share_value" numeric(14, 2),
	"due_kind" text NOT NULL,
	"due_date" date,
	"reference" text NOT NULL,
	"paid_at" timestamp with time zone,
	"event_id" text,
	"session_id" text,
	"payment_intent" text,
	"payer_email" text,
	"amount_paid" numeric(14, 2),
	"currency" text,
	"refunded_at" timestamp with time zone,
	"reminded_due_at" timestamp with time zone,
	"reminded_overdue_at" timestamp with time zone,
	CONSTRAINT "scheduled_payments_share_kind" CHECK (share_kind in ('deposit', 'percent', 'amount', 'rest')),
	CONSTRAINT "scheduled_payments_due_kind" CHECK (due_kind in ('acceptance', 'production', 'delivery', 'date'))
);
--> statement-breakpoint
ALTER TABLE "payment_issues" DROP CONSTRAINT "payment_issues_reason_valid";--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_payments_reference_unique" ON "scheduled_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_payments_position_unique" ON "scheduled_payments" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_payments_event_unique" ON "scheduled_payments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "scheduled_payments_intent_idx" ON "scheduled_payments" USING btree ("payment_intent");--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_reason_valid" CHECK (reason in ('not-paid', 'payment-failed', 'unknown-estimate', 'not-shown', 'expired', 'wrong-currency', 'wrong-amount', 'already-reserved', 'unknown-payment', 'already-paid'));