-- toPublicWallet (server/modules/wallets/wallets.repo.ts) as JSON: the wallet in the answer of a
-- send, and the list of GET /api/wallet/wallets (sessionsWithWallets), written by the database.
CREATE OR REPLACE FUNCTION "public_wallet_json"(p_id uuid, p_name text, p_balance_cents bigint, p_currency text, p_type text, p_user_id uuid, p_created_at timestamptz, p_updated_at timestamptz) RETURNS json
LANGUAGE sql STABLE AS $$
	SELECT json_build_object('id', p_id, 'name', p_name, 'balance', cents_number(p_balance_cents), 'currency', p_currency, 'type', p_type,
		'userId', p_user_id, 'createdAt', iso_millis(p_created_at), 'updatedAt', iso_millis(p_updated_at))
$$;
