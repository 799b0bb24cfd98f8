ALTER TABLE "mail_outbox" ADD COLUMN "sealed_secrets" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secrets_expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Mails written before this migration kept their sign-in links in clear: drop the tokens.
UPDATE "mail_outbox" SET "text" = regexp_replace("text", 'token=[A-Za-z0-9_-]+', 'token=removed', 'g'), "html" = regexp_replace("html", 'token=[A-Za-z0-9_-]+', 'token=removed', 'g') WHERE "text" LIKE '%token=%' OR "html" LIKE '%token=%';
