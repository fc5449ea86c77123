CREATE INDEX "articles_city_category_publish_date_idx" ON "articles" USING btree ("city",lower("category"),"publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_category_publish_date_idx" ON "articles" USING btree (lower("category"),"publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_city_publish_date_idx" ON "articles" USING btree ("city","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_publish_date_idx" ON "articles" USING btree ("publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_city_category_name_idx" ON "businesses" USING btree ("city",lower("category"),"name","id");--> statement-breakpoint
CREATE INDEX "businesses_city_name_idx" ON "businesses" USING btree ("city","name","id");--> statement-breakpoint
CREATE INDEX "businesses_name_idx" ON "businesses" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "businesses_created_at_idx" ON "businesses" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_city_date_idx" ON "events" USING btree ("city","date","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","starts_at","id");--> statement-breakpoint
CREATE INDEX "photo_submissions_public_city_published_at_idx" ON "photo_submissions" USING btree ("city","published_at" DESC NULLS LAST,"submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "photo_submissions"."is_public";--> statement-breakpoint
CREATE INDEX "photo_submissions_public_published_at_idx" ON "photo_submissions" USING btree ("published_at" DESC NULLS LAST,"submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "photo_submissions"."is_public";