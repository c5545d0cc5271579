CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rank" integer NOT NULL,
	"min_deposited_cents" bigint DEFAULT 0 NOT NULL,
	"min_invested_cents" bigint DEFAULT 0 NOT NULL,
	"min_earned_cents" bigint DEFAULT 0 NOT NULL,
	"min_referrals" integer DEFAULT 0 NOT NULL,
	"bonus_cents" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" uuid NOT NULL,
	"badge_id" uuid NOT NULL,
	"bonus_cents" bigint DEFAULT 0 NOT NULL,
	"transaction_id" uuid,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "deposit_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"min_cents" bigint NOT NULL,
	"max_cents" bigint NOT NULL,
	"charge_fixed_cents" bigint DEFAULT 0 NOT NULL,
	"charge_percent_bp" integer DEFAULT 0 NOT NULL,
	"rate" numeric(24, 8) DEFAULT '1' NOT NULL,
	"decimals" integer DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_methods_limits" CHECK ("deposit_methods"."min_cents" > 0 AND "deposit_methods"."max_cents" >= "deposit_methods"."min_cents" AND "deposit_methods"."charge_fixed_cents" >= 0 AND "deposit_methods"."charge_percent_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "deposit_methods_rate" CHECK ("deposit_methods"."rate" > 0 AND "deposit_methods"."decimals" BETWEEN 0 AND 8)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"method_id" uuid NOT NULL,
	"method_name" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"instructions" text NOT NULL,
	"rate" numeric(24, 8) NOT NULL,
	"pay_amount" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"charge_cents" bigint NOT NULL,
	"transaction_hash" text,
	"proof_key" text,
	"proof_mime" text,
	"proof_name" text,
	"proof_size" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"ledger_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amounts" CHECK ("deposits"."amount_cents" > 0 AND "deposits"."charge_cents" >= 0 AND "deposits"."charge_cents" < "deposits"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "investment_profits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"investment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_number" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"transaction_id" uuid NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_schemas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"badge_text" text DEFAULT '' NOT NULL,
	"amount_type" text NOT NULL,
	"min_amount_cents" bigint NOT NULL,
	"max_amount_cents" bigint NOT NULL,
	"return_type" text NOT NULL,
	"return_value" integer NOT NULL,
	"interval_hours" integer NOT NULL,
	"periods" integer,
	"capital_back" boolean DEFAULT false NOT NULL,
	"off_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_schemas_amounts" CHECK ("investment_schemas"."min_amount_cents" > 0 AND "investment_schemas"."max_amount_cents" >= "investment_schemas"."min_amount_cents"),
	CONSTRAINT "investment_schemas_terms" CHECK ("investment_schemas"."return_value" > 0 AND "investment_schemas"."interval_hours" > 0 AND ("investment_schemas"."periods" IS NULL OR "investment_schemas"."periods" > 0))
);
--> statement-breakpoint
CREATE TABLE "investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"schema_id" uuid NOT NULL,
	"schema_name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"source_wallet" text NOT NULL,
	"return_type" text NOT NULL,
	"return_value" integer NOT NULL,
	"interval_hours" integer NOT NULL,
	"periods" integer,
	"capital_back" boolean NOT NULL,
	"off_days" jsonb NOT NULL,
	"profit_per_period_cents" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"periods_paid" integer DEFAULT 0 NOT NULL,
	"profit_paid_cents" bigint DEFAULT 0 NOT NULL,
	"next_profit_at" timestamp with time zone,
	"transaction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "investments_amount" CHECK ("investments"."amount_cents" > 0 AND "investments"."periods_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"until_at" timestamp with time zone NOT NULL,
	"periods_paid" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"investments_completed" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "market_assets" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rate" numeric(24, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_rates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"rate" numeric(24, 8) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"source_amount_cents" bigint NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method_id" uuid NOT NULL,
	"name" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"min_cents" bigint NOT NULL,
	"max_cents" bigint NOT NULL,
	"charge_fixed_cents" bigint DEFAULT 0 NOT NULL,
	"charge_percent_bp" integer DEFAULT 0 NOT NULL,
	"processing_time" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_methods_limits" CHECK ("withdrawal_methods"."min_cents" > 0 AND "withdrawal_methods"."max_cents" >= "withdrawal_methods"."min_cents" AND "withdrawal_methods"."charge_fixed_cents" >= 0 AND "withdrawal_methods"."charge_percent_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"method_id" uuid NOT NULL,
	"account_id" uuid,
	"method_name" text NOT NULL,
	"currency" text NOT NULL,
	"account_name" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processing_time" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"charge_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"payout_reference" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"request_transaction_id" uuid NOT NULL,
	"settle_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount_cents" > 0 AND "withdrawals"."charge_cents" >= 0 AND "withdrawals"."charge_cents" < "withdrawals"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_method_id_deposit_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."deposit_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_profits" ADD CONSTRAINT "investment_profits_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_profits" ADD CONSTRAINT "investment_profits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_profits" ADD CONSTRAINT "investment_profits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_schema_id_investment_schemas_id_fk" FOREIGN KEY ("schema_id") REFERENCES "public"."investment_schemas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_rates" ADD CONSTRAINT "market_rates_symbol_market_assets_symbol_fk" FOREIGN KEY ("symbol") REFERENCES "public"."market_assets"("symbol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_accounts" ADD CONSTRAINT "withdrawal_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_accounts" ADD CONSTRAINT "withdrawal_accounts_method_id_withdrawal_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."withdrawal_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_method_id_withdrawal_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."withdrawal_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_withdrawal_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."withdrawal_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_request_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("request_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_key" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposits_method_idx" ON "deposits" USING btree ("method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_profits_period_key" ON "investment_profits" USING btree ("investment_id","period_number");--> statement-breakpoint
CREATE INDEX "investment_profits_user_due_idx" ON "investment_profits" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE INDEX "investments_due_idx" ON "investments" USING btree ("next_profit_at") WHERE "investments"."status" = 'active';--> statement-breakpoint
CREATE INDEX "investments_user_idx" ON "investments" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investments_created_idx" ON "investments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investments_schema_idx" ON "investments" USING btree ("schema_id");--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_rates_symbol_idx" ON "market_rates" USING btree ("symbol","recorded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "referral_commissions_source_key" ON "referral_commissions" USING btree ("source_kind","source_id","level");--> statement-breakpoint
CREATE INDEX "referral_commissions_user_idx" ON "referral_commissions" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_user_idx" ON "withdrawal_accounts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_reference_key" ON "withdrawals" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_method_idx" ON "withdrawals" USING btree ("method_id");--> statement-breakpoint
CREATE INDEX "withdrawals_account_idx" ON "withdrawals" USING btree ("account_id");