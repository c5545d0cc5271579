-- Several calls of send_money_request() in one statement, so one transaction and one commit: the
-- send queue (server/modules/transfers/transfers.queue.ts) gathers the sends that arrive together
-- and applies them here. Each element of p_sends holds one call's arguments (its own session,
-- key, claim id, transaction id, reference and times); one row comes back per element, `ord` its
-- position in the array.
--
-- Locks: every wallet a send of the batch may move (each sender's wallet and each recipient's Main
-- wallet) is locked first, in one SELECT ... FOR UPDATE in id order, the order every money path
-- locks in; the sends then find their locks already held, so two batches (two pooled connections,
-- two processes) cannot deadlock on wallets. The sends run in array order, so a send sees the
-- balance and the day's total the earlier sends of its batch left.
--
-- A business refusal is not an error: send_money_request() answers it without writing anything
-- but the key claim. A send that raises (a constraint, a bug) is another matter. With p_isolate
-- each send runs in its own block with an EXCEPTION clause, a savepoint: the failing send is
-- rolled back alone and answers `error`, the others commit. Without it (the queue's first try)
-- the sends run without savepoints, which spares every send a subtransaction, and an error rolls
-- the whole batch back; the queue then runs it again with p_isolate. A deadlock or serialization
-- failure is raised in both modes, so the whole batch rolls back and the server runs it again
-- (withConflictRetry): the batch is one transaction, never half written.
--
-- p_texts: the notices' and the mail's texts in each language (transfers.texts.ts), built from the
-- administrators' wordings whose fingerprint it carries. When a wording changed since, nothing is
-- done and every send answers `stale`: the server builds the texts again and sends the batch again.
DROP FUNCTION IF EXISTS "send_money_batch"(jsonb, jsonb, uuid, text);
DROP FUNCTION IF EXISTS "send_money_batch"(jsonb, jsonb, uuid, text, jsonb);
CREATE OR REPLACE FUNCTION "send_money_batch"(
	p_sends jsonb,
	p_defaults jsonb,
	p_fees_wallet_id uuid,
	p_link text,
	p_texts jsonb DEFAULT NULL,
	p_isolate boolean DEFAULT true
) RETURNS TABLE ("ord" integer, "kind" text, "status" integer, "body" text) LANGUAGE plpgsql AS $$
DECLARE
	v_send jsonb;
	v_lock record;
BEGIN
	IF p_texts IS NOT NULL AND p_texts->>'fingerprint' IS DISTINCT FROM send_texts_fingerprint() THEN
		RETURN QUERY SELECT (s.ordinality - 1)::integer, 'stale'::text, NULL::integer, NULL::text
			FROM jsonb_array_elements(p_sends) WITH ORDINALITY s;
		RETURN;
	END IF;
	FOR v_lock IN
		SELECT w."id" FROM "wallets" w
		WHERE w."id" IN (
			SELECT (s.value->>'sender_wallet_id')::uuid FROM jsonb_array_elements(p_sends) s WHERE s.value->>'phase' = 'send'
			UNION
			SELECT rw."id" FROM jsonb_array_elements(p_sends) s
			JOIN "users" u ON lower(u."email") = s.value->>'recipient_email'
			JOIN "wallets" rw ON rw."user_id" = u."id" AND rw."type" = 'main'
			WHERE s.value->>'phase' = 'send')
		ORDER BY w."id" FOR UPDATE
	LOOP
		NULL;
	END LOOP;

	ord := 0;
	FOR v_send IN SELECT s.value FROM jsonb_array_elements(p_sends) s LOOP
		IF p_isolate THEN
			BEGIN
				SELECT r."kind", r."status", r."body" INTO kind, status, body
				FROM send_money_call(v_send, p_defaults, p_fees_wallet_id, p_link, p_texts) r;
			EXCEPTION WHEN OTHERS THEN
				IF SQLSTATE IN ('40P01', '40001') THEN
					RAISE;
				END IF;
				kind := 'error';
				status := NULL;
				body := SQLSTATE || ' ' || SQLERRM;
			END;
		ELSE
			SELECT r."kind", r."status", r."body" INTO kind, status, body
			FROM send_money_call(v_send, p_defaults, p_fees_wallet_id, p_link, p_texts) r;
		END IF;
		RETURN NEXT;
		ord := ord + 1;
	END LOOP;
END;
$$;
