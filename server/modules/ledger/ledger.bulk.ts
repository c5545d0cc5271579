import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isSystemWalletId } from './ledger.accounts.ts';
import { newReference, type LedgerType } from './ledger.post.ts';

/** One credit from a system account to a user wallet, e.g. one profit period. */
export type BulkCredit = {
  type: LedgerType;
  description: string;
  userId: string;
  /**
   * The wallet credited: a user wallet whose lock (FOR UPDATE) the caller holds in this
   * transaction, or another system account (a compounding profit moves from profit_paid to
   * investments_held; system accounts cache no balance, so nothing is locked or updated for it).
   */
  walletId: string;
  /** The system account debited (systemWalletId(...)). */
  fromWalletId: string;
  amountCents: number;
  metadata: Record<string, unknown>;
  at: Date;
};

/**
 * The bulk posting path: many credits from system accounts to user wallets in ONE statement
 * (their ledger transactions, two entries each and one balance update per wallet), for jobs
 * that pay thousands of rows (the profit engine) where post()'s three round trips per row would
 * dominate. Each credit is still its own balanced ledger transaction with its own reference, so
 * ledger:verify and the history views see exactly what post() would have written. Credits only
 * (from a system account):
 * a user wallet cannot go negative, so there is nothing to refuse; the caller must already hold
 * the wallets' locks. Returns the new transaction ids in input order.
 */
export async function postCredits(tx: Tx, credits: BulkCredit[]): Promise<string[]> {
  if (credits.length === 0) return [];
  const rows = credits.map((c) => {
    if (!Number.isSafeInteger(c.amountCents) || c.amountCents <= 0)
      throw new Error(`bulk credit must be a positive integer: ${c.amountCents}`);
    if (!isSystemWalletId(c.fromWalletId) || c.walletId === c.fromWalletId)
      throw new Error('bulk credits go from a system account to a user wallet or another system account');
    return {
      tid: randomUUID(),
      ref: newReference(),
      type: c.type,
      descr: c.description,
      user_id: c.userId,
      wallet_id: c.walletId,
      from_id: c.fromWalletId,
      amount: c.amountCents,
      meta: c.metadata,
      at: c.at.toISOString(),
    };
  });
  await tx.execute(sql`
    WITH p AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS p(tid uuid, ref text, type text, descr text, user_id uuid, wallet_id uuid, from_id uuid, amount bigint, meta jsonb, at timestamptz)
    ), t AS (
      INSERT INTO ledger_transactions (id, reference, type, description, user_id, amount_cents, metadata, created_at)
      SELECT tid, ref, type, descr, user_id, amount, meta, at FROM p
    ), e AS (
      INSERT INTO ledger_entries (transaction_id, wallet_id, amount_cents, created_at)
      SELECT tid, from_id, -amount, at FROM p UNION ALL SELECT tid, wallet_id, amount, at FROM p
    )
    UPDATE wallets w SET balance_cents = w.balance_cents + x.total, updated_at = x.last_at
    FROM (SELECT wallet_id, sum(amount) AS total, max(at) AS last_at FROM p GROUP BY wallet_id) x
    WHERE w.id = x.wallet_id AND w.user_id IS NOT NULL`);
  return rows.map((r) => r.tid);
}
