CREATE TABLE "design_sign_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"design_version_id" uuid NOT NULL,
	"state" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"requested_by" uuid,
	"message_id" uuid,
	"drawings" jsonb NOT NULL,
	"changes_asked_at" timestamp with time zone,
	"changes_message_id" uuid,
	"user_id" uuid,
	"email" text,
	"full_name" text,
	"approved_at" timestamp with time zone,
	"client_address" text,
	"user_agent" text,
	"terms_revision" integer,
	"terms_text" text,
	"terms_hash" text,
	"design_hash" text,
	"signature_png" text,
	"record_key" text,
	"record_hash" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	"withdraw_reason" text,
	CONSTRAINT "design_sign_offs_state_valid" CHECK (state in ('requested', 'approved', 'changes-asked', 'superseded', 'withdrawn')),
	CONSTRAINT "design_sign_offs_approval_whole" CHECK (("design_sign_offs"."approved_at" is null) = ("design_sign_offs"."record_key" is null) and ("design_sign_offs"."approved_at" is null) = ("design_sign_offs"."design_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_slot_valid";--> statement-breakpoint
ALTER TABLE "scheduled_payments" DROP CONSTRAINT "scheduled_payments_due_kind";--> statement-breakpoint
ALTER TABLE "design_sign_offs" ADD CONSTRAINT "design_sign_offs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sign_offs" ADD CONSTRAINT "design_sign_offs_design_version_id_design_versions_id_fk" FOREIGN KEY ("design_version_id") REFERENCES "public"."design_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sign_offs" ADD CONSTRAINT "design_sign_offs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sign_offs" ADD CONSTRAINT "design_sign_offs_message_id_project_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."project_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sign_offs" ADD CONSTRAINT "design_sign_offs_changes_message_id_project_messages_id_fk" FOREIGN KEY ("changes_message_id") REFERENCES "public"."project_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sign_offs" ADD CONSTRAINT "design_sign_offs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_sign_offs" ADD CONSTRAINT "design_sign_offs_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_sign_offs_one_waiting" ON "design_sign_offs" USING btree ("project_id") WHERE "design_sign_offs"."state" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "design_sign_offs_one_approved" ON "design_sign_offs" USING btree ("project_id") WHERE "design_sign_offs"."state" = 'approved';--> statement-breakpoint
CREATE INDEX "design_sign_offs_version_idx" ON "design_sign_offs" USING btree ("design_version_id");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_slot_valid" CHECK ("content_items"."slot" is null or slot in ('estimate-included-us', 'estimate-included-eu', 'reservation-explainer', 'welcome-next-step', 'acceptance-terms', 'sign-off-terms'));--> statement-breakpoint
ALTER TABLE "scheduled_payments" ADD CONSTRAINT "scheduled_payments_due_kind" CHECK (due_kind in ('acceptance', 'sign-off', 'production', 'delivery', 'date'));