import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/client.ts';
import { systemWalletId } from '../../server/modules/ledger/ledger.accounts.ts';

const TABLES = ['ledger_transactions', 'ledger_entries'];

/**
 * Loads `entries` ledger entries (two per transaction: deposits, transfers between users,
 * exchanges, profits, withdrawals, spread over a year) for the users already in the database,
 * with generate_series in a few statements. The secondary indexes are dropped for the load and
 * rebuilt from their own definitions afterwards, and FK triggers are off meanwhile, as a bulk
 * restore would do; the result has exactly the migrations' indexes.
 */
export async function loadHistory(db: Db, entries: number): Promise<void> {
  const transactions = Math.floor(entries / 2);
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename IN ('ledger_transactions', 'ledger_entries')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const i of indexes) await db.execute(sql.raw(`DROP INDEX "${i.indexname}"`));
  await db.execute(sql`DROP TABLE IF EXISTS bench_hu`);
  await db.execute(sql`CREATE TABLE bench_hu AS
    SELECT row_number() OVER (ORDER BY u.id) AS n, u.id AS user_id, w.id AS wallet_id
    FROM users u JOIN wallets w ON w.user_id = u.id AND w.type = 'main' WHERE u.role = 'user'`);
  await db.execute(sql`CREATE UNIQUE INDEX ON bench_hu (n)`);
  const [c] = await queryRows<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM bench_hu`);
  const users = Number(c?.n ?? 0);
  if (users < 2) throw new Error('loadHistory needs users');
  // Newest row one minute ago, one row every `step` before it: about a year in all.
  const stepMs = Math.max(1, Math.floor((365 * 86_400_000) / transactions));
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`
      INSERT INTO ledger_transactions (id, reference, type, description, user_id, counterparty_user_id, amount_cents, charge_cents, status, metadata, created_at)
      SELECT gen_random_uuid(), 'H' || lpad(g::text, 12, '0'), k.type, 'History ' || k.type, a.user_id,
        CASE WHEN k.type = 'send_money' THEN b.user_id END, 100 + (g * 37) % 99900, 0,
        CASE WHEN g % 97 = 0 THEN 'pending' ELSE 'completed' END, '{}'::jsonb,
        now() - interval '1 minute' - make_interval(secs => (${transactions} - g) * ${stepMs / 1000}::float8)
      FROM generate_series(1, ${transactions}) g
      CROSS JOIN LATERAL (SELECT (ARRAY['deposit', 'send_money', 'exchange', 'profit', 'withdraw'])[1 + g % 5] AS type) k
      JOIN bench_hu a ON a.n = 1 + (g::bigint * 7919) % ${users}
      JOIN bench_hu b ON b.n = 1 + (g::bigint * 104729 + 13) % ${users}`);
    await tx.execute(sql`
      INSERT INTO ledger_entries (transaction_id, wallet_id, amount_cents, created_at)
      SELECT t.id, a.wallet_id, CASE WHEN t.type IN ('deposit', 'profit') THEN t.amount_cents ELSE -t.amount_cents END, t.created_at
      FROM ledger_transactions t JOIN bench_hu a ON a.user_id = t.user_id WHERE t.reference LIKE 'H%'
      UNION ALL
      SELECT t.id, coalesce(b.wallet_id, ${systemWalletId('admin_adjustments')}::uuid),
        CASE WHEN t.type IN ('deposit', 'profit') THEN -t.amount_cents ELSE t.amount_cents END, t.created_at
      FROM ledger_transactions t LEFT JOIN bench_hu b ON b.user_id = t.counterparty_user_id WHERE t.reference LIKE 'H%'`);
  });
  for (const i of indexes) await db.execute(sql.raw(i.indexdef));
  await db.execute(sql`DROP TABLE bench_hu`);
  for (const t of TABLES) await db.execute(sql.raw(`VACUUM (ANALYZE) ${t}`));
}
