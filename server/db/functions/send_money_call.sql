-- One send of a batch: send_money_request() called with the arguments send_money_batch() received
-- for it as one JSON object (server/modules/transfers/transfers.queue.ts builds it). A function of
-- its own so the batch's two loops, with and without a savepoint per send, make the same call.
CREATE OR REPLACE FUNCTION "send_money_call"(
	p_send jsonb,
	p_defaults jsonb,
	p_fees_wallet_id uuid,
	p_link text,
	p_texts jsonb
) RETURNS TABLE ("kind" text, "status" integer, "body" text) LANGUAGE sql AS $$
	SELECT r."kind", r."status", r."body"
	FROM send_money_request(
		(p_send->>'user_id')::uuid, (p_send->>'token_version')::integer, (p_send->>'session_id')::uuid,
		p_send->>'key', p_send->>'request_hash', (p_send->>'expired_before')::timestamptz,
		(p_send->>'tx_id')::uuid, p_send->>'reference', (p_send->>'sender_wallet_id')::uuid,
		p_send->>'recipient_email', (p_send->>'amount_cents')::bigint, p_send->>'note',
		(p_send->>'at')::timestamptz, (p_send->>'day_start')::timestamptz, p_defaults, p_fees_wallet_id, p_link,
		(p_send->>'factor_ok')::boolean, (p_send->>'stepped_up_after')::timestamptz, p_send->>'phase',
		(p_send->>'claim_id')::uuid, p_texts, p_send->'figures') r
$$;
