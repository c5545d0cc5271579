import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/client.ts';
import { createJwtCodec } from '../../server/lib/jwt.ts';
import { systemWalletId } from '../../server/modules/ledger/ledger.accounts.ts';
import { seedSessions } from '../../server/modules/sessions/sessions.seed.ts';

export type BenchUser = { id: string; email: string; mainWalletId: string; token: string };

/**
 * `count` users with verified e-mail, both wallets and `balanceCents` in Main, written in a few
 * set-based statements (registering through the API would spend seconds of argon2 per user).
 * Each balance enters the ledger as an admin adjustment, so the ledger stays balanced and
 * `npm run ledger:verify` passes afterwards. Tokens are signed with the server's secret.
 */
export async function seedFundedUsers(
  db: Db,
  opts: { count: number; balanceCents: number; prefix: string; jwtSecret: string; ttlSeconds: number },
): Promise<BenchUser[]> {
  const { count, balanceCents, prefix } = opts;
  await db.execute(sql`
    WITH u AS (
      INSERT INTO users (username, email, password_hash, first_name, last_name, referral_code, email_verified_at)
      SELECT ${prefix} || g, ${prefix} || g || '@bench.example', 'not-a-login', 'Bench', 'User ' || g, upper(${prefix}) || lpad(g::text, 8, '0'), now()
      FROM generate_series(1, ${count}) g
      RETURNING id
    )
    INSERT INTO wallets (user_id, type, name, currency, balance_cents)
    SELECT u.id, k.type, k.name, 'USD', CASE WHEN k.type = 'main' THEN ${balanceCents}::bigint ELSE 0 END
    FROM u, (VALUES ('main', 'Main Wallet'), ('profit', 'Profit Wallet')) AS k(type, name)`);
  await db.execute(sql`
    WITH w AS MATERIALIZED (
      SELECT w.id AS wallet_id, w.user_id, gen_random_uuid() AS tid, row_number() OVER (ORDER BY w.id) AS n
      FROM wallets w JOIN users u ON u.id = w.user_id
      WHERE w.type = 'main' AND u.username LIKE ${`${prefix}%`}
    ), t AS (
      INSERT INTO ledger_transactions (id, reference, type, description, user_id, amount_cents, metadata)
      SELECT tid, 'SEED' || upper(${prefix}) || lpad(n::text, 8, '0'), 'admin_adjustment', 'Benchmark funding', user_id, ${balanceCents}::bigint, '{}'::jsonb FROM w
      RETURNING id
    )
    INSERT INTO ledger_entries (transaction_id, wallet_id, amount_cents)
    SELECT tid, wallet_id, ${balanceCents}::bigint FROM w
    UNION ALL
    SELECT tid, ${systemWalletId('admin_adjustments')}::uuid, -${balanceCents}::bigint FROM w`);
  const rows = await queryRows<{ id: string; email: string; wallet_id: string; tv: number }>(
    db,
    sql`SELECT u.id, u.email, w.id AS wallet_id, u.token_version AS tv FROM users u JOIN wallets w ON w.user_id = u.id AND w.type = 'main'
      WHERE u.username LIKE ${`${prefix}%`} ORDER BY u.username`,
  );
  const jwt = createJwtCodec(opts.jwtSecret, opts.ttlSeconds);
  // Every token names a session row (server/modules/sessions).
  const sids = await seedSessions(
    db,
    rows.map((r) => ({ id: r.id, tv: Number(r.tv) })),
    opts.ttlSeconds,
  );
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      email: r.email,
      mainWalletId: r.wallet_id,
      token: await jwt.sign({ sub: r.id, role: 'user', tv: Number(r.tv), sid: sids.get(r.id) ?? '' }),
    })),
  );
}
