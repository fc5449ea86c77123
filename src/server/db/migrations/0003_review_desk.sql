ALTER TABLE "articles" ADD COLUMN "submission_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "submission_id" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "submission_id" text;--> statement-breakpoint
ALTER TABLE "fashion_items" ADD COLUMN "submission_id" text;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "submission_id" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "event_time" varchar(40);--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "category" varchar(100);--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "published_id" text;--> statement-breakpoint
ALTER TABLE "artist_writeups" ADD COLUMN "review_notes" text;--> statement-breakpoint
ALTER TABLE "artist_writeups" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "artist_writeups" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "submission_id" text;--> statement-breakpoint
ALTER TABLE "music" ADD COLUMN "city" varchar(40);--> statement-breakpoint
ALTER TABLE "music" ADD COLUMN "status" varchar(20) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "music" ADD COLUMN "submission_id" text;--> statement-breakpoint
ALTER TABLE "contributors" ADD COLUMN "status" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "contributors" ADD COLUMN "review_notes" text;--> statement-breakpoint
ALTER TABLE "contributors" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contributors" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "sports_stories" ADD COLUMN "review_notes" text;--> statement-breakpoint
ALTER TABLE "sports_stories" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_stories" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "spotlights" ADD COLUMN "review_notes" text;--> statement-breakpoint
ALTER TABLE "spotlights" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spotlights" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "vent_comments" ADD COLUMN "review_notes" text;--> statement-breakpoint
ALTER TABLE "vent_comments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vent_comments" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "vent_comments" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "vent_posts" ADD COLUMN "review_notes" text;--> statement-breakpoint
ALTER TABLE "vent_posts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vent_posts" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "vent_posts" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "artist_writeups" ADD CONSTRAINT "artist_writeups_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributors" ADD CONSTRAINT "contributors_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_stories" ADD CONSTRAINT "sports_stories_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotlights" ADD CONSTRAINT "spotlights_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vent_comments" ADD CONSTRAINT "vent_comments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vent_comments" ADD CONSTRAINT "vent_comments_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vent_posts" ADD CONSTRAINT "vent_posts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vent_posts" ADD CONSTRAINT "vent_posts_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;