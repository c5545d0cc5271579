-- One owner per deposit address: addresses are allocated per extended public key (key_id, the
-- SHA-256 of the stored xpub text) and user, no longer per method, so two methods sharing a key
-- give a user the same address and never give it to another user.
CREATE TABLE IF NOT EXISTS deposit_keys (
	key_id text PRIMARY KEY,
	next_index integer NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS deposit_key_addresses (
	key_id text NOT NULL REFERENCES deposit_keys(key_id) ON DELETE RESTRICT,
	user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
	derivation_index integer NOT NULL,
	address text NOT NULL,
	created_at timestamp with time zone NOT NULL DEFAULT now(),
	PRIMARY KEY (key_id, user_id)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS deposit_key_addresses_index_key ON deposit_key_addresses (key_id, derivation_index);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS deposit_key_addresses_address_key ON deposit_key_addresses (key_id, address);--> statement-breakpoint
ALTER TABLE deposit_method_evm ADD COLUMN IF NOT EXISTS key_id text;--> statement-breakpoint
-- When the method first showed an investor an address: from then on its key, chain and asset are fixed.
ALTER TABLE deposit_method_evm ADD COLUMN IF NOT EXISTS addresses_given_at timestamp with time zone;--> statement-breakpoint
UPDATE deposit_method_evm SET key_id = encode(sha256(convert_to(xpub, 'UTF8')), 'hex') WHERE key_id IS NULL;--> statement-breakpoint
ALTER TABLE deposit_method_evm ALTER COLUMN key_id SET NOT NULL;--> statement-breakpoint
UPDATE deposit_method_evm e SET addresses_given_at = (SELECT min(a.created_at) FROM deposit_addresses a WHERE a.method_id = e.method_id) WHERE addresses_given_at IS NULL;--> statement-breakpoint
-- Every index any method of a key ever took stays taken: the key's allocation starts after the highest.
INSERT INTO deposit_keys (key_id, next_index)
SELECT key_id, max(next_index) FROM deposit_method_evm GROUP BY key_id
ON CONFLICT (key_id) DO UPDATE SET next_index = GREATEST(deposit_keys.next_index, EXCLUDED.next_index);--> statement-breakpoint
-- Addresses handed out per method stay in deposit_addresses and keep being watched for their
-- method, credited to the user they were given to. One of them becomes the user's address for the
-- whole key when no other user was given the same index of that key (their earliest such one);
-- an index two users hold is nobody's key-level address: both get a new one on their next visit.
WITH held AS (
	SELECT e.key_id, a.user_id, a.derivation_index, a.address, a.created_at
	FROM deposit_addresses a JOIN deposit_method_evm e ON e.method_id = a.method_id
), shared AS (
	SELECT key_id, derivation_index FROM held GROUP BY key_id, derivation_index HAVING count(DISTINCT user_id) > 1
), sole AS (
	SELECT DISTINCT ON (h.key_id, h.user_id) h.key_id, h.user_id, h.derivation_index, h.address, h.created_at
	FROM held h
	WHERE NOT EXISTS (SELECT 1 FROM shared s WHERE s.key_id = h.key_id AND s.derivation_index = h.derivation_index)
	ORDER BY h.key_id, h.user_id, h.created_at, h.derivation_index
)
INSERT INTO deposit_key_addresses (key_id, user_id, derivation_index, address, created_at)
SELECT key_id, user_id, derivation_index, address, created_at FROM sole
ON CONFLICT DO NOTHING;
