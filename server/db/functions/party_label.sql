-- The other party of a transfer as another user sees them: "Priya R. (p•••@example.com)", or the
-- masked address alone when there is no name. The SQL twin of partyLabel in src/contract/transfers.ts
-- (tests/server/party-label-sql.test.ts compares them). One expression with no FROM clause: a SQL
-- function with one is never inlined, and a function that is not inlined is parsed and planned again
-- at every execution of its caller (the send statement calls it twice).
CREATE OR REPLACE FUNCTION "party_label"(p_first text, p_last text, p_email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN party_name(p_first, p_last) = '' THEN masked_email(p_email) ELSE party_name(p_first, p_last) || ' (' || masked_email(p_email) || ')' END
$$;
