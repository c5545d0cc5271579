/**
 * One profit-engine run in its own process (so its peak RSS is its own): seeds BENCH_INVESTMENTS
 * investments with 5 due periods each over a quarter as many users (every BENCH_COMPOUND_EVERY-th
 * one reinvesting its profit), then times one
 * distributeProfits() call and samples RSS while it runs. Prints one PROFIT_RESULT line.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../server/db/client.ts';
import { distributeProfits } from '../server/jobs/profit-engine.ts';
import { systemWalletId } from '../server/modules/ledger/ledger.accounts.ts';
import { benchDeps } from './lib/bench-deps.ts';
import { seedFundedUsers } from './lib/seed-users.ts';

const investments = Number(process.env.BENCH_INVESTMENTS ?? 20_000);
const periodsEach = Number(process.env.BENCH_PERIODS_EACH ?? 5);
// Every n-th investment reinvests its profit (compounding): 2 = half of them, 0 = none.
const compoundEvery = Number(process.env.BENCH_COMPOUND_EVERY ?? 0);
const perUser = 4;
const { deps, database } = await benchDeps(process.env.DATABASE_URL || undefined);
const until = new Date();
const amount = 10_000;

await seedFundedUsers(deps.db, {
  count: Math.ceil(investments / perUser),
  balanceCents: amount * perUser,
  prefix: 'pe',
  jwtSecret: deps.env.jwtSecret,
  ttlSeconds: 3600,
});
// Investments made through the ledger (Main -> investments held), so the ledger stays balanced.
await deps.db.execute(sql`
  WITH inv AS MATERIALIZED (
    SELECT u.id AS user_id, w.id AS wallet_id, gen_random_uuid() AS tid, gen_random_uuid() AS iid, row_number() OVER () AS n
    FROM users u JOIN wallets w ON w.user_id = u.id AND w.type = 'main', generate_series(1, ${perUser}) g
    WHERE u.username LIKE 'pe%'
    LIMIT ${investments}
  ), t AS (
    INSERT INTO ledger_transactions (id, reference, type, description, user_id, amount_cents, metadata)
    SELECT tid, 'BINV' || lpad(n::text, 10, '0'), 'investment', 'Invested in Bench plan', user_id, ${amount}, '{}'::jsonb FROM inv
  ), e AS (
    INSERT INTO ledger_entries (transaction_id, wallet_id, amount_cents)
    SELECT tid, wallet_id, -${amount}::bigint FROM inv UNION ALL SELECT tid, ${systemWalletId('investments_held')}::uuid, ${amount}::bigint FROM inv
  ), b AS (
    UPDATE wallets w SET balance_cents = w.balance_cents - x.total FROM (SELECT wallet_id, sum(${amount}::bigint) AS total FROM inv GROUP BY wallet_id) x WHERE w.id = x.wallet_id
  )
  INSERT INTO investments (id, user_id, schema_id, schema_name, amount_cents, source_wallet, return_type, return_value, interval_hours, periods,
    capital_back, off_days, profit_per_period_cents, principal_cents, compounding, reinvest_profit, next_profit_at, transaction_id, created_at)
  SELECT iid, user_id, (SELECT id FROM investment_schemas ORDER BY name LIMIT 1), 'Bench plan', ${amount}, 'main', 'percent', 150, 24, NULL,
    false, '[]'::jsonb, 150, ${amount}, ${compoundEvery} > 0 AND n % greatest(${compoundEvery}, 1) = 0,
    ${compoundEvery} > 0 AND n % greatest(${compoundEvery}, 1) = 0,
    ${until.toISOString()}::timestamptz - make_interval(days => ${periodsEach - 1}) - make_interval(secs => n), tid,
    ${until.toISOString()}::timestamptz - make_interval(days => ${periodsEach}) - make_interval(secs => n)
  FROM inv`);
await deps.db.execute(sql`ANALYZE`);

const rssStart = process.memoryUsage().rss;
let rssPeak = rssStart;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 100);
const t0 = performance.now();
const report = await distributeProfits(deps, until);
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
const [check] = await queryRows<{ n: unknown }>(deps.db, sql`SELECT count(*) AS n FROM investment_profits`);
await database.close();
const mb = (b: number) => Math.round(b / 1048576);
process.stdout.write(
  `PROFIT_RESULT ${JSON.stringify({ periods: report.periodsPaid, rows: Number(check?.n ?? 0), seconds, batches: report.batches, rssStartMb: mb(rssStart), rssPeakMb: mb(rssPeak) })}\n`,
);
