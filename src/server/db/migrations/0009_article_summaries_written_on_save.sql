-- Each article keeps its summary as the JSON text the article list sends, written by the database
-- whenever the row is written, and the two city lists' indexes carry it with the columns their
-- filters read, so a list page is read from the index alone (docs/decisions/037). A summary longer
-- than 1,500 bytes is not kept (an index entry holds at most about 2,700 bytes); the list writes
-- those few from the row when it reads them.
ALTER TABLE "articles" ADD COLUMN "summary_json" text;--> statement-breakpoint
-- The fields, their names and order are articleSummarySchema's (src/shared/magazine.ts), the instant
-- as Date.prototype.toISOString writes it; features/articles/list-json.test.ts holds the bytes to the
-- schema's encoding.
CREATE FUNCTION "articles_summary_json"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  summary text;
BEGIN
  SELECT row_to_json(s)::text INTO summary FROM (
    SELECT NEW.id AS "id", NEW.title AS "title", NEW.excerpt AS "excerpt", NEW.author AS "author",
      to_char(NEW.publish_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishDate",
      NEW.image_url AS "imageUrl", NEW.image_alt AS "imageAlt", NEW.category AS "category",
      NEW.city AS "city", NEW.featured AS "featured"
  ) s;
  NEW.summary_json := CASE WHEN octet_length(summary) <= 1500 THEN summary END;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Every insert and update, whatever it sets (a write to summary_json itself is replaced).
CREATE TRIGGER "articles_summary_json" BEFORE INSERT OR UPDATE ON "articles"
  FOR EACH ROW EXECUTE FUNCTION "articles_summary_json"();--> statement-breakpoint
UPDATE "articles" SET "summary_json" = NULL;--> statement-breakpoint
DROP INDEX "articles_city_category_publish_date_idx";--> statement-breakpoint
CREATE INDEX "articles_city_category_publish_date_idx" ON "articles" USING btree ("city",lower("category"),"publish_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status","category","summary_json");--> statement-breakpoint
DROP INDEX "articles_city_publish_date_idx";--> statement-breakpoint
CREATE INDEX "articles_city_publish_date_idx" ON "articles" USING btree ("city","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("status","summary_json");
