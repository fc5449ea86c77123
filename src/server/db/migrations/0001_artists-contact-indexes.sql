ALTER TABLE "artists" ADD COLUMN "email_is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "artist_follows_user_idx" ON "artist_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "artist_gallery_items_artist_idx" ON "artist_gallery_items" USING btree ("artist_id","created_at");--> statement-breakpoint
CREATE INDEX "artist_writeups_status_created_at_idx" ON "artist_writeups" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "artists_city_name_idx" ON "artists" USING btree ("city","name");--> statement-breakpoint
CREATE INDEX "artists_user_id_idx" ON "artists" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "music_artist_idx" ON "music" USING btree ("artist_id","created_at");