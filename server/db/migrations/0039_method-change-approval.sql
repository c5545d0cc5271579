-- A deposit or withdrawal method's change that loosens a protection waits for a second admin like a
-- loosened setting: an approval_requests row of kind 'method_change'. It concerns no investor's
-- money, so its user_id names the requesting admin and its amount is 0.
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_kind_check";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('withdrawal_payout', 'balance_adjustment', 'onchain_credit', 'card_credit', 'settings_change', 'method_change'));--> statement-breakpoint
ALTER TABLE "approval_requests" DROP CONSTRAINT "approval_requests_amount";--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_amount" CHECK (CASE WHEN "approval_requests"."kind" IN ('settings_change', 'method_change') THEN "approval_requests"."amount_cents" = 0 ELSE "approval_requests"."amount_cents" > 0 END);
