-- Issue 27 section 3: pending crypto withdrawals paid together with one multi-send. A withdrawal is
-- in at most one batch (cancelling a batch deletes its items); the batch total above the four-eyes
-- threshold needs a second admin before it can be exported or marked paid.
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"chain_id" integer,
	"token_address" text,
	"asset_decimals" integer NOT NULL DEFAULT 6,
	"rate" numeric(24, 8) NOT NULL DEFAULT '1',
	"total_cents" bigint NOT NULL,
	"created_by" uuid NOT NULL REFERENCES "users"("id"),
	"approved_by" uuid REFERENCES "users"("id"),
	"paid_by" uuid REFERENCES "users"("id"),
	"transaction_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payout_batches_status_check" CHECK ("status" IN ('awaiting_approval', 'ready', 'paid', 'cancelled')),
	CONSTRAINT "payout_batches_four_eyes" CHECK ("approved_by" IS NULL OR "approved_by" <> "created_by"),
	CONSTRAINT "payout_batches_total_check" CHECK ("total_cents" > 0 AND "asset_decimals" BETWEEN 0 AND 36 AND "rate" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_reference_key" ON "payout_batches" USING btree ("reference");
--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("created_at" DESC);
--> statement-breakpoint
CREATE TABLE "payout_batch_items" (
	"batch_id" uuid NOT NULL REFERENCES "payout_batches"("id") ON DELETE CASCADE,
	"withdrawal_id" uuid NOT NULL REFERENCES "withdrawals"("id") ON DELETE RESTRICT,
	"address" text NOT NULL,
	"net_cents" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "payout_batch_items_pk" PRIMARY KEY ("batch_id", "withdrawal_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batch_items_withdrawal_key" ON "payout_batch_items" USING btree ("withdrawal_id");
