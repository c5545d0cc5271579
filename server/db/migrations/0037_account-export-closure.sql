-- Data exports and account closure. A closed account keeps its row (the ledger points at it) with
-- its personal data replaced by a pseudonym; erased_at is set when the retention job removed what
-- the law no longer asks to keep.
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "account_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text,
	"size_bytes" bigint,
	"claimed_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_exports_status" CHECK ("status" IN ('pending', 'running', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "account_exports_user_idx" ON "account_exports" USING btree ("user_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "account_exports_waiting_idx" ON "account_exports" USING btree ("created_at") WHERE "status" IN ('pending', 'running');
--> statement-breakpoint
-- A SHA-256 of each closed account's lowercased e-mail and username, with its last password hash:
-- sign-in with them and the right password is refused with a clear message; anyone else gets the
-- usual "Invalid email or password", so a closed address is not revealed to a guesser.
CREATE TABLE "closed_logins" (
	"login_hash" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
