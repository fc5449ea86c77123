CREATE TABLE "mail_suppressions" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"reason" varchar(20) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "group_key" varchar(100);--> statement-breakpoint
CREATE INDEX "outgoing_mail_group_state_idx" ON "outgoing_mail" USING btree ("group_key","state");