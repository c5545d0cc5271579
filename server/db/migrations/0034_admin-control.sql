-- A settings change that loosens a protection waits for a second admin like a large payout: the
-- request is an approval_requests row of kind 'settings_change'. It concerns no investor's money,
-- so its user_id names the requesting admin and its amount is 0.
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('withdrawal_payout', 'balance_adjustment', 'onchain_credit', 'card_credit', 'settings_change'));--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_amount";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_amount" CHECK (CASE WHEN "approval_requests"."kind" = 'settings_change' THEN "approval_requests"."amount_cents" = 0 ELSE "approval_requests"."amount_cents" > 0 END);--> statement-breakpoint
-- At most one settings change waits at a time: a second one would be approved against stale values.
CREATE UNIQUE INDEX "approval_requests_pending_settings_key" ON "approval_requests" ("kind") WHERE "approval_requests"."kind" = 'settings_change' AND "approval_requests"."status" = 'pending';
