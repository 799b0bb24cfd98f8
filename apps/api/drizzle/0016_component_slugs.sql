-- Readable gallery addresses for catalog items (issue 34.7, decision 56): each item gets a
-- slug made from its name, '-2', '-3'… after the first of a name. The app makes new ones with
-- contracts' slugify (accents spelled out); here accented letters simply become hyphens.
ALTER TABLE "catalog_items" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "catalog_items" AS "item" SET "slug" = "numbered"."slug" FROM (
  SELECT "id", CASE WHEN "n" = 1 THEN "base" ELSE "base" || '-' || "n" END AS "slug" FROM (
    SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "created_at", "id") AS "n" FROM (
      SELECT "id", "created_at", CASE
        WHEN length("plain") >= 3 THEN rtrim(left("plain", 70), '-')
        WHEN "plain" = '' THEN 'component'
        ELSE "plain" || '-component'
      END AS "base" FROM (
        SELECT "id", "created_at",
          trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')) AS "plain"
        FROM "catalog_items"
      ) AS "plains"
    ) AS "bases"
  ) AS "ranked"
) AS "numbered" WHERE "item"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "catalog_items" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_items_slug_unique" ON "catalog_items" USING btree ("slug");
