-- The platform-wide history index carries what an admin's totals and type filters read (type,
-- status and the amounts), like the per-party indexes (0048): the totals of a day's sends are an
-- index-only scan of the day's range instead of a visit to each row's heap page, which at 10
-- million entries was the slowest of an admin's filtered pages. Same keys and name.
DROP INDEX IF EXISTS "ledger_transactions_created_idx";--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("type","status","amount_cents","charge_cents");
