CREATE TABLE "content_notes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"kind" varchar(40) NOT NULL,
	"content_id" text NOT NULL,
	"author_id" text,
	"author_name" varchar(200),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"kind" varchar(40) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"target_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "slug" varchar(120);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "meta_title" varchar(200);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "meta_description" varchar(400);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "social_image_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "live_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_notes" ADD CONSTRAINT "content_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_notes_content_idx" ON "content_notes" USING btree ("kind","content_id","seq");--> statement-breakpoint
CREATE INDEX "slug_redirects_target_idx" ON "slug_redirects" USING btree ("kind","target_id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_slug_unique" UNIQUE("slug");