-- Issue 27 section 2: card deposits through Stripe Checkout. The deposit method kind (shared with
-- the on-chain deposits of the same issue; both statements are no-ops when the column is there).
ALTER TABLE deposit_methods ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'manual';
--> statement-breakpoint
ALTER TABLE "deposit_methods" ALTER COLUMN "kind" SET DEFAULT 'manual';
--> statement-breakpoint
-- One Checkout session per card deposit. The session id is unique, so a session can credit one deposit.
CREATE TABLE "card_checkouts" (
	"deposit_id" uuid PRIMARY KEY NOT NULL REFERENCES "deposits"("id") ON DELETE RESTRICT,
	"session_id" text NOT NULL,
	"checkout_url" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_checkouts_status_check" CHECK ("status" IN ('open', 'paid', 'failed', 'expired')),
	CONSTRAINT "card_checkouts_amount_check" CHECK ("amount_minor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "card_checkouts_session_key" ON "card_checkouts" USING btree ("session_id");
--> statement-breakpoint
CREATE INDEX "card_checkouts_open_idx" ON "card_checkouts" USING btree ("created_at") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "card_checkouts_payment_intent_idx" ON "card_checkouts" USING btree ("payment_intent_id");
--> statement-breakpoint
-- Every Stripe event handled, by its id: a replayed or duplicated delivery finds its row and does nothing.
CREATE TABLE "stripe_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Refunds and disputes of card deposits, waiting for an admin's decision (reverse through the ledger, or dismiss).
CREATE TABLE "card_payment_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"event_id" text NOT NULL,
	"deposit_id" uuid REFERENCES "deposits"("id") ON DELETE RESTRICT,
	"user_id" uuid REFERENCES "users"("id") ON DELETE RESTRICT,
	"charge_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"suggested_cents" bigint NOT NULL,
	"reason" text,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"decided_by" uuid REFERENCES "users"("id"),
	"decided_at" timestamp with time zone,
	"transaction_id" uuid REFERENCES "ledger_transactions"("id"),
	"approval_id" uuid REFERENCES "approval_requests"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payment_issues_kind_check" CHECK ("kind" IN ('refund', 'dispute')),
	CONSTRAINT "card_payment_issues_status_check" CHECK ("status" IN ('open', 'reversed', 'awaiting_approval', 'dismissed')),
	CONSTRAINT "card_payment_issues_amount_check" CHECK ("amount_minor" >= 0 AND "suggested_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_issues_event_key" ON "card_payment_issues" USING btree ("event_id");
--> statement-breakpoint
CREATE INDEX "card_payment_issues_status_idx" ON "card_payment_issues" USING btree ("status", "created_at" DESC);
