-- centsToNumber (src/contract/cents.ts): cents / 100 as the shortest decimal (1.25, 100, 0.5).
CREATE OR REPLACE FUNCTION "cents_number"(p bigint) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
	SELECT trim_scale(p / 100.0)
$$;
