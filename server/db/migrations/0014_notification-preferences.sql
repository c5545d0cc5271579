-- Issue 20: which categories of mail a user wants (no row: all); security mail is always sent.
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The money-received mail (0013's trigger) honours the recipient's choice for money mail too.
CREATE OR REPLACE FUNCTION "mail_money_received"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "mail_outbox" ("user_id", "to", "template", "subject", "data", "next_attempt_at", "created_at")
	SELECT r."id", r."email", 'money_received', 'You received ' || v.shown, jsonb_build_object('firstName', r."first_name", 'amount', v.shown, 'from', s."email", 'reference', t."reference"), NEW."created_at", NEW."created_at"
	FROM "users" r, "users" s, "ledger_transactions" t,
		LATERAL (SELECT trim(to_char(NEW."amount_cents" / 100, 'FM999,999,999,999,990')) || '.' || lpad((NEW."amount_cents" % 100)::text, 2, '0') || ' ' ||
			coalesce((SELECT w."currency" FROM "wallets" w WHERE w."user_id" = NEW."recipient_user_id" AND w."type" = 'main' LIMIT 1), 'USD') AS shown) v
	WHERE r."id" = NEW."recipient_user_id" AND s."id" = NEW."sender_user_id" AND t."id" = NEW."transaction_id"
		AND NOT EXISTS (SELECT 1 FROM "notification_preferences" p WHERE p."user_id" = r."id" AND p."category" = 'money' AND NOT p."email");
	RETURN NULL;
END;
$$;
