-- What a payout batch paid on chain: each withdrawal's transaction hash (the batch's multi-send, or
-- one of its own), and why it was not payable when the batch was marked paid. Such a withdrawal is
-- recorded as paid all the same (the money has left) and flagged for an admin, never put back in
-- the queue where it could be paid a second time.
ALTER TABLE "payout_batch_items" ADD COLUMN "transaction_hash" text;
--> statement-breakpoint
ALTER TABLE "payout_batch_items" ADD COLUMN "exception" text;
