-- Each article keeps, beside its summary's JSON text, a tag of those bytes (their MD5), and the two
-- city lists' indexes carry the tag instead of the text: a list page reads 51 ids and tags from a
-- small index, and the server takes each summary's bytes from memory by id and tag, reading from the
-- table only the summaries it has not seen in that version (docs/decisions/041). The summary is now
-- kept whatever its length (it is no longer in an index entry, which holds about 2,700 bytes).
ALTER TABLE "articles" ADD COLUMN "summary_tag" text;--> statement-breakpoint
-- The fields, their names and order are articleSummarySchema's (src/shared/magazine.ts), the instant
-- as Date.prototype.toISOString writes it; features/articles/list-json.test.ts holds the bytes to the
-- schema's encoding.
CREATE OR REPLACE FUNCTION "articles_summary_json"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  summary text;
BEGIN
  SELECT row_to_json(s)::text INTO summary FROM (
    SELECT NEW.id AS "id", NEW.title AS "title", NEW.excerpt AS "excerpt", NEW.author AS "author",
      to_char(NEW.publish_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishDate",
      NEW.image_url AS "imageUrl", NEW.image_alt AS "imageAlt", NEW.category AS "category",
      NEW.city AS "city", NEW.featured AS "featured"
  ) s;
  NEW.summary_json := summary;
  NEW.summary_tag := md5(summary);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- The trigger (migration 0009) runs on every insert and update, whatever it sets: this writes both
-- for every row, and a write to either column by hand is replaced by the row's own.
UPDATE "articles" SET "summary_json" = NULL;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "summary_json" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "summary_tag" SET NOT NULL;--> statement-breakpoint
DROP INDEX "articles_city_category_publish_date_idx";--> statement-breakpoint
CREATE INDEX "articles_city_category_publish_date_idx" ON "articles" USING btree ("city",lower("category"),"publish_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status","category","summary_tag");--> statement-breakpoint
DROP INDEX "articles_city_publish_date_idx";--> statement-breakpoint
CREATE INDEX "articles_city_publish_date_idx" ON "articles" USING btree ("city","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status","summary_tag");
