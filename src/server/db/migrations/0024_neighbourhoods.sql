ALTER TABLE "articles" ADD COLUMN "neighbourhood" varchar(60);--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "neighbourhood" varchar(60);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "neighbourhood" varchar(60);--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "neighbourhood" varchar(60);--> statement-breakpoint
ALTER TABLE "vent_posts" ADD COLUMN "neighbourhood" varchar(60);--> statement-breakpoint
-- A neighbourhood's name by its city and slug, as src/shared/neighbourhoods.ts lists them (null for any
-- other pair): the article summaries carry the name, and they are written by the database. A change to
-- the list is a migration replacing this function; features/articles/neighbourhoods.test.ts holds the two
-- to each other.
CREATE FUNCTION "neighbourhood_name"(city text, slug text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE city || '/' || slug
    WHEN 'rochester/downtown' THEN 'Downtown'
    WHEN 'rochester/east-end' THEN 'East End'
    WHEN 'rochester/park-avenue' THEN 'Park Avenue'
    WHEN 'rochester/south-wedge' THEN 'South Wedge'
    WHEN 'rochester/neighborhood-of-the-arts' THEN 'Neighborhood of the Arts'
    WHEN 'rochester/corn-hill' THEN 'Corn Hill'
    WHEN 'rochester/marketview-heights' THEN 'Marketview Heights'
    WHEN 'rochester/north-winton-village' THEN 'North Winton Village'
    WHEN 'rochester/19th-ward' THEN '19th Ward'
    WHEN 'rochester/maplewood' THEN 'Maplewood'
    WHEN 'rochester/highland-park' THEN 'Highland Park'
    WHEN 'charlotte/uptown' THEN 'Uptown'
    WHEN 'charlotte/noda' THEN 'NoDa'
    WHEN 'charlotte/south-end' THEN 'South End'
    WHEN 'charlotte/plaza-midwood' THEN 'Plaza Midwood'
    WHEN 'charlotte/dilworth' THEN 'Dilworth'
    WHEN 'charlotte/myers-park' THEN 'Myers Park'
    WHEN 'charlotte/elizabeth' THEN 'Elizabeth'
    WHEN 'charlotte/fourth-ward' THEN 'Fourth Ward'
    WHEN 'charlotte/wesley-heights' THEN 'Wesley Heights'
    WHEN 'charlotte/camp-north-end' THEN 'Camp North End'
    WHEN 'charlotte/ballantyne' THEN 'Ballantyne'
    WHEN 'atlanta/downtown' THEN 'Downtown'
    WHEN 'atlanta/midtown' THEN 'Midtown'
    WHEN 'atlanta/buckhead' THEN 'Buckhead'
    WHEN 'atlanta/old-fourth-ward' THEN 'Old Fourth Ward'
    WHEN 'atlanta/inman-park' THEN 'Inman Park'
    WHEN 'atlanta/little-five-points' THEN 'Little Five Points'
    WHEN 'atlanta/virginia-highland' THEN 'Virginia-Highland'
    WHEN 'atlanta/sweet-auburn' THEN 'Sweet Auburn'
    WHEN 'atlanta/grant-park' THEN 'Grant Park'
    WHEN 'atlanta/east-atlanta-village' THEN 'East Atlanta Village'
    WHEN 'atlanta/west-end' THEN 'West End'
    WHEN 'atlanta/kirkwood' THEN 'Kirkwood'
    WHEN 'nyc/harlem' THEN 'Harlem'
    WHEN 'nyc/upper-east-side' THEN 'Upper East Side'
    WHEN 'nyc/greenwich-village' THEN 'Greenwich Village'
    WHEN 'nyc/williamsburg' THEN 'Williamsburg'
    WHEN 'nyc/bushwick' THEN 'Bushwick'
    WHEN 'nyc/bedford-stuyvesant' THEN 'Bedford-Stuyvesant'
    WHEN 'nyc/park-slope' THEN 'Park Slope'
    WHEN 'nyc/sunset-park' THEN 'Sunset Park'
    WHEN 'nyc/jackson-heights' THEN 'Jackson Heights'
    WHEN 'nyc/flushing' THEN 'Flushing'
    WHEN 'nyc/belmont' THEN 'Belmont'
    WHEN 'nyc/st-george' THEN 'St. George'
    WHEN 'buffalo/downtown' THEN 'Downtown'
    WHEN 'buffalo/elmwood-village' THEN 'Elmwood Village'
    WHEN 'buffalo/allentown' THEN 'Allentown'
    WHEN 'buffalo/north-buffalo' THEN 'North Buffalo'
    WHEN 'buffalo/canalside' THEN 'Canalside'
    WHEN 'buffalo/larkinville' THEN 'Larkinville'
    WHEN 'buffalo/black-rock' THEN 'Black Rock'
    WHEN 'buffalo/west-side' THEN 'West Side'
    WHEN 'buffalo/south-buffalo' THEN 'South Buffalo'
    WHEN 'buffalo/university-heights' THEN 'University Heights'
    WHEN 'buffalo/parkside' THEN 'Parkside'
  END
$$;--> statement-breakpoint
-- The summary (migrations 0009 and 0010) gains the neighbourhood's slug and name after "featured", in
-- articleSummarySchema's order (features/articles/list-json.test.ts holds the bytes to it).
CREATE OR REPLACE FUNCTION "articles_summary_json"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  summary text;
BEGIN
  SELECT row_to_json(s)::text INTO summary FROM (
    SELECT NEW.id AS "id", NEW.title AS "title", NEW.excerpt AS "excerpt", NEW.author AS "author",
      to_char(NEW.publish_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishDate",
      NEW.image_url AS "imageUrl", NEW.image_alt AS "imageAlt", NEW.category AS "category",
      NEW.city AS "city", NEW.featured AS "featured", NEW.neighbourhood AS "neighbourhood",
      "neighbourhood_name"(NEW.city, NEW.neighbourhood) AS "neighbourhoodName"
  ) s;
  NEW.summary_json := summary;
  NEW.summary_tag := md5(summary);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Every summary again, with the two new fields (the trigger writes them on any update).
UPDATE "articles" SET "summary_json" = '';
