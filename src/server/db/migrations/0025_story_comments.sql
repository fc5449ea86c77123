CREATE TABLE "comment_reply_notices" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"recipient_user_id" text NOT NULL,
	"reply_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "comment_reply_notices_reply_unique" UNIQUE("reply_id")
);
--> statement-breakpoint
CREATE TABLE "comment_reply_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reply_emails" boolean DEFAULT true NOT NULL,
	"last_digest_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "story_comment_flags" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"comment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_comment_flags_comment_user_unique" UNIQUE("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "story_comments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"target_kind" varchar(20) NOT NULL,
	"target_id" text NOT NULL,
	"parent_id" text,
	"author_user_id" text NOT NULL,
	"content" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"held_reason" varchar(40),
	"flag_count" integer DEFAULT 0 NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"target_title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_notes" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_stories" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_reply_notices" ADD CONSTRAINT "comment_reply_notices_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reply_notices" ADD CONSTRAINT "comment_reply_notices_reply_id_story_comments_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."story_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reply_settings" ADD CONSTRAINT "comment_reply_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comment_flags" ADD CONSTRAINT "story_comment_flags_comment_id_story_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."story_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comment_flags" ADD CONSTRAINT "story_comment_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_comments" ADD CONSTRAINT "story_comments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_reply_notices_recipient_sent_at_idx" ON "comment_reply_notices" USING btree ("recipient_user_id","sent_at");--> statement-breakpoint
CREATE INDEX "story_comments_target_status_created_at_idx" ON "story_comments" USING btree ("target_kind","target_id","status","created_at");--> statement-breakpoint
CREATE INDEX "story_comments_author_user_id_idx" ON "story_comments" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "story_comments_status_created_at_idx" ON "story_comments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "story_comments_parent_id_idx" ON "story_comments" USING btree ("parent_id");--> statement-breakpoint
-- An article's summary also carries its count of approved comments (articleSummarySchema's last
-- field, after the neighbourhood of 0024), so the card shows it; a change of the count rewrites the
-- summary and its tag (docs/decisions/059).
CREATE OR REPLACE FUNCTION "articles_summary_json"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  summary text;
BEGIN
  SELECT row_to_json(s)::text INTO summary FROM (
    SELECT NEW.id AS "id", NEW.title AS "title", NEW.excerpt AS "excerpt", NEW.author AS "author",
      to_char(NEW.publish_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishDate",
      NEW.image_url AS "imageUrl", NEW.image_alt AS "imageAlt", NEW.category AS "category",
      NEW.city AS "city", NEW.featured AS "featured", NEW.neighbourhood AS "neighbourhood",
      "neighbourhood_name"(NEW.city, NEW.neighbourhood) AS "neighbourhoodName",
      NEW.comment_count AS "commentCount"
  ) s;
  NEW.summary_json := summary;
  NEW.summary_tag := md5(summary);
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE "articles" SET "summary_json" = NULL;
