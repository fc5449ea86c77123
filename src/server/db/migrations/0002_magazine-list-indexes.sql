CREATE INDEX "articles_status_publish_date_idx" ON "articles" USING btree ("status","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_featured_city_publish_date_idx" ON "articles" USING btree ("city","publish_date" DESC NULLS LAST) WHERE "articles"."featured" and "articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "businesses_status_name_idx" ON "businesses" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "events_status_date_idx" ON "events" USING btree ("status","date");