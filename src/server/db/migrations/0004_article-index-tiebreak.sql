DROP INDEX "articles_city_status_publish_date_idx";--> statement-breakpoint
DROP INDEX "articles_status_publish_date_idx";--> statement-breakpoint
DROP INDEX "articles_featured_city_publish_date_idx";--> statement-breakpoint
CREATE INDEX "articles_city_status_publish_date_idx" ON "articles" USING btree ("city","status","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_status_publish_date_idx" ON "articles" USING btree ("status","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_featured_city_publish_date_idx" ON "articles" USING btree ("city","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."featured" and "articles"."status" = 'published';