-- What the administrators' wordings of the send's texts are now (the "money sent" and "money
-- received" notices and the money-received mail): the send queue builds the texts a batch writes
-- from them (server/modules/transfers/transfers.texts.ts) and keeps them with this fingerprint;
-- send_money_batch() compares it, so a wording saved since is never missed and the texts are not
-- read again for every batch. PL/pgSQL, so its plan is kept for the session.
CREATE OR REPLACE FUNCTION "send_texts_fingerprint"() RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN (SELECT md5(coalesce(json_agg(json_build_array(o."template_key", o."locale", o."subject", o."body") ORDER BY o."template_key", o."locale")::text, ''))
		FROM "message_template_overrides" o
		WHERE o."template_key" IN ('notice.money_sent', 'notice.money_received', 'mail.money_received'));
END;
$$;
