-- Deposit method kinds (shared with the card kind): the column exists since 0004; this keeps the
-- statement idempotent and gives it the agreed default. Allowed values are checked by the API (zod).
ALTER TABLE deposit_methods ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'manual';--> statement-breakpoint
ALTER TABLE deposit_methods ALTER COLUMN kind SET DEFAULT 'manual';--> statement-breakpoint
-- The EVM settings of a method of kind 'evm' and its watcher's checkpoint (last processed block).
CREATE TABLE IF NOT EXISTS deposit_method_evm (
	method_id uuid PRIMARY KEY REFERENCES deposit_methods(id) ON DELETE CASCADE,
	chain_id integer NOT NULL,
	rpc_url text NOT NULL,
	token_address text,
	asset_decimals integer NOT NULL,
	confirmations integer NOT NULL,
	xpub text NOT NULL,
	next_index integer NOT NULL DEFAULT 0,
	rpc_warning text,
	scanned_block bigint,
	scanned_hash text,
	head_block bigint,
	scan_error text,
	scan_failures integer NOT NULL DEFAULT 0,
	next_scan_at timestamp with time zone,
	scanned_at timestamp with time zone
);--> statement-breakpoint
-- One personal address per (method, user), at one derivation index per method: xpub/0/index.
CREATE TABLE IF NOT EXISTS deposit_addresses (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	method_id uuid NOT NULL REFERENCES deposit_methods(id) ON DELETE CASCADE,
	user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
	derivation_index integer NOT NULL,
	address text NOT NULL,
	created_at timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS deposit_addresses_method_user_key ON deposit_addresses (method_id, user_id);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS deposit_addresses_method_index_key ON deposit_addresses (method_id, derivation_index);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS deposit_addresses_method_address_key ON deposit_addresses (method_id, address);--> statement-breakpoint
-- Every transfer seen to a derived address, once per (chain, tx, log index; -1 for a native transfer).
CREATE TABLE IF NOT EXISTS onchain_payments (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	method_id uuid NOT NULL REFERENCES deposit_methods(id) ON DELETE RESTRICT,
	chain_id integer NOT NULL,
	tx_hash text NOT NULL,
	log_index integer NOT NULL,
	block_number bigint NOT NULL,
	block_hash text NOT NULL,
	user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
	address text NOT NULL,
	asset_address text,
	amount_units numeric(78, 0) NOT NULL,
	amount_cents bigint NOT NULL DEFAULT 0,
	status text NOT NULL DEFAULT 'seen',
	review_reason text,
	resolution_note text,
	resolved_by uuid REFERENCES users(id),
	deposit_id uuid REFERENCES deposits(id),
	seen_at timestamp with time zone NOT NULL DEFAULT now(),
	credited_at timestamp with time zone,
	reorg_reported_at timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS onchain_payments_chain_tx_log_key ON onchain_payments (chain_id, tx_hash, log_index);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS onchain_payments_method_status_idx ON onchain_payments (method_id, status, block_number);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS onchain_payments_user_idx ON onchain_payments (user_id, method_id, seen_at DESC);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS onchain_payments_deposit_key ON onchain_payments (deposit_id);
