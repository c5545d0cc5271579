-- Anti-phishing code: a word the user chooses, shown at the top of every mail to them, so a mail
-- without it (or with another) is not from the platform. Letters and digits only, 4 to 20.
CREATE TABLE "anti_phishing_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "anti_phishing_codes_shape" CHECK ("code" ~ '^[A-Za-z0-9]{4,20}$')
);
--> statement-breakpoint
-- Support view: an admin's read-only look at one user's app, for a stated reason, through its own
-- short-lived token (only its hash is kept). The user sees every row on their Security page.
CREATE TABLE "support_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"admin_id" uuid NOT NULL REFERENCES "users"("id"),
	"reason" text NOT NULL,
	"token_hash" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_views_window" CHECK ("expires_at" > "opened_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "support_views_token_key" ON "support_views" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "support_views_user_idx" ON "support_views" USING btree ("user_id", "opened_at" DESC);
--> statement-breakpoint
-- Maintenance mode: one row at most; money-moving requests and money jobs wait while it is on.
CREATE TABLE "maintenance_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_on" boolean NOT NULL,
	"message" text NOT NULL,
	"until" timestamp with time zone,
	"changed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "maintenance_state_single" CHECK ("id" = 1)
);
