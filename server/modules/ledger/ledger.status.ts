import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ledgerTransactions } from '../../db/schema.ts';
import type { LedgerStatus } from './ledger.post.ts';

/**
 * Settles a 'pending' transaction's status (e.g. a withdrawal request once paid or refunded).
 * Only the header's status changes: entries stay append-only, and a refund is its own reversing
 * transaction. Returns false when the transaction was not pending.
 */
export async function settleTransactionStatus(
  tx: Tx,
  id: string,
  status: Exclude<LedgerStatus, 'pending'>,
): Promise<boolean> {
  const rows = await tx
    .update(ledgerTransactions)
    .set({ status })
    .where(and(eq(ledgerTransactions.id, id), eq(ledgerTransactions.status, 'pending')))
    .returning({ id: ledgerTransactions.id });
  return rows.length === 1;
}
