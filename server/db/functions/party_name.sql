-- The other party of a transfer as the privacy rule names them: first name and last initial
-- ("Priya R."), the SQL twin of maskName in src/contract/transfers.ts. One expression with no FROM
-- clause, so PostgreSQL inlines it (and party_label, which calls it) into the calling statement.
CREATE OR REPLACE FUNCTION "party_name"(p_first text, p_last text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN trim(coalesce(p_first, '')) = '' THEN coalesce(nullif(upper(left(trim(coalesce(p_last, '')), 1)), '') || '.', '')
		WHEN trim(coalesce(p_last, '')) = '' THEN trim(p_first)
		ELSE trim(p_first) || ' ' || upper(left(trim(p_last), 1)) || '.'
	END
$$;
