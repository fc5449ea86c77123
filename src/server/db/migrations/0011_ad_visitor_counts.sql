CREATE TABLE "ad_visitor_counts" (
	"campaign_id" text NOT NULL,
	"day" date NOT NULL,
	"key" varchar(64) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_visitor_counts_campaign_id_day_key_pk" PRIMARY KEY("campaign_id","day","key")
);
--> statement-breakpoint
ALTER TABLE "ad_visitor_counts" ADD CONSTRAINT "ad_visitor_counts_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_visitor_counts_day_idx" ON "ad_visitor_counts" USING btree ("day");