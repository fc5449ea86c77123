CREATE TABLE "newsletter_deliveries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"edition_id" text NOT NULL,
	"newsletter_id" text NOT NULL,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_deliveries_edition_newsletter_unique" UNIQUE("edition_id","newsletter_id")
);
--> statement-breakpoint
CREATE TABLE "outgoing_mail" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"kind" varchar(40) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" varchar(200),
	"state" varchar(20) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outgoing_mail_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "status" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirm_token_hash" varchar(128);--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirm_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD COLUMN "week_of" date;--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_edition_id_newsletter_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."newsletter_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_mail_state_next_attempt_idx" ON "outgoing_mail" USING btree ("state","next_attempt_at");--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletters_status_city_idx" ON "newsletters" USING btree ("status","city");--> statement-breakpoint
CREATE INDEX "newsletter_editions_city_status_sent_idx" ON "newsletter_editions" USING btree ("city","status","sent_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD CONSTRAINT "newsletter_editions_city_week_of_unique" UNIQUE("city","week_of");