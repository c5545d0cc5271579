import { sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { YearlySummary, YearSummary } from '../../../src/contract/statements.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { findHolder } from './statements.repo.ts';

type Row = { year: unknown; type: string; net: unknown; fees: unknown };

/**
 * Per UTC calendar year and ledger type: what the user's two wallets gained or lost (net) and
 * the fees the user paid (fees_earned's share of the transactions the user paid). A withdrawal's
 * charge is taken at payout from the amount already withdrawn (a platform-side transaction with
 * no entry on the user's wallets, its user in metadata), so it is read apart and added to fees.
 */
async function yearRows(q: Queryable, userId: string): Promise<Row[]> {
  const fees = systemWalletId('fees_earned');
  return queryRows<Row>(
    q,
    sql`WITH mine AS (
          SELECT e.transaction_id, sum(e.amount_cents) AS net FROM ledger_entries e JOIN wallets w ON w.id = e.wallet_id
          WHERE w.user_id = ${userId} GROUP BY e.transaction_id
        ), touched AS (
          SELECT t.id, t.type, t.created_at, mine.net, t.user_id FROM mine JOIN ledger_transactions t ON t.id = mine.transaction_id
          UNION ALL
          SELECT t.id, 'withdraw_payout', t.created_at, 0, ${userId}::uuid FROM ledger_transactions t
          WHERE t.type = 'withdraw' AND t.user_id IS NULL AND t.metadata->>'userId' = ${userId}
        )
        SELECT extract(year FROM x.created_at AT TIME ZONE 'UTC')::int AS year, x.type, sum(x.net) AS net,
          coalesce(sum(f.cents) FILTER (WHERE x.user_id = ${userId}), 0) AS fees
        FROM touched x
        LEFT JOIN LATERAL (SELECT sum(e.amount_cents) AS cents FROM ledger_entries e WHERE e.transaction_id = x.id AND e.wallet_id = ${fees}) f ON TRUE
        GROUP BY 1, 2 ORDER BY 1 DESC`,
  );
}

const empty = (year: number) => ({ year, deposits: 0, withdrawals: 0, profit: 0, referral: 0, bonus: 0, fees: 0 });

/**
 * The tax summary, one row per year with any movement: deposits credited (gross, before their
 * fee), withdrawals requested less those refunded, profit, referral commissions, badge bonuses
 * and every fee paid (deposit, exchange, send money and withdrawal charges).
 */
export async function yearlySummary(
  q: Queryable,
  platform: string,
  userId: string,
  currency: string,
): Promise<YearlySummary> {
  const holder = await findHolder(q, userId);
  if (!holder) throw notFound('User not found');
  const byYear = new Map<number, ReturnType<typeof empty>>();
  for (const r of await yearRows(q, userId)) {
    const year = Number(r.year);
    const y = byYear.get(year) ?? empty(year);
    byYear.set(year, y);
    const net = Number(r.net);
    const fee = Number(r.fees);
    y.fees += fee;
    if (r.type === 'deposit') y.deposits += net + fee;
    else if (r.type === 'withdraw' || r.type === 'refund') y.withdrawals -= net;
    else if (r.type === 'profit') y.profit += net;
    else if (r.type === 'referral') y.referral += net;
    else if (r.type === 'bonus') y.bonus += net;
  }
  const years: YearSummary[] = [...byYear.values()]
    .sort((a, b) => b.year - a.year)
    .map((y) => ({
      year: y.year,
      deposits: centsToNumber(y.deposits),
      withdrawals: centsToNumber(y.withdrawals),
      profitEarned: centsToNumber(y.profit),
      referralIncome: centsToNumber(y.referral),
      bonuses: centsToNumber(y.bonus),
      feesPaid: centsToNumber(y.fees),
    }));
  return {
    platform,
    holder: { name: holder.name, email: holder.email, username: holder.username },
    currency,
    timeZone: 'UTC',
    years,
  };
}
