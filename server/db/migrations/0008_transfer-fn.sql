-- Send money in one statement (issue 10): the checks, the lock, the daily limit, the balance check,
-- the ledger posting, the transfer row and both notifications, in one round trip instead of about
-- ten. server/modules/transfers/transfers.send.ts calls it and turns its refusals into the same
-- answers as before. It follows server/modules/ledger/ledger.post.ts exactly: wallets locked with
-- one SELECT ... FOR UPDATE in id order, nothing written before every check passed, zero postings
-- left out, system accounts never locked. Runs on PostgreSQL 15 and on PGlite.

-- A numeric setting as the server reads it (getSettings): the stored value when it is a number in
-- [0, p_max] with at most 2 decimals, else the default passed by the caller (DEFAULT_SETTINGS).
CREATE FUNCTION "setting_number"(p_key text, p_default numeric, p_max numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
	SELECT coalesce(
		(SELECT (s."value" #>> '{}')::numeric FROM "settings" s
		 WHERE s."key" = p_key AND jsonb_typeof(s."value") = 'number'
		   AND (s."value" #>> '{}')::numeric BETWEEN 0 AND p_max
		   AND (s."value" #>> '{}')::numeric * 100 = trunc((s."value" #>> '{}')::numeric * 100)),
		p_default)
$$;--> statement-breakpoint

CREATE FUNCTION "send_money"(
	p_tx_id uuid,
	p_reference text,
	p_user_id uuid,
	p_sender_wallet_id uuid,
	p_recipient_email text,
	p_amount bigint,
	p_note text,
	p_at timestamptz,
	p_day_start timestamptz,
	p_defaults jsonb,
	p_fees_wallet_id uuid,
	p_link text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_sender record;
	v_wallet record;
	v_recipient record;
	v_min bigint;
	v_max bigint;
	v_daily bigint;
	v_charge bigint;
	v_total bigint;
	v_sent bigint;
	v_balance bigint;
	v_shown text;
BEGIN
	SELECT u."email", u."can_send_money" INTO v_sender FROM "users" u WHERE u."id" = p_user_id;
	IF FOUND AND NOT v_sender."can_send_money" THEN RETURN jsonb_build_object('error', 'SWITCHED_OFF'); END IF;

	SELECT w."id", w."type", w."currency" INTO v_wallet FROM "wallets" w WHERE w."id" = p_sender_wallet_id AND w."user_id" = p_user_id;
	IF NOT FOUND THEN RETURN jsonb_build_object('error', 'WALLET_NOT_FOUND'); END IF;
	IF v_wallet."type" <> 'main' THEN RETURN jsonb_build_object('error', 'NOT_MAIN'); END IF;

	SELECT u."id", u."role", u."banned_at", u."email", w."id" AS "wallet_id" INTO v_recipient
	FROM "users" u LEFT JOIN "wallets" w ON w."user_id" = u."id" AND w."type" = 'main'
	WHERE lower(u."email") = p_recipient_email LIMIT 1;
	IF p_recipient_email = lower(v_sender."email") OR (FOUND AND v_recipient."id" = p_user_id) THEN
		RETURN jsonb_build_object('error', 'SELF');
	END IF;
	IF NOT FOUND OR v_recipient."role" <> 'user' OR v_recipient."banned_at" IS NOT NULL OR v_recipient."wallet_id" IS NULL THEN
		RETURN jsonb_build_object('error', 'RECIPIENT_NOT_FOUND');
	END IF;

	v_min := round(setting_number('sendMoneyMin', (p_defaults->>'sendMoneyMin')::numeric, 100000000) * 100);
	v_max := round(setting_number('sendMoneyMax', (p_defaults->>'sendMoneyMax')::numeric, 100000000) * 100);
	IF p_amount < v_min THEN RETURN jsonb_build_object('error', 'MIN', 'cents', v_min); END IF;
	IF p_amount > v_max THEN RETURN jsonb_build_object('error', 'MAX', 'cents', v_max); END IF;
	v_daily := round(setting_number('sendMoneyDailyLimit', (p_defaults->>'sendMoneyDailyLimit')::numeric, 100000000) * 100);
	-- computeCharge: fixed + amount * basis points / 10000, rounded half up, in integers.
	v_charge := round(setting_number('sendMoneyChargeFixed', (p_defaults->>'sendMoneyChargeFixed')::numeric, 100000000) * 100)
		+ floor((p_amount * round(setting_number('sendMoneyChargePercent', (p_defaults->>'sendMoneyChargePercent')::numeric, 100) * 100) + 5000) / 10000);
	v_total := p_amount + v_charge;

	-- Both user wallets in id order, so two opposite transfers cannot deadlock.
	PERFORM 1 FROM "wallets" w WHERE w."id" IN (p_sender_wallet_id, v_recipient."wallet_id") ORDER BY w."id" FOR UPDATE;
	-- Counted under the sender's lock, so concurrent sends cannot pass the daily limit together.
	SELECT coalesce(sum(t."amount_cents"), 0) INTO v_sent FROM "ledger_transactions" t
	WHERE t."user_id" = p_user_id AND t."type" = 'send_money' AND t."status" = 'completed' AND t."created_at" >= p_day_start;
	IF v_sent + p_amount > v_daily THEN RETURN jsonb_build_object('error', 'DAILY', 'cents', greatest(0, v_daily - v_sent)); END IF;
	SELECT w."balance_cents" INTO v_balance FROM "wallets" w WHERE w."id" = p_sender_wallet_id;
	IF v_balance - v_total < 0 THEN RETURN jsonb_build_object('error', 'INSUFFICIENT'); END IF;

	INSERT INTO "ledger_transactions" ("id", "reference", "type", "description", "user_id", "counterparty_user_id", "amount_cents", "charge_cents", "status", "metadata", "created_at")
	VALUES (p_tx_id, p_reference, 'send_money', 'Sent to ' || v_recipient."email", p_user_id, v_recipient."id", p_amount, v_charge, 'completed',
		jsonb_build_object('note', p_note, 'recipientEmail', v_recipient."email", 'senderEmail', v_sender."email"), p_at);
	INSERT INTO "ledger_entries" ("transaction_id", "wallet_id", "amount_cents", "created_at")
	SELECT p_tx_id, e.wallet_id, e.amount, p_at
	FROM (VALUES (p_sender_wallet_id, -v_total), (v_recipient."wallet_id", p_amount), (p_fees_wallet_id, v_charge)) AS e(wallet_id, amount)
	WHERE e.amount <> 0;
	UPDATE "wallets" w SET "balance_cents" = w."balance_cents" + d.delta, "updated_at" = p_at
	FROM (VALUES (p_sender_wallet_id, -v_total), (v_recipient."wallet_id", p_amount)) AS d(id, delta)
	WHERE w."id" = d.id;
	INSERT INTO "transfers" ("transaction_id", "sender_user_id", "recipient_user_id", "amount_cents", "charge_cents", "note", "created_at")
	VALUES (p_tx_id, p_user_id, v_recipient."id", p_amount, v_charge, p_note, p_at);
	-- formatCents: "1,234.56".
	v_shown := trim(to_char(p_amount / 100, 'FM999,999,999,999,990')) || '.' || lpad((p_amount % 100)::text, 2, '0') || ' ' || v_wallet."currency";
	INSERT INTO "notifications" ("user_id", "message", "link", "created_at") VALUES
		(p_user_id, 'You sent ' || v_shown || ' to ' || v_recipient."email" || ' (' || p_reference || ')', p_link, p_at),
		(v_recipient."id", 'You received ' || v_shown || ' from ' || v_sender."email" || ' (' || p_reference || ')', p_link, p_at);

	RETURN jsonb_build_object(
		'charge', v_charge,
		'recipientId', v_recipient."id",
		'recipientEmail', v_recipient."email",
		'wallet', (SELECT to_jsonb(w) FROM "wallets" w WHERE w."id" = p_sender_wallet_id));
END;
$$;
