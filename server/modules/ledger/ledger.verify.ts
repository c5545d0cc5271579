import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';
import { indexHealth, uniqueIds, type VerifyCheck } from './ledger.verify-storage.ts';

export type VerifyReport = { ok: boolean; checks: VerifyCheck[]; firstFailure: VerifyCheck | undefined };

type Row = Record<string, unknown>;
const n = (v: unknown): number => Number(v ?? 0);
const sample = (rows: Row[], fmt: (r: Row) => string) => rows.slice(0, 3).map(fmt).join('; ');

export type VerifyOptions = {
  /** Also check every B-tree index of the schema against its table (amcheck; slower, for the CLI). */
  indexes?: boolean;
};

/**
 * Checks the ledger's invariants on a live database: ids are unique, every transaction has
 * entries and balances, every cached user balance equals the sum of its entries, no user wallet is
 * negative (cached or derived), system accounts carry no cached balance, all entries together sum
 * to zero, and (with `indexes`) every index agrees with its table.
 *
 * The checks read whole tables: index scans are switched off for their transaction, because a
 * damaged index (two processes writing one embedded data folder did exactly that) hides the very
 * rows that are wrong, and a check that reads through it passes.
 */
export async function verifyLedger(q: Queryable, opts: VerifyOptions = {}): Promise<VerifyReport> {
  const checks = await q.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`,
    );
    const list = [...(await uniqueIds(tx)), ...(await ledgerChecks(tx))];
    if (opts.indexes) list.push(await indexHealth(tx));
    return list;
  });
  const firstFailure = checks.find((c) => !c.ok);
  return { ok: !firstFailure, checks, firstFailure };
}

async function ledgerChecks(q: Queryable): Promise<VerifyCheck[]> {
  const checks: VerifyCheck[] = [];

  const [counts] = await queryRows<Row>(
    q,
    sql`SELECT (SELECT count(*) FROM ledger_transactions) AS transactions, (SELECT count(*) FROM ledger_entries) AS entries,
      (SELECT count(*) FROM wallets WHERE user_id IS NOT NULL) AS user_wallets, (SELECT count(*) FROM wallets WHERE user_id IS NULL) AS system_accounts`,
  );

  const unbalanced = await queryRows<Row>(
    q,
    sql`SELECT t.reference, coalesce(sum(e.amount_cents), 0) AS total FROM ledger_transactions t
      LEFT JOIN ledger_entries e ON e.transaction_id = t.id GROUP BY t.id, t.reference HAVING coalesce(sum(e.amount_cents), 0) <> 0 LIMIT 10`,
  );
  checks.push({
    name: 'every transaction balances',
    ok: unbalanced.length === 0,
    detail: unbalanced.length
      ? `unbalanced: ${sample(unbalanced, (r) => `${String(r.reference)} sums to ${n(r.total)}`)}`
      : `${n(counts?.transactions)} transactions, ${n(counts?.entries)} entries sum to zero each`,
  });

  const drifted = await queryRows<Row>(
    q,
    sql`SELECT w.id, w.balance_cents AS cached, coalesce(sum(e.amount_cents), 0) AS derived FROM wallets w
      LEFT JOIN ledger_entries e ON e.wallet_id = w.id WHERE w.user_id IS NOT NULL
      GROUP BY w.id, w.balance_cents HAVING w.balance_cents <> coalesce(sum(e.amount_cents), 0) LIMIT 10`,
  );
  checks.push({
    name: 'cached user balances equal their entries',
    ok: drifted.length === 0,
    detail: drifted.length
      ? `drifted: ${sample(drifted, (r) => `wallet ${String(r.id)} caches ${n(r.cached)} but entries sum to ${n(r.derived)}`)}`
      : `${n(counts?.user_wallets)} user wallets match`,
  });

  const negative = await queryRows<Row>(
    q,
    sql`SELECT w.id, w.balance_cents AS cached, coalesce(sum(e.amount_cents), 0) AS derived FROM wallets w
      LEFT JOIN ledger_entries e ON e.wallet_id = w.id WHERE w.user_id IS NOT NULL
      GROUP BY w.id, w.balance_cents HAVING w.balance_cents < 0 OR coalesce(sum(e.amount_cents), 0) < 0 LIMIT 10`,
  );
  checks.push({
    name: 'no user wallet is negative',
    ok: negative.length === 0,
    detail: negative.length
      ? `negative: ${sample(negative, (r) => `wallet ${String(r.id)} at ${Math.min(n(r.cached), n(r.derived))}`)}`
      : 'all at or above zero',
  });

  const systemCached = await queryRows<Row>(
    q,
    sql`SELECT system_code FROM wallets WHERE user_id IS NULL AND balance_cents <> 0 LIMIT 10`,
  );
  checks.push({
    name: 'system accounts cache no balance',
    ok: systemCached.length === 0,
    detail: systemCached.length
      ? `cached: ${sample(systemCached, (r) => String(r.system_code))}`
      : `${n(counts?.system_accounts)} system accounts`,
  });

  const [total] = await queryRows<Row>(q, sql`SELECT coalesce(sum(amount_cents), 0) AS total FROM ledger_entries`);
  checks.push({
    name: 'system-wide sum is zero',
    ok: n(total?.total) === 0,
    detail: `all entries sum to ${n(total?.total)}`,
  });

  const empty = await queryRows<Row>(
    q,
    sql`SELECT t.reference, count(e.id) AS entries FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
      GROUP BY t.id, t.reference HAVING count(e.id) < 2 LIMIT 10`,
  );
  checks.push({
    name: 'every transaction has at least two entries',
    ok: empty.length === 0,
    detail: empty.length
      ? `short: ${sample(empty, (r) => `${String(r.reference)} has ${n(r.entries)}`)}`
      : 'all transactions are double-entry',
  });

  return checks;
}
