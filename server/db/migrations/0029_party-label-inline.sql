-- party_label (0028) as one expression, so PostgreSQL inlines it into the statement that calls it.
-- 0028 wrote it as SELECT … FROM (SELECT …) n: a SQL function with a FROM clause is never inlined,
-- and a function that is not inlined is parsed and planned again on every execution of its caller.
-- A send calls it twice (the recipient's notification and the money-received mail); this and 0030
-- together gave 12.6 % more sends per second of database CPU (paired runs, decision record
-- docs/decisions/2026-11-28-send-statement-cpu.md).
-- Same results (tests/server/party-label-sql.test.ts compares it with partyLabel in src/contract).
CREATE OR REPLACE FUNCTION "party_name"(p_first text, p_last text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN trim(coalesce(p_first, '')) = '' THEN coalesce(nullif(upper(left(trim(coalesce(p_last, '')), 1)), '') || '.', '')
		WHEN trim(coalesce(p_last, '')) = '' THEN trim(p_first)
		ELSE trim(p_first) || ' ' || upper(left(trim(p_last), 1)) || '.'
	END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "masked_email"(p_email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT left(coalesce(p_email, ''), 1) || '•••' || CASE WHEN position('@' in coalesce(p_email, '')) > 0 THEN substring(p_email from position('@' in p_email)) ELSE '' END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "party_label"(p_first text, p_last text, p_email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN party_name(p_first, p_last) = '' THEN masked_email(p_email) ELSE party_name(p_first, p_last) || ' (' || masked_email(p_email) || ')' END
$$;
