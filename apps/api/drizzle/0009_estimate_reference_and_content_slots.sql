CREATE SEQUENCE "public"."estimate_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- E-{year issued}-{number}: at least four digits, more once the number passes 9999 (decision 34).
CREATE FUNCTION next_estimate_reference(issued timestamptz) RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'E-' || to_char(issued at time zone 'UTC', 'YYYY') || '-' || lpad(n::text, greatest(4, length(n::text)), '0')
  FROM (SELECT nextval('estimate_reference_seq') AS n) AS next
$$;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "slot" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "reference" text;--> statement-breakpoint
-- Estimates issued before: numbered in the order they were issued.
UPDATE "estimates" SET "reference" = 'E-' || to_char(numbered.created_at at time zone 'UTC', 'YYYY') || '-' || lpad(numbered.n::text, greatest(4, length(numbered.n::text)), '0')
FROM (SELECT id, created_at, row_number() OVER (ORDER BY created_at, id) AS n FROM "estimates") AS numbered
WHERE numbered.id = "estimates"."id";--> statement-breakpoint
SELECT setval('estimate_reference_seq', greatest(1, count(*)), count(*) > 0) FROM "estimates";--> statement-breakpoint
ALTER TABLE "estimates" ALTER COLUMN "reference" SET DEFAULT next_estimate_reference(now());--> statement-breakpoint
ALTER TABLE "estimates" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_slot_unique" ON "content_items" USING btree ("slot");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_reference_unique" ON "estimates" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_slot_valid" CHECK ("content_items"."slot" is null or slot in ('estimate-included-us', 'estimate-included-eu'));
