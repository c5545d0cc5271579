import { sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { MonthReport } from '../../../src/contract/admin-reports.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { monthPeriod } from './statements.period.ts';

type Num = unknown;
const n = (v: Num): number => Number(v ?? 0);
const money = (v: Num): number => centsToNumber(n(v));

/** Sums of system-account entries in [from, to) (from null: since the beginning). */
async function accountSums(q: Queryable, from: Date | null, to: Date) {
  const ids = {
    fees: systemWalletId('fees_earned'),
    profit: systemWalletId('profit_paid'),
    referral: systemWalletId('referrals_paid'),
    bonus: systemWalletId('bonuses_paid'),
    invest: systemWalletId('investments_held'),
    payable: systemWalletId('withdrawals_payable'),
  };
  const since = from ? sql`t.created_at >= ${from.toISOString()}::timestamptz` : sql`TRUE`;
  const [row] = await queryRows<Record<keyof typeof ids, Num>>(
    q,
    sql`SELECT coalesce(sum(e.amount_cents) FILTER (WHERE e.wallet_id = ${ids.fees}), 0) AS fees,
          coalesce(-sum(e.amount_cents) FILTER (WHERE e.wallet_id = ${ids.profit}), 0) AS profit,
          coalesce(-sum(e.amount_cents) FILTER (WHERE e.wallet_id = ${ids.referral}), 0) AS referral,
          coalesce(-sum(e.amount_cents) FILTER (WHERE e.wallet_id = ${ids.bonus}), 0) AS bonus,
          coalesce(sum(e.amount_cents) FILTER (WHERE e.wallet_id = ${ids.invest}), 0) AS invest,
          coalesce(sum(e.amount_cents) FILTER (WHERE e.wallet_id = ${ids.payable}), 0) AS payable
        FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.wallet_id IN (${sql.join(
          Object.values(ids).map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          AND ${since} AND t.created_at < ${to.toISOString()}::timestamptz`,
  );
  return row;
}

/** Sum of every user wallet's entries posted before an instant: what the platform owed its users then. */
async function userLiabilities(q: Queryable, before: Date): Promise<number> {
  const [row] = await queryRows<{ cents: Num }>(
    q,
    sql`SELECT coalesce(sum(e.amount_cents), 0) AS cents FROM ledger_entries e
        JOIN wallets w ON w.id = e.wallet_id JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE w.user_id IS NOT NULL AND t.created_at < ${before.toISOString()}::timestamptz`,
  );
  return n(row?.cents);
}

/**
 * The platform's month: deposits, withdrawals, fees, profit and commissions paid, and what it
 * owes its users at the start and end of the month, reconciled (opening + the month's user-wallet
 * movements = closing, each summed on its own) and today's cached balances checked against the ledger.
 */
export async function monthReport(q: Queryable, platform: string, month: string, now: Date): Promise<MonthReport> {
  const p = monthPeriod(month);
  const range = sql`t.created_at >= ${p.start.toISOString()}::timestamptz AND t.created_at < ${p.end.toISOString()}::timestamptz`;
  const byType = await queryRows<{ type: string; platform_side: boolean; count: Num; amount: Num; charge: Num }>(
    q,
    sql`SELECT t.type, t.user_id IS NULL AS platform_side, count(*) AS count, sum(t.amount_cents) AS amount, sum(t.charge_cents) AS charge
        FROM ledger_transactions t WHERE ${range} AND t.type IN ('deposit', 'withdraw', 'refund') GROUP BY 1, 2`,
  );
  const pick = (type: string, platformSide: boolean) =>
    byType.find((r) => r.type === type && r.platform_side === platformSide);
  const movements = await queryRows<{ type: string; cents: Num }>(
    q,
    sql`SELECT t.type, sum(e.amount_cents) AS cents FROM ledger_entries e
        JOIN wallets w ON w.id = e.wallet_id JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE w.user_id IS NOT NULL AND ${range} GROUP BY 1 HAVING sum(e.amount_cents) <> 0 ORDER BY 1`,
  );
  const [exits] = await queryRows<{ count: Num; returned: Num; penalties: Num }>(
    q,
    sql`SELECT count(*) AS count, coalesce(sum(t.amount_cents), 0) AS returned, coalesce(sum(t.charge_cents), 0) AS penalties
        FROM ledger_transactions t WHERE ${range} AND t.type = 'capital_back' AND t.metadata->>'earlyExit' = 'true'`,
  );
  const [month_, atEnd, opening, closing, cached] = await Promise.all([
    accountSums(q, p.start, p.end),
    accountSums(q, null, p.end),
    userLiabilities(q, p.start),
    userLiabilities(q, p.end),
    queryRows<{ total: Num; ledger: Num }>(
      q,
      sql`SELECT (SELECT coalesce(sum(balance_cents), 0) FROM wallets WHERE user_id IS NOT NULL) AS total,
            (SELECT coalesce(sum(e.amount_cents), 0) FROM ledger_entries e JOIN wallets w ON w.id = e.wallet_id WHERE w.user_id IS NOT NULL) AS ledger`,
    ),
  ]);
  const moved = movements.reduce((sum, r) => sum + n(r.cents), 0);
  const dep = pick('deposit', false);
  const paid = pick('withdraw', true);
  return {
    platform,
    month,
    period: { start: p.start.toISOString(), end: p.end.toISOString(), timeZone: 'UTC', label: p.label },
    deposits: { count: n(dep?.count), amount: money(dep?.amount), fees: money(dep?.charge) },
    withdrawals: {
      requested: { count: n(pick('withdraw', false)?.count), amount: money(pick('withdraw', false)?.amount) },
      refunded: { count: n(pick('refund', false)?.count), amount: money(pick('refund', false)?.amount) },
      paid: { count: n(paid?.count), amount: money(paid?.amount), fees: money(paid?.charge) },
    },
    fees: money(month_?.fees),
    profitPaid: money(month_?.profit),
    referralPaid: money(month_?.referral),
    bonusesPaid: money(month_?.bonus),
    earlyExits: { count: n(exits?.count), returned: money(exits?.returned), penalties: money(exits?.penalties) },
    liabilities: {
      opening: centsToNumber(opening),
      closing: centsToNumber(closing),
      movements: movements.map((r) => ({ type: r.type, amount: money(r.cents) })),
      reconciled: opening + moved === closing,
    },
    held: { investments: money(atEnd?.invest), withdrawalsPayable: money(atEnd?.payable) },
    cachedBalances: {
      total: money(cached[0]?.total),
      ledger: money(cached[0]?.ledger),
      matches: n(cached[0]?.total) === n(cached[0]?.ledger),
    },
    generatedAt: now.toISOString(),
  };
}
