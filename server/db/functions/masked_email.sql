-- An address masked to its first letter and domain ("p•••@example.com"), the SQL twin of maskEmail
-- in src/contract/transfers.ts. One expression, so PostgreSQL inlines it.
CREATE OR REPLACE FUNCTION "masked_email"(p_email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT left(coalesce(p_email, ''), 1) || '•••' || CASE WHEN position('@' in coalesce(p_email, '')) > 0 THEN substring(p_email from position('@' in p_email)) ELSE '' END
$$;
