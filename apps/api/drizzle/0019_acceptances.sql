CREATE TABLE "acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"estimate_id" uuid NOT NULL,
	"design_version_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"terms_revision" integer NOT NULL,
	"terms_text" text NOT NULL,
	"terms_hash" text NOT NULL,
	"estimate_hash" text NOT NULL,
	"signature_png" text,
	"record_key" text NOT NULL,
	"record_hash" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	"withdraw_reason" text
);
--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_slot_valid";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_design_version_id_design_versions_id_fk" FOREIGN KEY ("design_version_id") REFERENCES "public"."design_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptances" ADD CONSTRAINT "acceptances_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acceptances_project_current_unique" ON "acceptances" USING btree ("project_id") WHERE "acceptances"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "acceptances_estimate_idx" ON "acceptances" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "acceptances_version_idx" ON "acceptances" USING btree ("design_version_id");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_slot_valid" CHECK ("content_items"."slot" is null or slot in ('estimate-included-us', 'estimate-included-eu', 'reservation-explainer', 'welcome-next-step', 'acceptance-terms'));