ALTER TABLE "users" ALTER COLUMN "mfa_secret" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "mfa_pending_secret" SET DATA TYPE varchar(200);