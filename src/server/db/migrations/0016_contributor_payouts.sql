CREATE TABLE "payout_rates" (
	"kind" varchar(40) PRIMARY KEY NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD COLUMN "content_type" varchar(40);--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD COLUMN "amount_reason" text;--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD COLUMN "second_approved_by" text;--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD COLUMN "external_reference" varchar(200);--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "contributors" ADD COLUMN "stripe_account_id" varchar(255);--> statement-breakpoint
ALTER TABLE "contributors" ADD COLUMN "payout_account_state" varchar(20) DEFAULT 'connect' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_rates" ADD CONSTRAINT "payout_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD CONSTRAINT "contributor_payments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD CONSTRAINT "contributor_payments_second_approved_by_users_id_fk" FOREIGN KEY ("second_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD CONSTRAINT "contributor_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contributor_payments_contributor_status_idx" ON "contributor_payments" USING btree ("contributor_id","status");--> statement-breakpoint
ALTER TABLE "contributor_payments" ADD CONSTRAINT "contributor_payments_content_unique" UNIQUE("content_type","content_id");--> statement-breakpoint
ALTER TABLE "contributors" ADD CONSTRAINT "contributors_stripe_account_id_unique" UNIQUE("stripe_account_id");