CREATE TABLE "piece_payout_amounts" (
	"content_type" varchar(40) NOT NULL,
	"content_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"set_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "piece_payout_amounts_content_type_content_id_pk" PRIMARY KEY("content_type","content_id")
);
--> statement-breakpoint
ALTER TABLE "piece_payout_amounts" ADD CONSTRAINT "piece_payout_amounts_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;