-- Compounding, the choice at maturity and early exit. A schema may allow compounding and early exit
-- (penalty in basis points; null: no early exit). An investment keeps its own copy of those terms,
-- its grown principal (principal_cents, which starts at amount_cents), the investor's two choices,
-- and, once exited, when and the penalty taken. renewed_from_id names the investment a reinvest at
-- maturity came from; its unique index makes a second renewal of one maturity impossible.
ALTER TABLE "investment_schemas" ADD COLUMN "compounding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_schemas" ADD COLUMN "early_exit_penalty_bp" integer;--> statement-breakpoint
ALTER TABLE "investment_schemas" ADD COLUMN "early_exit_min_periods" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_schemas" ADD CONSTRAINT "investment_schemas_early_exit" CHECK (("investment_schemas"."early_exit_penalty_bp" IS NULL OR "investment_schemas"."early_exit_penalty_bp" BETWEEN 0 AND 10000) AND "investment_schemas"."early_exit_min_periods" >= 0);--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "compounding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "reinvest_profit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "at_maturity" text DEFAULT 'payout' NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "principal_cents" bigint;--> statement-breakpoint
UPDATE "investments" SET "principal_cents" = "amount_cents";--> statement-breakpoint
ALTER TABLE "investments" ALTER COLUMN "principal_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "early_exit_penalty_bp" integer;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "early_exit_min_periods" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "exit_penalty_cents" bigint;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "exited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "renewed_from_id" uuid;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_renewed_from_id_investments_id_fk" FOREIGN KEY ("renewed_from_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_status_check" CHECK ("investments"."status" IN ('active', 'completed', 'exited'));--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_at_maturity_check" CHECK ("investments"."at_maturity" IN ('payout', 'reinvest'));--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_principal" CHECK ("investments"."principal_cents" >= "investments"."amount_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "investments_renewed_from_key" ON "investments" USING btree ("renewed_from_id") WHERE "investments"."renewed_from_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "investments_exited_idx" ON "investments" USING btree ("exited_at") WHERE "investments"."exited_at" IS NOT NULL;
