-- Money entering an account by an admin's decision (one policy, money-entering.ts). Every credit an
-- admin decides alone is recorded here, whatever its source, so the per-user 24-hour four-eyes
-- total counts balance adjustments, on-chain payments resolved and card payments credited together.
CREATE TABLE "admin_credit_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"decided_by" uuid NOT NULL REFERENCES "users"("id"),
	"transaction_id" uuid REFERENCES "ledger_transactions"("id"),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_credit_decisions_kind_check" CHECK ("kind" IN ('balance_adjustment', 'onchain_credit', 'card_credit', 'card_reversal')),
	CONSTRAINT "admin_credit_decisions_amount_check" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "admin_credit_decisions_user_idx" ON "admin_credit_decisions" USING btree ("user_id", "created_at" DESC);
--> statement-breakpoint
-- The direct adjustments of the last day keep counting after the upgrade.
INSERT INTO "admin_credit_decisions" ("user_id", "kind", "amount_cents", "decided_by", "transaction_id", "created_at")
SELECT "user_id", 'balance_adjustment', "amount_cents", ("metadata"->>'adminId')::uuid, "id", "created_at"
FROM "ledger_transactions"
WHERE "type" = 'admin_adjustment' AND "user_id" IS NOT NULL AND "amount_cents" > 0 AND "metadata" ? 'adminId'
	AND NOT ("metadata" ? 'approvedBy') AND "created_at" > now() - interval '24 hours';
--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_kind_check";
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("kind" IN ('withdrawal_payout', 'balance_adjustment', 'onchain_credit', 'card_credit'));
--> statement-breakpoint
-- A card payment for another amount than its deposit, and a signed Stripe event that cannot be
-- applied, are listed for admins beside refunds and disputes.
ALTER TABLE "card_payment_issues" DROP CONSTRAINT "card_payment_issues_kind_check";
--> statement-breakpoint
ALTER TABLE "card_payment_issues" ADD CONSTRAINT "card_payment_issues_kind_check" CHECK ("kind" IN ('refund', 'dispute', 'amount_mismatch', 'invalid_event'));
--> statement-breakpoint
ALTER TABLE "card_payment_issues" DROP CONSTRAINT "card_payment_issues_status_check";
--> statement-breakpoint
ALTER TABLE "card_payment_issues" ADD CONSTRAINT "card_payment_issues_status_check" CHECK ("status" IN ('open', 'reversed', 'credited', 'awaiting_approval', 'dismissed'));
--> statement-breakpoint
-- A session paid for another amount leaves 'open' (the reconciliation job stops asking about it).
ALTER TABLE "card_checkouts" DROP CONSTRAINT "card_checkouts_status_check";
--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_status_check" CHECK ("status" IN ('open', 'paid', 'failed', 'expired', 'mismatch'));
