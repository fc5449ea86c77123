CREATE TABLE "vent_flags" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"target_type" varchar(20) NOT NULL,
	"target_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vent_flags_target_user_unique" UNIQUE("target_type","target_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "vent_watched_words" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"word" varchar(100) NOT NULL,
	"action" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vent_watched_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_pending_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_last_time_step" integer;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "pending_city" varchar(40);--> statement-breakpoint
ALTER TABLE "vent_comments" ADD COLUMN "author_user_id" text;--> statement-breakpoint
ALTER TABLE "vent_comments" ADD COLUMN "held_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "vent_posts" ADD COLUMN "author_user_id" text;--> statement-breakpoint
ALTER TABLE "vent_posts" ADD COLUMN "held_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "vent_flags" ADD CONSTRAINT "vent_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vent_comments" ADD CONSTRAINT "vent_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vent_posts" ADD CONSTRAINT "vent_posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vent_comments_author_user_id_idx" ON "vent_comments" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "vent_posts_author_user_id_idx" ON "vent_posts" USING btree ("author_user_id");