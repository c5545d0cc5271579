import { sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { WalletSummary } from '../../../src/contract/wallet-summary-shape.ts';
import { DEFAULT_CURRENCY } from '../../../src/contract/wallet-types.ts';
import { queryRows, type Queryable } from '../../db/client.ts';

type Row = Record<string, unknown>;

/**
 * Balances from the wallet rows; totals from the user's completed ledger transactions by type
 * (amounts, without charges). Sent counts the user as payer of send_money, received as its counterparty.
 * Pending money: deposits the user marked paid (proof or hash) that wait for review, at what they
 * will credit, and withdrawals requested but not paid yet (already taken from the Main Wallet).
 */
export async function walletSummary(q: Queryable, userId: string): Promise<WalletSummary> {
  const [row] = await queryRows<Row>(
    q,
    sql`SELECT
      (SELECT coalesce(sum(balance_cents) FILTER (WHERE type = 'main'), 0) FROM wallets WHERE user_id = ${userId}) AS main,
      (SELECT coalesce(sum(balance_cents) FILTER (WHERE type = 'profit'), 0) FROM wallets WHERE user_id = ${userId}) AS profit,
      (SELECT min(currency) FROM wallets WHERE user_id = ${userId}) AS currency,
      coalesce(sum(amount_cents) FILTER (WHERE user_id = ${userId} AND type = 'deposit'), 0) AS deposited,
      coalesce(sum(amount_cents) FILTER (WHERE user_id = ${userId} AND type = 'withdraw'), 0) AS withdrawn,
      coalesce(sum(amount_cents) FILTER (WHERE user_id = ${userId} AND type = 'investment'), 0) AS invested,
      coalesce(sum(amount_cents) FILTER (WHERE user_id = ${userId} AND type = 'profit'), 0) AS profit_earned,
      coalesce(sum(amount_cents) FILTER (WHERE user_id = ${userId} AND type = 'send_money'), 0) AS sent,
      coalesce(sum(amount_cents) FILTER (WHERE counterparty_user_id = ${userId} AND type = 'send_money'), 0) AS received,
      coalesce(sum(amount_cents) FILTER (WHERE user_id = ${userId} AND type = 'referral'), 0) AS referral
    FROM ledger_transactions
    WHERE (user_id = ${userId} OR counterparty_user_id = ${userId}) AND status = 'completed'`,
  );
  const [pending] = await queryRows<Row>(
    q,
    sql`SELECT
      (SELECT count(*) FROM deposits WHERE user_id = ${userId} AND status = 'pending' AND (proof_key IS NOT NULL OR coalesce(transaction_hash, '') <> '')) AS deposits,
      (SELECT coalesce(sum(amount_cents - charge_cents), 0) FROM deposits WHERE user_id = ${userId} AND status = 'pending' AND (proof_key IS NOT NULL OR coalesce(transaction_hash, '') <> '')) AS deposits_cents,
      (SELECT count(*) FROM withdrawals WHERE user_id = ${userId} AND status = 'pending') AS withdrawals,
      (SELECT coalesce(sum(amount_cents), 0) FROM withdrawals WHERE user_id = ${userId} AND status = 'pending') AS withdrawals_cents`,
  );
  const c = (key: string) => centsToNumber(Number(row?.[key] ?? 0));
  const n = (key: string) => Number(pending?.[key] ?? 0);
  const main = Number(row?.main ?? 0);
  const profit = Number(row?.profit ?? 0);
  return {
    currency: typeof row?.currency === 'string' ? row.currency : DEFAULT_CURRENCY,
    mainBalance: centsToNumber(main),
    profitBalance: centsToNumber(profit),
    totalBalance: centsToNumber(main + profit),
    totalDeposited: c('deposited'),
    totalWithdrawn: c('withdrawn'),
    totalInvested: c('invested'),
    profitEarned: c('profit_earned'),
    totalSent: c('sent'),
    totalReceived: c('received'),
    referralEarned: c('referral'),
    pendingDeposits: { count: n('deposits'), amount: centsToNumber(n('deposits_cents')) },
    pendingWithdrawals: { count: n('withdrawals'), amount: centsToNumber(n('withdrawals_cents')) },
  };
}
