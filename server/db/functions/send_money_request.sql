-- POST /api/send-money-now in one statement, its own transaction or one send of a batch
-- (send_money_batch.sql): the session check of the auth guard, the Idempotency-Key claim, every
-- check of a send, the posting and the recorded answer. Called through the send queue
-- (server/modules/transfers/transfers.queue.ts); transfers.send.ts maps the outcome to the answer.
--
-- The token version must equal the user's current one, the user must not be banned and the session
-- row must be live (server/lib/auth-middleware.ts), so revocation is checked in the very transaction
-- that moves the money. The key is claimed with INSERT ... ON CONFLICT (idempotency.repo.ts) under
-- p_claim_id and commits or rolls back with the posting; a key this request already holds (the
-- same claim id, still in flight) counts as claimed. Wallets are locked with one SELECT ... FOR
-- UPDATE in id order; nothing is written before every check passed; zero postings are left out;
-- system accounts are never locked. Amounts are integer cents (`_cents`); `p_defaults` holds
-- DEFAULT_SETTINGS.
--
-- p_phase says how far to go:
--   send      every check, then the posting under the locks
--   preview   every check, nothing locked or written (POST /api/send-money/calculate-charge)
--   claim     the session, the key, and the checks a second factor must not be spent on (switched
--             off, paused); answers `claimed`: the server verifies the code or passkey given, then
--             calls again with phase send and the same claim id
--   invalid   the session and the key only: the body was malformed; answers `refused` with
--             {"error":"INVALID"}, the server records its own 400 under the key
--
-- Outcome (kind, status, body):
--   unauthorized / forbidden          the session is gone / not an investor; nothing written
--   replay / in_flight / mismatch     the key was already used: stored status and body, or nothing
--   refused                           a business refusal, body {"error", "cents"}; the key (if any)
--                                     stays claimed for the server to record the rendered answer
--   claimed                           phase claim: the key is held and the early checks passed
--   sent                              200 and the answer, already recorded under the key
--   preview                           phase preview: every check passed, nothing locked or written;
--                                     body {"charge_cents", "currency", "second_factor_required",
--                                     "step_up_required"}
--
-- The preview runs this same function, so each rule of a send is written once, here, where the
-- wallet lock is.
--
-- The notices and the mail are written in each party's language (users.language): p_texts holds,
-- per language, the texts made from the catalogs and any administrator's wording
-- (server/modules/transfers/transfers.texts.ts), with marks where the values go (U+0001, the value's
-- name, U+0001); p_figures the amount as each language writes it. Without them (a direct call)
-- everything is written in English, as before.
--
-- CREATE OR REPLACE cannot change a parameter list, so the earlier signatures are dropped first
-- (a no-op once gone): migration 0030's (parameters named without units), the one with
-- p_preview boolean and the one before the texts.
DROP FUNCTION IF EXISTS "send_money_request"(uuid, integer, uuid, text, text, timestamptz, uuid, text, uuid, text, bigint, text, timestamptz, timestamptz, jsonb, uuid, text, boolean);
DROP FUNCTION IF EXISTS "send_money_request"(uuid, integer, uuid, text, text, timestamptz, uuid, text, uuid, text, bigint, text, timestamptz, timestamptz, jsonb, uuid, text, boolean, timestamptz, boolean);
DROP FUNCTION IF EXISTS "send_money_request"(uuid, integer, uuid, text, text, timestamptz, uuid, text, uuid, text, bigint, text, timestamptz, timestamptz, jsonb, uuid, text, boolean, timestamptz, text, uuid);
CREATE OR REPLACE FUNCTION "send_money_request"(
	p_user_id uuid,
	p_token_version integer,
	p_session_id uuid,
	p_key text,
	p_request_hash text,
	p_expired_before timestamptz,
	p_tx_id uuid,
	p_reference text,
	p_sender_wallet_id uuid,
	p_recipient_email text,
	p_amount_cents bigint,
	p_note text,
	p_at timestamptz,
	p_day_start timestamptz,
	p_defaults jsonb,
	p_fees_wallet_id uuid,
	p_link text,
	p_factor_ok boolean,
	p_stepped_up_after timestamptz,
	p_phase text,
	p_claim_id uuid,
	p_texts jsonb DEFAULT NULL,
	p_figures jsonb DEFAULT NULL,
	OUT kind text,
	OUT status integer,
	OUT body text
) LANGUAGE plpgsql AS $$
DECLARE
	v_sender record;
	v_recipient record;
	v_key record;
	v_claimed integer;
	v_min_cents bigint;
	v_max_cents bigint;
	v_daily_limit_cents bigint;
	v_charge_cents bigint;
	v_total_cents bigint;
	v_sent_today_cents bigint;
	v_balance_cents bigint;
	v_lock record;
	v_amount_text text;
	v_shown_text text;
	v_from text;
	v_sent_notice text;
	v_received_notice text;
	v_subject text;
	v_answer json;
	v_hold_hours numeric;
	v_hold record;
	v_two_factor boolean;
	v_confirmed boolean;
	v_factor_required boolean := false;
	v_step_up_required boolean := false;
	v_no_code_cents bigint;
BEGIN
	-- The session (user and session row) and the sender's wallet in one lookup.
	SELECT u."token_version", u."banned_at", u."role", u."email", u."first_name", u."last_name", u."language", u."can_send_money", u."send_no_code_cents", w."id" AS "wallet_id", w."type" AS "wallet_type", w."currency",
		s."id" AS "session_id", s."revoked_at" AS "session_revoked_at", s."last_seen_at" AS "session_seen_at", s."stepped_up_at" AS "session_stepped_up_at"
	INTO v_sender
	FROM "users" u
	LEFT JOIN "wallets" w ON w."id" = p_sender_wallet_id AND w."user_id" = u."id"
	LEFT JOIN "user_sessions" s ON s."id" = p_session_id AND s."user_id" = u."id"
	WHERE u."id" = p_user_id;
	IF NOT FOUND OR v_sender."token_version" <> p_token_version OR v_sender."banned_at" IS NOT NULL
		OR v_sender."session_id" IS NULL OR v_sender."session_revoked_at" IS NOT NULL THEN
		kind := 'unauthorized';
		RETURN;
	END IF;
	-- Last seen, at most once a minute per session (as sessions.touch.ts does for the other routes).
	IF v_sender."session_seen_at" < p_at - interval '1 minute' THEN
		UPDATE "user_sessions" SET "last_seen_at" = p_at WHERE "id" = p_session_id;
	END IF;
	IF v_sender."role" <> 'user' THEN
		kind := 'forbidden';
		RETURN;
	END IF;

	-- A row older than the TTL counts as gone: the conflict branch takes it over.
	IF p_key IS NOT NULL THEN
		INSERT INTO "idempotency_keys" ("user_id", "key", "request_hash", "state", "response_status", "response_body", "created_at", "claim_id")
		VALUES (p_user_id, p_key, p_request_hash, 'in_flight', NULL, NULL, p_at, p_claim_id)
		ON CONFLICT ("user_id", "key") DO UPDATE SET "request_hash" = excluded."request_hash", "state" = 'in_flight',
			"response_status" = NULL, "response_body" = NULL, "created_at" = excluded."created_at", "claim_id" = excluded."claim_id"
		WHERE "idempotency_keys"."created_at" < p_expired_before
			OR ("idempotency_keys"."claim_id" = p_claim_id AND "idempotency_keys"."state" = 'in_flight' AND "idempotency_keys"."request_hash" = p_request_hash);
		GET DIAGNOSTICS v_claimed = ROW_COUNT;
		IF v_claimed = 0 THEN
			SELECT k."state", k."request_hash", k."response_status", k."response_body"::text AS "response_body" INTO v_key
			FROM "idempotency_keys" k WHERE k."user_id" = p_user_id AND k."key" = p_key;
			IF FOUND AND v_key."request_hash" <> p_request_hash THEN
				kind := 'mismatch';
			ELSIF NOT FOUND OR v_key."state" = 'in_flight' THEN
				kind := 'in_flight';
			ELSE
				kind := 'replay';
				status := v_key."response_status";
				body := v_key."response_body";
			END IF;
			RETURN;
		END IF;
	END IF;

	kind := 'refused';
	IF p_phase = 'invalid' THEN body := '{"error":"INVALID"}'; RETURN; END IF;
	IF NOT v_sender."can_send_money" THEN body := '{"error":"SWITCHED_OFF"}'; RETURN; END IF;
	-- Money-leaving policy (server/modules/money-policy): the pause after a security change, as
	-- withdrawals have it. withdrawalCoolingOffHours is read as getSettings reads it (a whole number
	-- in [0, 720], else the default passed in).
	SELECT coalesce(max(t.v) FILTER (WHERE t.v BETWEEN 0 AND 720 AND t.v = trunc(t.v)), (p_defaults->>'withdrawalCoolingOffHours')::numeric) INTO v_hold_hours
	FROM (SELECT CASE WHEN jsonb_typeof(s."value") = 'number' THEN (s."value" #>> '{}')::numeric END AS v FROM "settings" s WHERE s."key" = 'withdrawalCoolingOffHours') t;
	SELECT h."reason", h."started_at" + make_interval(hours => v_hold_hours::integer) AS "until" INTO v_hold
	FROM "security_holds" h WHERE h."user_id" = p_user_id ORDER BY h."started_at" DESC LIMIT 1;
	IF FOUND AND v_hold."until" > p_at THEN
		body := json_build_object('error', 'PAUSED', 'reason', v_hold."reason", 'until', iso_millis(v_hold."until"))::text;
		RETURN;
	END IF;
	IF p_phase = 'claim' THEN kind := 'claimed'; RETURN; END IF;
	IF v_sender."wallet_id" IS NULL THEN body := '{"error":"WALLET_NOT_FOUND"}'; RETURN; END IF;
	IF v_sender."wallet_type" <> 'main' THEN body := '{"error":"NOT_MAIN"}'; RETURN; END IF;

	SELECT u."id", u."role", u."banned_at", u."email", u."first_name", u."language", w."id" AS "wallet_id", w."currency" INTO v_recipient
	FROM "users" u LEFT JOIN "wallets" w ON w."user_id" = u."id" AND w."type" = 'main'
	WHERE lower(u."email") = p_recipient_email LIMIT 1;
	IF p_recipient_email = lower(v_sender."email") OR (FOUND AND v_recipient."id" = p_user_id) THEN
		body := '{"error":"SELF"}';
		RETURN;
	END IF;
	IF NOT FOUND OR v_recipient."role" <> 'user' OR v_recipient."banned_at" IS NOT NULL OR v_recipient."wallet_id" IS NULL THEN
		body := '{"error":"RECIPIENT_NOT_FOUND"}';
		RETURN;
	END IF;

	-- The five settings in one statement, each as getSettings reads it: the stored value when it is
	-- a number in [0, max] with at most 2 decimals, else the default passed in (DEFAULT_SETTINGS).
	-- One inline statement, not a helper per setting: PostgreSQL cannot inline a SQL function with a
	-- sub-select, so it would parse and plan its body again at every call.
	SELECT round(coalesce(max(t.v) FILTER (WHERE t."key" = 'sendMoneyMin'), (p_defaults->>'sendMoneyMin')::numeric) * 100),
		round(coalesce(max(t.v) FILTER (WHERE t."key" = 'sendMoneyMax'), (p_defaults->>'sendMoneyMax')::numeric) * 100),
		round(coalesce(max(t.v) FILTER (WHERE t."key" = 'sendMoneyDailyLimit'), (p_defaults->>'sendMoneyDailyLimit')::numeric) * 100),
		-- computeCharge: fixed + amount * basis points / 10000, rounded half up, in integers.
		round(coalesce(max(t.v) FILTER (WHERE t."key" = 'sendMoneyChargeFixed'), (p_defaults->>'sendMoneyChargeFixed')::numeric) * 100)
			+ floor((p_amount_cents * round(coalesce(max(t.v) FILTER (WHERE t."key" = 'sendMoneyChargePercent'), (p_defaults->>'sendMoneyChargePercent')::numeric) * 100) + 5000) / 10000)
	INTO v_min_cents, v_max_cents, v_daily_limit_cents, v_charge_cents
	FROM (
		-- CASE, so the cast only ever sees a JSON number.
		SELECT s."key", CASE WHEN jsonb_typeof(s."value") = 'number' THEN (s."value" #>> '{}')::numeric END AS v
		FROM "settings" s
		WHERE s."key" IN ('sendMoneyMin', 'sendMoneyMax', 'sendMoneyDailyLimit', 'sendMoneyChargeFixed', 'sendMoneyChargePercent')
	) t
	WHERE t.v BETWEEN 0 AND (CASE WHEN t."key" = 'sendMoneyChargePercent' THEN 100 ELSE 100000000 END) AND t.v * 100 = trunc(t.v * 100);
	IF p_amount_cents < v_min_cents THEN body := json_build_object('error', 'MIN', 'cents', v_min_cents); RETURN; END IF;
	IF p_amount_cents > v_max_cents THEN body := json_build_object('error', 'MAX', 'cents', v_max_cents); RETURN; END IF;
	v_total_cents := p_amount_cents + v_charge_cents;

	IF p_phase = 'preview' THEN
		-- A preview reads without locks: the send checks all of it again under them.
		SELECT w."balance_cents" INTO v_balance_cents FROM "wallets" w WHERE w."id" = p_sender_wallet_id;
	ELSE
		-- Both user wallets in id order, so two opposite transfers cannot deadlock; the sender's balance read under its lock.
		FOR v_lock IN SELECT w."id", w."balance_cents" FROM "wallets" w WHERE w."id" IN (p_sender_wallet_id, v_recipient."wallet_id") ORDER BY w."id" FOR UPDATE LOOP
			IF v_lock."id" = p_sender_wallet_id THEN v_balance_cents := v_lock."balance_cents"; END IF;
		END LOOP;
	END IF;
	-- Counted under the sender's lock, so concurrent sends cannot pass the daily limit together.
	SELECT coalesce(sum(t."amount_cents"), 0) INTO v_sent_today_cents FROM "ledger_transactions" t
	WHERE t."user_id" = p_user_id AND t."type" = 'send_money' AND t."status" = 'completed' AND t."created_at" >= p_day_start;
	IF v_sent_today_cents + p_amount_cents > v_daily_limit_cents THEN body := json_build_object('error', 'DAILY', 'cents', greatest(0, v_daily_limit_cents - v_sent_today_cents)); RETURN; END IF;
	IF v_balance_cents - v_total_cents < 0 THEN body := '{"error":"INSUFFICIENT"}'; RETURN; END IF;
	-- A send to a recipient never paid before, whatever the amount, or once the day's sends with
	-- this one pass the user's no-code amount (at most the product default), is confirmed first.
	-- With two-factor on: the code or a passkey, verified for this request (p_factor_ok). Without
	-- it: the password, as this session's step-up within its window (stepped up after
	-- p_stepped_up_after), so a stolen token alone cannot empty the account. Decided here, under
	-- the sender's wallet lock with the day's total, so concurrent sends cannot each stay under it.
	v_two_factor := EXISTS (SELECT 1 FROM "two_factor" f WHERE f."user_id" = p_user_id AND f."enabled_at" IS NOT NULL);
	v_confirmed := CASE WHEN v_two_factor THEN p_factor_ok ELSE v_sender."session_stepped_up_at" > p_stepped_up_after END;
	IF v_confirmed IS NOT TRUE THEN
		v_no_code_cents := least(coalesce(v_sender."send_no_code_cents", (p_defaults->>'sendNoCodeCents')::bigint), (p_defaults->>'sendNoCodeCents')::bigint);
		IF v_sent_today_cents + p_amount_cents > v_no_code_cents
			OR NOT EXISTS (SELECT 1 FROM "transfers" tr WHERE tr."sender_user_id" = p_user_id AND tr."recipient_user_id" = v_recipient."id") THEN
			IF p_phase <> 'preview' THEN
				body := CASE WHEN v_two_factor THEN '{"error":"FACTOR"}' ELSE '{"error":"STEP_UP"}' END;
				RETURN;
			END IF;
			v_factor_required := v_two_factor;
			v_step_up_required := NOT v_two_factor;
		END IF;
	END IF;
	IF p_phase = 'preview' THEN
		kind := 'preview';
		body := json_build_object('charge_cents', v_charge_cents, 'currency', v_sender."currency", 'second_factor_required', v_factor_required,
			'step_up_required', v_step_up_required)::text;
		RETURN;
	END IF;

	-- formatCents: "1,234.56"; shown in the sender's currency to the sender, in the recipient's in the mail.
	v_amount_text := trim(to_char(p_amount_cents / 100, 'FM999,999,999,999,990')) || '.' || lpad((p_amount_cents % 100)::text, 2, '0');
	v_shown_text := v_amount_text || ' ' || v_sender."currency";
	-- The sender as the recipient sees them (the privacy rule), in the notification and in the mail.
	v_from := party_label(v_sender."first_name", v_sender."last_name", v_sender."email");
	-- Each text in its reader's language; a value typed by a user (an address, a name) goes in last,
	-- so a mark inside it is never replaced. NULL (no texts passed) falls back to English below.
	v_sent_notice := replace(replace(replace(p_texts #>> ARRAY['locales', v_sender."language", 'sent'],
		E'\u0001amount\u0001', (p_figures->>v_sender."language") || ' ' || v_sender."currency"),
		E'\u0001reference\u0001', p_reference), E'\u0001to\u0001', v_recipient."email");
	v_received_notice := replace(replace(replace(p_texts #>> ARRAY['locales', v_recipient."language", 'received'],
		E'\u0001amount\u0001', (p_figures->>v_recipient."language") || ' ' || v_sender."currency"),
		E'\u0001reference\u0001', p_reference), E'\u0001from\u0001', v_from);
	v_subject := replace(replace(replace(p_texts #>> ARRAY['locales', v_recipient."language", 'subject'],
		E'\u0001amount\u0001', (p_figures->>v_recipient."language") || ' ' || coalesce(v_recipient."currency", 'USD')),
		E'\u0001reference\u0001', p_reference), E'\u0001from\u0001', v_from);
	-- Every write in one statement; the answer is the MoneyResult the TypeScript views give
	-- (transactionView for the payer, toPublicWallet), built from the updated sender wallet.
	WITH "tx" AS (
		INSERT INTO "ledger_transactions" ("id", "reference", "type", "description", "user_id", "counterparty_user_id", "amount_cents", "charge_cents", "status", "metadata", "created_at")
		VALUES (p_tx_id, p_reference, 'send_money', 'Sent to ' || v_recipient."email", p_user_id, v_recipient."id", p_amount_cents, v_charge_cents, 'completed',
			jsonb_build_object('note', p_note, 'recipientEmail', v_recipient."email", 'senderEmail', v_sender."email"), p_at)
	), "entries" AS (
		INSERT INTO "ledger_entries" ("transaction_id", "wallet_id", "amount_cents", "created_at")
		SELECT p_tx_id, e.wallet_id, e.amount, p_at
		FROM (VALUES (p_sender_wallet_id, -v_total_cents), (v_recipient."wallet_id", p_amount_cents), (p_fees_wallet_id, v_charge_cents)) AS e(wallet_id, amount)
		WHERE e.amount <> 0
	), "transfer" AS (
		INSERT INTO "transfers" ("transaction_id", "sender_user_id", "recipient_user_id", "amount_cents", "charge_cents", "note", "created_at")
		VALUES (p_tx_id, p_user_id, v_recipient."id", p_amount_cents, v_charge_cents, p_note, p_at)
	), "notes" AS (
		INSERT INTO "notifications" ("user_id", "message", "link", "created_at") VALUES
			(p_user_id, coalesce(v_sent_notice, 'You sent ' || v_shown_text || ' to ' || v_recipient."email" || ' (' || p_reference || ')'), p_link, p_at),
			(v_recipient."id", coalesce(v_received_notice, 'You received ' || v_shown_text || ' from ' || v_from || ' (' || p_reference || ')'), p_link, p_at)
	), "mail" AS (
		-- The money-received e-mail, unless the recipient turned e-mail off for money. Written here,
		-- not by a trigger on transfers, which would look up again the rows this function holds.
		-- As mailUser stores a mail: the amount as formatCents writes it, the recipient's language
		-- and the administrator's wording in force (renderMail writes it in that language).
		INSERT INTO "mail_outbox" ("user_id", "to", "template", "subject", "data", "next_attempt_at", "created_at")
		SELECT v_recipient."id", v_recipient."email", 'money_received', coalesce(v_subject, 'You received ' || r.shown),
			jsonb_build_object('firstName', v_recipient."first_name", 'amount', r.shown, 'from', v_from, 'reference', p_reference, 'locale', v_recipient."language")
				|| jsonb_strip_nulls(jsonb_build_object('wording', p_texts #> ARRAY['locales', v_recipient."language", 'wording'])), p_at, p_at
		FROM (SELECT v_amount_text || ' ' || coalesce(v_recipient."currency", 'USD') AS shown) r
		WHERE NOT EXISTS (SELECT 1 FROM "notification_preferences" p WHERE p."user_id" = v_recipient."id" AND p."category" = 'money' AND NOT p."email")
	), "moved" AS (
		UPDATE "wallets" w SET "balance_cents" = w."balance_cents" + d.delta, "updated_at" = p_at
		FROM (VALUES (p_sender_wallet_id, -v_total_cents), (v_recipient."wallet_id", p_amount_cents)) AS d(id, delta)
		WHERE w."id" = d.id
		RETURNING w.*
	)
	SELECT json_build_object(
		'message', 'Money sent successfully',
		'transaction', json_build_object(
			'id', p_tx_id, 'reference', p_reference, 'type', 'send_money', 'description', 'Sent to ' || v_recipient."email",
			'amount', cents_number(p_amount_cents), 'charge', cents_number(v_charge_cents), 'net', cents_number(abs(v_total_cents)),
			'direction', CASE WHEN v_total_cents > 0 THEN 'debit' WHEN v_total_cents < 0 THEN 'credit' ELSE 'internal' END,
			'walletType', 'main', 'status', 'completed', 'createdAt', iso_millis(p_at)),
		'wallets', json_build_array(public_wallet_json(m."id", m."name", m."balance_cents", m."currency", m."type", m."user_id", m."created_at", m."updated_at")))
	INTO v_answer
	FROM "moved" m WHERE m."id" = p_sender_wallet_id;

	IF p_key IS NOT NULL THEN
		UPDATE "idempotency_keys" SET "state" = 'done', "response_status" = 200, "response_body" = v_answer::jsonb
		WHERE "user_id" = p_user_id AND "key" = p_key;
	END IF;
	kind := 'sent';
	status := 200;
	body := v_answer::text;
END;
$$;
