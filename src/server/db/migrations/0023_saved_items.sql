CREATE TABLE "saved_calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"kind" varchar(20) NOT NULL,
	"item_id" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_user_kind_item_unique" UNIQUE("user_id","kind","item_id"),
	CONSTRAINT "saved_items_kind_check" CHECK ("saved_items"."kind" in ('articles', 'events', 'businesses', 'deals', 'artists'))
);
--> statement-breakpoint
ALTER TABLE "saved_calendar_feeds" ADD CONSTRAINT "saved_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_items_user_saved_at_idx" ON "saved_items" USING btree ("user_id","saved_at" DESC NULLS LAST);