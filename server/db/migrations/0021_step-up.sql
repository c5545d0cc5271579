-- Step-up and throttled secrets (issue 24). A session's last fresh proof of the password (and the
-- second factor when it is on): its own sign-in never sets it. Failed secret checks per account
-- (and per address for sign-in) with their lock. The amount a user may send to people already
-- paid without a code (NULL: the product default). "This wasn't me" tokens of the security notice.
ALTER TABLE "user_sessions" ADD COLUMN "stepped_up_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "secret_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "send_no_code_cents" bigint;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_send_no_code_cents" CHECK ("send_no_code_cents" IS NULL OR "send_no_code_cents" >= 0);
--> statement-breakpoint
CREATE TABLE "security_undo_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"reason" text NOT NULL,
	"passkey_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "security_undo_tokens_hash_key" ON "security_undo_tokens" ("token_hash");
--> statement-breakpoint
CREATE INDEX "security_undo_tokens_user_idx" ON "security_undo_tokens" ("user_id");
