-- Withdrawal protection (issue 19): cooling-off of new or edited payout accounts, security holds,
-- four-eyes approval of large payouts and balance adjustments. Existing accounts keep a NULL
-- details_changed_at: they predate the rule and are usable at once.
ALTER TABLE "withdrawal_accounts" ADD COLUMN "details_changed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "account_changed_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "security_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_holds" ADD CONSTRAINT "security_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "security_holds_user_idx" ON "security_holds" USING btree ("user_id","started_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" uuid NOT NULL,
	"withdrawal_id" uuid,
	"amount_cents" bigint NOT NULL,
	"details" jsonb NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"transaction_id" uuid,
	CONSTRAINT "approval_requests_amount" CHECK ("approval_requests"."amount_cents" > 0),
	CONSTRAINT "approval_requests_four_eyes" CHECK ("approval_requests"."status" <> 'approved' OR "approval_requests"."decided_by" <> "approval_requests"."requested_by"),
	CONSTRAINT "approval_requests_withdrawal" CHECK (("approval_requests"."kind" = 'withdrawal_payout') = ("approval_requests"."withdrawal_id" IS NOT NULL)),
	CONSTRAINT "approval_requests_kind_check" CHECK ("approval_requests"."kind" IN ('withdrawal_payout', 'balance_adjustment')),
	CONSTRAINT "approval_requests_status_check" CHECK ("approval_requests"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "approval_requests_user_idx" ON "approval_requests" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_pending_withdrawal_key" ON "approval_requests" USING btree ("withdrawal_id") WHERE "approval_requests"."status" = 'pending';
