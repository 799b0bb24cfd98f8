CREATE TABLE "view_event_days" (
	"project_id" uuid NOT NULL,
	"page" text NOT NULL,
	"day" date NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "view_event_days_project_id_page_day_pk" PRIMARY KEY("project_id","page","day")
);
--> statement-breakpoint
ALTER TABLE "view_event_days" ADD CONSTRAINT "view_event_days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;