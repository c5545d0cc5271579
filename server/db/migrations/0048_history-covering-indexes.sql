-- The per-party history indexes carry what the admin's totals and filters read (type, status,
-- amounts, and on the counterparty side the payer), so the totals of one user's history are two
-- index-only scans instead of a visit to every row's heap page: at 10 million entries that visit
-- was most of an admin page's time. Same keys and names, so every plan that used them still does.
DROP INDEX IF EXISTS "ledger_transactions_user_idx";--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_idx" ON "ledger_transactions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("type","status","amount_cents","charge_cents");--> statement-breakpoint
DROP INDEX IF EXISTS "ledger_transactions_counterparty_idx";--> statement-breakpoint
CREATE INDEX "ledger_transactions_counterparty_idx" ON "ledger_transactions" USING btree ("counterparty_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("user_id","type","status","amount_cents","charge_cents");
