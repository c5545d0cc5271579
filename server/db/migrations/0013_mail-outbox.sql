-- Issue 20: the mail outbox. Every mail is a row written in the transaction of its event and sent
-- by a job (server/modules/mail/mail.sender.ts) with retries and backoff. A row names a template
-- and its data; the mail is rendered when it is sent.
ALTER TABLE "mail_outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "template" text DEFAULT 'plain' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
-- Mail written before the outbox was only logged (no SMTP_URL): it keeps its text under the
-- 'plain' template and counts as sent, so an upgrade does not mail out old reset links.
UPDATE "mail_outbox" SET "data" = jsonb_build_object('text', "text"), "status" = 'sent', "sent_at" = coalesce("sent_at", "created_at"), "last_error" = "error";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "template" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "data" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "text";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "error";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" IN ('queued', 'sent', 'failed'));--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_list_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- "Money received": a send is one statement of send_money_request() (0011); this trigger writes
-- the recipient's mail in that statement's transaction without touching the money code. The
-- amount is formatted like formatCents ("1,234.56 USD").
CREATE FUNCTION "mail_money_received"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "mail_outbox" ("user_id", "to", "template", "subject", "data", "next_attempt_at", "created_at")
	SELECT r."id", r."email", 'money_received', 'You received ' || v.shown, jsonb_build_object('firstName', r."first_name", 'amount', v.shown, 'from', s."email", 'reference', t."reference"), NEW."created_at", NEW."created_at"
	FROM "users" r, "users" s, "ledger_transactions" t,
		LATERAL (SELECT trim(to_char(NEW."amount_cents" / 100, 'FM999,999,999,999,990')) || '.' || lpad((NEW."amount_cents" % 100)::text, 2, '0') || ' ' ||
			coalesce((SELECT w."currency" FROM "wallets" w WHERE w."user_id" = NEW."recipient_user_id" AND w."type" = 'main' LIMIT 1), 'USD') AS shown) v
	WHERE r."id" = NEW."recipient_user_id" AND s."id" = NEW."sender_user_id" AND t."id" = NEW."transaction_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transfers_mail_money_received" AFTER INSERT ON "transfers" FOR EACH ROW EXECUTE FUNCTION "mail_money_received"();
