-- Recurring investing: a plan invests `amount_cents` from one wallet into one schema every day,
-- week or month. `next_run_at` is the due time of run `runs_since_anchor` counted from
-- `anchor_at` (moved to the next run when the period changes, so months stay on their day).
CREATE TABLE "recurring_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"schema_id" uuid NOT NULL REFERENCES "investment_schemas"("id"),
	"amount_cents" bigint NOT NULL,
	"wallet_type" text NOT NULL,
	"every" text NOT NULL,
	"anchor_at" timestamp with time zone NOT NULL,
	"runs_since_anchor" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"skipped_in_row" integer DEFAULT 0 NOT NULL,
	"paused_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_plans_amount" CHECK ("amount_cents" > 0),
	CONSTRAINT "recurring_plans_wallet" CHECK ("wallet_type" IN ('main', 'profit')),
	CONSTRAINT "recurring_plans_every" CHECK ("every" IN ('day', 'week', 'month')),
	CONSTRAINT "recurring_plans_status" CHECK ("status" IN ('active', 'paused', 'stopped')),
	CONSTRAINT "recurring_plans_counts" CHECK ("runs_since_anchor" >= 0 AND "skipped_in_row" >= 0)
);
--> statement-breakpoint
CREATE INDEX "recurring_plans_due_idx" ON "recurring_plans" USING btree ("next_run_at") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX "recurring_plans_user_idx" ON "recurring_plans" USING btree ("user_id", "created_at" DESC);
--> statement-breakpoint
-- One row per due run of a plan, written in the transaction of the investment it made (or of its
-- skip): the unique keys make a second run of one due date impossible, across processes too.
CREATE TABLE "recurring_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL REFERENCES "recurring_plans"("id"),
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"due_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"investment_id" uuid REFERENCES "investments"("id"),
	"amount_cents" bigint NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recurring_runs_outcome" CHECK (("outcome" = 'invested') = ("investment_id" IS NOT NULL) AND "outcome" IN ('invested', 'skipped'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_runs_due_key" ON "recurring_runs" USING btree ("plan_id", "due_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_runs_idempotency_key" ON "recurring_runs" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE INDEX "recurring_runs_plan_idx" ON "recurring_runs" USING btree ("plan_id", "due_at" DESC);
--> statement-breakpoint
-- A level the user watches: Main balance under `level_cents`, or a market rate above or below
-- `level_rate`. `triggered` is the guarded state: set with the alert in one statement, cleared when
-- the value goes back, so each crossing alerts once.
CREATE TABLE "alert_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"symbol" text REFERENCES "market_assets"("symbol") ON DELETE CASCADE,
	"direction" text NOT NULL,
	"level_cents" bigint,
	"level_rate" numeric(24, 8),
	"triggered" boolean DEFAULT false NOT NULL,
	"triggered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_levels_kind" CHECK (
		("kind" = 'balance' AND "symbol" IS NULL AND "direction" = 'below' AND "level_cents" > 0 AND "level_rate" IS NULL)
		OR ("kind" = 'price' AND "symbol" IS NOT NULL AND "direction" IN ('above', 'below') AND "level_rate" > 0 AND "level_cents" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_levels_balance_key" ON "alert_levels" USING btree ("user_id") WHERE "kind" = 'balance';
--> statement-breakpoint
CREATE INDEX "alert_levels_user_idx" ON "alert_levels" USING btree ("user_id", "created_at");
--> statement-breakpoint
-- Alerts about one thing that happen once (an investment matures in 3 days, on the day): the key
-- is the proof it was sent, taken with the notification in one transaction.
CREATE TABLE "alerts_sent" (
	"subject_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alerts_sent_pk" PRIMARY KEY ("subject_id", "kind")
);
