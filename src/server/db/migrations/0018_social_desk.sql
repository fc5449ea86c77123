CREATE TABLE "social_accounts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"platform" varchar(20) NOT NULL,
	"handle" varchar(200) NOT NULL,
	"display_name" varchar(200),
	"sealed_credentials" text NOT NULL,
	"status" varchar(20) DEFAULT 'connected' NOT NULL,
	"token_expires_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_city_platform_handle_unique" UNIQUE("city","platform","handle")
);
--> statement-breakpoint
ALTER TABLE "social_posts" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "social_posts" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "social_posts" ADD COLUMN "remote_id" text;--> statement-breakpoint
ALTER TABLE "social_posts" ADD COLUMN "remote_url" text;--> statement-breakpoint
ALTER TABLE "social_posts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "social_posts" ADD COLUMN "attempt_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_posts" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_posts" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "social_posts" ADD COLUMN "engagement_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "social_accounts_city_idx" ON "social_accounts" USING btree ("city","status");--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_account_id_social_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."social_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_posts_status_due_idx" ON "social_posts" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "social_posts_city_scheduled_idx" ON "social_posts" USING btree ("city","scheduled_for");--> statement-breakpoint
CREATE INDEX "social_posts_linked_idx" ON "social_posts" USING btree ("linked_content_id");