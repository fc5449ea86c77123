CREATE TABLE "auth_tokens" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"purpose" varchar(40) NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "content_recommendations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"content_id" text NOT NULL,
	"score" numeric(5, 3) NOT NULL,
	"reason" text,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activity" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"content_id" text NOT NULL,
	"action_type" varchar(40) NOT NULL,
	"category" varchar(100),
	"city" varchar(40),
	"duration" integer,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"preferred_categories" text,
	"preferred_cities" text,
	"interests" text,
	"interest_topics" text,
	"notification_preferences" text,
	"profile_completed" boolean DEFAULT false NOT NULL,
	"engagement_score" integer DEFAULT 0 NOT NULL,
	"content_types" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" varchar(254),
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" text,
	"membership_type" varchar(20) DEFAULT 'free' NOT NULL,
	"membership_status" varchar(20) DEFAULT 'active' NOT NULL,
	"stripe_customer_id" varchar(255),
	"stripe_subscription_id" varchar(255),
	"subscription_start_date" timestamp with time zone,
	"subscription_end_date" timestamp with time zone,
	"is_newsletter_subscriber" boolean DEFAULT false NOT NULL,
	"can_upload_content" boolean DEFAULT false NOT NULL,
	"role" varchar(20) DEFAULT 'member' NOT NULL,
	"password_hash" text,
	"oidc_subject" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_oidc_subject_unique" UNIQUE("oidc_subject")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" varchar(255) NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"category" varchar(100) NOT NULL,
	"author" varchar(200) NOT NULL,
	"image_url" text NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" varchar(255) NOT NULL,
	"category" varchar(100) NOT NULL,
	"address" text NOT NULL,
	"phone" varchar(40),
	"email" varchar(254),
	"website" text,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(40) NOT NULL,
	"description" text,
	"color" varchar(20) DEFAULT '#3B82F6' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"date" date NOT NULL,
	"time" varchar(40) NOT NULL,
	"location" text NOT NULL,
	"image_url" text,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" varchar(254) NOT NULL,
	"city" varchar(40),
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"user_id" text,
	"confirm_token_hash" varchar(128),
	"confirm_token_expires_at" timestamp with time zone,
	CONSTRAINT "newsletters_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletters_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"original_price" numeric(10, 2),
	"discount_price" numeric(10, 2),
	"discount_percent" integer,
	"category" varchar(100) NOT NULL,
	"business_name" varchar(255) NOT NULL,
	"business_email" varchar(254) NOT NULL,
	"business_phone" varchar(40),
	"business_address" text,
	"website" text,
	"coupon_code" varchar(100),
	"valid_until" timestamp with time zone,
	"terms_conditions" text,
	"image_url" text NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fashion_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" varchar(255) NOT NULL,
	"brand" varchar(200),
	"designer" varchar(200),
	"category" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"style" varchar(100),
	"season" varchar(40),
	"image_url" text NOT NULL,
	"additional_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" text,
	"website" text,
	"price_range" varchar(100),
	"tags" text,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" varchar(255) NOT NULL,
	"category" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"address" text,
	"phone" varchar(40),
	"email" varchar(254),
	"website" text,
	"hours" text,
	"services" text,
	"image_url" text,
	"is_emergency" boolean DEFAULT false NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"type" varchar(40) NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"content" text,
	"submitter_name" varchar(200) NOT NULL,
	"submitter_email" varchar(254) NOT NULL,
	"submitter_phone" varchar(40),
	"image_url" text,
	"audio_url" text,
	"video_url" text,
	"website_url" text,
	"social_links" text,
	"location" text,
	"price" numeric(10, 2),
	"tags" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"review_notes" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"published_at" timestamp with time zone,
	"submitted_by" text
);
--> statement-breakpoint
CREATE TABLE "artist_follows" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"artist_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_follows_artist_user_unique" UNIQUE("artist_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "artist_gallery_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"artist_id" text NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artist_profile_views" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"artist_id" text NOT NULL,
	"visitor_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_profile_views_artist_visitor_unique" UNIQUE("artist_id","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "artist_writeups" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"artist_id" text NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"tags" text,
	"author_name" varchar(200) NOT NULL,
	"author_email" varchar(254) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"submitted_by" text
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" varchar(200) NOT NULL,
	"bio" text NOT NULL,
	"medium" varchar(100) NOT NULL,
	"style" varchar(100),
	"location" text,
	"website" text,
	"portfolio_url" text,
	"email" varchar(254),
	"email_is_public" boolean DEFAULT false NOT NULL,
	"phone" varchar(40),
	"social_links" text,
	"image_url" text,
	"portfolio_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"user_id" text,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_likes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"content_id" text NOT NULL,
	"visitor_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_likes_content_visitor_unique" UNIQUE("content_type","content_id","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "music" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" varchar(255) NOT NULL,
	"artist" varchar(200) NOT NULL,
	"artist_id" text,
	"genre" varchar(100) NOT NULL,
	"description" text,
	"audio_url" text NOT NULL,
	"image_url" text,
	"duration" integer,
	"is_local" boolean DEFAULT true NOT NULL,
	"contact_email" varchar(254),
	"social_links" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contributor_payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"contributor_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"payment_type" varchar(40) NOT NULL,
	"content_id" text,
	"description" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"stripe_payment_id" varchar(255),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contributors" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40),
	"bio" text,
	"specialty" varchar(40),
	"portfolio_url" text,
	"social_links" text,
	"payment_email" varchar(254),
	"is_active" boolean DEFAULT true NOT NULL,
	"total_earnings" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"user_id" text,
	CONSTRAINT "contributors_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "photo_submissions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"photographer_name" varchar(200) NOT NULL,
	"photographer_email" varchar(254) NOT NULL,
	"photographer_phone" varchar(40),
	"location" text,
	"category" varchar(40) NOT NULL,
	"tags" text,
	"image_url" text NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"review_notes" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"published_at" timestamp with time zone,
	"is_public" boolean DEFAULT true NOT NULL,
	"allow_commercial_use" boolean DEFAULT false NOT NULL,
	"submitted_by" text
);
--> statement-breakpoint
CREATE TABLE "sports_stories" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"sport" varchar(40) NOT NULL,
	"team" varchar(200),
	"player_name" varchar(200),
	"game_date" date,
	"location" text,
	"score" varchar(100),
	"author_name" varchar(200) NOT NULL,
	"author_email" varchar(254) NOT NULL,
	"image_url" text,
	"video_url" text,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"tags" text,
	"category" varchar(40) DEFAULT 'news' NOT NULL,
	"league" varchar(40),
	"season" varchar(40),
	"is_featured" boolean DEFAULT false NOT NULL,
	"submitted_by" text
);
--> statement-breakpoint
CREATE TABLE "spotlights" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"type" varchar(40) NOT NULL,
	"title" varchar(255) NOT NULL,
	"feature_name" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"content" text,
	"image_url" text NOT NULL,
	"additional_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_info" text,
	"social_links" text,
	"nominated_by" varchar(200),
	"nomination_reason" text,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"featured_date" timestamp with time zone,
	"submitted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vent_comments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"post_id" text NOT NULL,
	"content" text NOT NULL,
	"author_name" varchar(200) NOT NULL,
	"author_email" varchar(254) NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vent_posts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"author_name" varchar(200) NOT NULL,
	"author_email" varchar(254) NOT NULL,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"tags" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_campaigns" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"advertiser_name" varchar(200) NOT NULL,
	"advertiser_email" varchar(254) NOT NULL,
	"advertiser_phone" varchar(40),
	"image_url" text,
	"cta_text" varchar(100),
	"target_url" text,
	"background_color" varchar(20) NOT NULL,
	"ad_size" varchar(20) DEFAULT 'leaderboard' NOT NULL,
	"placement" varchar(20) DEFAULT 'header' NOT NULL,
	"target_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"budget" numeric(10, 2) NOT NULL,
	"cost_per_click" numeric(10, 2) NOT NULL,
	"max_impressions" integer NOT NULL,
	"frequency" varchar(20) DEFAULT 'daily' NOT NULL,
	"needs_creative_service" boolean DEFAULT false NOT NULL,
	"total_cost" numeric(10, 2),
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"payment_intent_id" varchar(255),
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "newsletter_editions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"featured_articles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured_events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured_businesses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured_spotlight" text,
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"open_rate" numeric(5, 2),
	"click_rate" numeric(5, 2),
	"week_of" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_editions_city_week_of_unique" UNIQUE("city","week_of")
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
CREATE TABLE "social_posts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"platform" varchar(20) NOT NULL,
	"post_type" varchar(40) NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"tags" text,
	"linked_content_id" text,
	"linked_content_type" varchar(20),
	"city" varchar(40) DEFAULT 'rochester' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"engagement" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_recommendations" ADD CONSTRAINT "content_recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_follows" ADD CONSTRAINT "artist_follows_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_follows" ADD CONSTRAINT "artist_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_gallery_items" ADD CONSTRAINT "artist_gallery_items_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_profile_views" ADD CONSTRAINT "artist_profile_views_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_writeups" ADD CONSTRAINT "artist_writeups_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_writeups" ADD CONSTRAINT "artist_writeups_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music" ADD CONSTRAINT "music_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD CONSTRAINT "contributor_payments_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributors" ADD CONSTRAINT "contributors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_submissions" ADD CONSTRAINT "photo_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_submissions" ADD CONSTRAINT "photo_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_stories" ADD CONSTRAINT "sports_stories_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spotlights" ADD CONSTRAINT "spotlights_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vent_comments" ADD CONSTRAINT "vent_comments_post_id_vent_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."vent_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_edition_id_newsletter_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."newsletter_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD CONSTRAINT "newsletter_editions_featured_spotlight_spotlights_id_fk" FOREIGN KEY ("featured_spotlight") REFERENCES "public"."spotlights"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_recommendations_user_expires_idx" ON "content_recommendations" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "user_activity_user_timestamp_idx" ON "user_activity" USING btree ("user_id","timestamp");--> statement-breakpoint
CREATE INDEX "articles_city_status_publish_date_idx" ON "articles" USING btree ("city","status","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_status_publish_date_idx" ON "articles" USING btree ("status","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_featured_city_publish_date_idx" ON "articles" USING btree ("city","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."featured" and "articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "businesses_city_status_name_idx" ON "businesses" USING btree ("city","status","name");--> statement-breakpoint
CREATE INDEX "businesses_status_name_idx" ON "businesses" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "events_city_status_date_idx" ON "events" USING btree ("city","status","date");--> statement-breakpoint
CREATE INDEX "events_status_date_idx" ON "events" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "newsletters_status_city_idx" ON "newsletters" USING btree ("status","city");--> statement-breakpoint
CREATE INDEX "deals_is_active_valid_until_idx" ON "deals" USING btree ("is_active","valid_until");--> statement-breakpoint
CREATE INDEX "artist_follows_user_idx" ON "artist_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "artist_gallery_items_artist_idx" ON "artist_gallery_items" USING btree ("artist_id","created_at");--> statement-breakpoint
CREATE INDEX "artist_writeups_status_created_at_idx" ON "artist_writeups" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "artists_city_name_idx" ON "artists" USING btree ("city","name");--> statement-breakpoint
CREATE INDEX "artists_user_id_idx" ON "artists" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_likes_content_idx" ON "content_likes" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE INDEX "music_artist_idx" ON "music" USING btree ("artist_id","created_at");--> statement-breakpoint
CREATE INDEX "photo_submissions_city_status_published_at_idx" ON "photo_submissions" USING btree ("city","status","published_at");--> statement-breakpoint
CREATE INDEX "sports_stories_city_status_published_at_idx" ON "sports_stories" USING btree ("city","status","published_at");--> statement-breakpoint
CREATE INDEX "spotlights_type_city_active_featured_idx" ON "spotlights" USING btree ("type","city","is_active","featured_date");--> statement-breakpoint
CREATE INDEX "vent_comments_post_status_created_at_idx" ON "vent_comments" USING btree ("post_id","status","created_at");--> statement-breakpoint
CREATE INDEX "vent_posts_city_status_created_at_idx" ON "vent_posts" USING btree ("city","status","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_editions_city_status_sent_idx" ON "newsletter_editions" USING btree ("city","status","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outgoing_mail_state_next_attempt_idx" ON "outgoing_mail" USING btree ("state","next_attempt_at");