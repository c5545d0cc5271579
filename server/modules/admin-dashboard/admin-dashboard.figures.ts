import { sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';

export type CountSum = { count: number; amount: number };
const toCountSum = (r: { n: unknown; cents: unknown } | undefined): CountSum => ({
  count: Number(r?.n ?? 0),
  amount: centsToNumber(Number(r?.cents ?? 0)),
});

/** Count and sum of a status in a request table (deposits, withdrawals). */
export async function requestStatus(
  q: Queryable,
  table: 'deposits' | 'withdrawals',
  status: string,
): Promise<CountSum> {
  const rows = await queryRows<{ n: unknown; cents: unknown }>(
    q,
    sql`SELECT count(*) AS n, coalesce(sum(amount_cents), 0) AS cents FROM ${sql.identifier(table)} WHERE status = ${status}`,
  );
  return toCountSum(rows[0]);
}

/** Completed ledger transactions of one type: the fallback when a module's own table is missing. */
export async function ledgerTypeTotal(q: Queryable, type: string): Promise<CountSum> {
  const rows = await queryRows<{ n: unknown; cents: unknown }>(
    q,
    sql`SELECT count(*) AS n, coalesce(sum(amount_cents), 0) AS cents FROM ledger_transactions WHERE type = ${type} AND status = 'completed'`,
  );
  return toCountSum(rows[0]);
}

/**
 * Platform fee income and profit paid, read from the system accounts' entries: fees_earned is
 * credited with every charge; profit_paid is debited with every profit payment.
 */
export async function systemAccountTotals(q: Queryable): Promise<{ feeIncome: number; profitPaid: number }> {
  const fees = systemWalletId('fees_earned');
  const profit = systemWalletId('profit_paid');
  const [row] = await queryRows<{ fees: unknown; profit: unknown }>(
    q,
    sql`SELECT coalesce(sum(amount_cents) FILTER (WHERE wallet_id = ${fees}), 0) AS fees,
          coalesce(-sum(amount_cents) FILTER (WHERE wallet_id = ${profit}), 0) AS profit
        FROM ledger_entries WHERE wallet_id IN (${fees}, ${profit})`,
  );
  return { feeIncome: centsToNumber(Number(row?.fees ?? 0)), profitPaid: centsToNumber(Number(row?.profit ?? 0)) };
}

export async function userCounts(q: Queryable, since: Date) {
  const [row] = await queryRows<{ total: unknown; today: unknown; banned: unknown }>(
    q,
    sql`SELECT count(*) AS total, count(*) FILTER (WHERE created_at >= ${since.toISOString()}::timestamptz) AS today,
          count(*) FILTER (WHERE banned_at IS NOT NULL) AS banned
        FROM users WHERE role = 'user'`,
  );
  return { total: Number(row?.total ?? 0), newToday: Number(row?.today ?? 0), banned: Number(row?.banned ?? 0) };
}

export async function countWhere(q: Queryable, table: string, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: unknown }>(
    q,
    sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE ${where}`,
  );
  return Number(row?.n ?? 0);
}

export type ChartDay = { day: string; deposits: number; withdrawals: number; investments: number };

/**
 * Daily sums of deposits, withdrawals and investments over the last `days` UTC days (today
 * included), from the ledger, so it works whichever modules are installed.
 */
export async function ledgerChart(q: Queryable, today: Date, days: number): Promise<ChartDay[]> {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)));
  const rows = await queryRows<{ day: string; type: string; cents: unknown }>(
    q,
    sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, type, sum(amount_cents) AS cents
        FROM ledger_transactions
        WHERE created_at >= ${start.toISOString()}::timestamptz AND type IN ('deposit', 'withdraw', 'investment')
          AND status NOT IN ('failed', 'reversed')
          -- A withdrawal is a user's request row plus a platform-side payout row (no user); count the request once.
          AND (type <> 'withdraw' OR user_id IS NOT NULL)
        GROUP BY 1, 2`,
  );
  const byDay = new Map<string, ChartDay>();
  for (let i = 0; i < days; i += 1) {
    const day = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    byDay.set(day, { day, deposits: 0, withdrawals: 0, investments: 0 });
  }
  for (const r of rows) {
    const entry = byDay.get(r.day);
    if (!entry) continue;
    const amount = centsToNumber(Number(r.cents));
    if (r.type === 'deposit') entry.deposits = amount;
    else if (r.type === 'withdraw') entry.withdrawals = amount;
    else entry.investments = amount;
  }
  return [...byDay.values()];
}
