CREATE TABLE "requote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estimate_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"new_batch_id" uuid,
	"new_estimate_page_id" uuid
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estimate_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"customer_email" text,
	"amount" numeric(14, 2),
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_slot_valid";--> statement-breakpoint
ALTER TABLE "estimate_pages" ADD COLUMN "replaced_by_id" uuid;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "replaced_by_id" uuid;--> statement-breakpoint
ALTER TABLE "requote_requests" ADD CONSTRAINT "requote_requests_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requote_requests" ADD CONSTRAINT "requote_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requote_requests" ADD CONSTRAINT "requote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requote_requests" ADD CONSTRAINT "requote_requests_new_batch_id_batches_id_fk" FOREIGN KEY ("new_batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requote_requests" ADD CONSTRAINT "requote_requests_new_estimate_page_id_estimate_pages_id_fk" FOREIGN KEY ("new_estimate_page_id") REFERENCES "public"."estimate_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "requote_requests_estimate_day_unique" ON "requote_requests" USING btree ("estimate_id","day");--> statement-breakpoint
CREATE INDEX "requote_requests_project_idx" ON "requote_requests" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_estimate_unique" ON "reservations" USING btree ("estimate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_event_unique" ON "reservations" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "estimate_pages" ADD CONSTRAINT "estimate_pages_replaced_by_id_estimate_pages_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."estimate_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_replaced_by_id_estimates_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."estimates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_slot_valid" CHECK ("content_items"."slot" is null or slot in ('estimate-included-us', 'estimate-included-eu', 'reservation-explainer'));