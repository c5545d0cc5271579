-- JavaScript's Date#toISOString for a stored time: UTC, milliseconds (truncated, as the driver does).
-- STABLE like to_char, so PostgreSQL inlines it (it would not inline it declared IMMUTABLE).
CREATE OR REPLACE FUNCTION "iso_millis"(p timestamptz) RETURNS text
LANGUAGE sql STABLE AS $$
	SELECT to_char(p AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
