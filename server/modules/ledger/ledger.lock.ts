import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { wallets } from '../../db/schema.ts';
import { isSystemWalletId } from './ledger.accounts.ts';

/**
 * Locks user wallets FOR UPDATE with one statement in ascending id order, the one order every
 * money transaction uses (docs/system-design.md, "Money"), and returns them in that order. System accounts
 * are skipped: they are never locked. A wallet this transaction already holds is granted at once,
 * so an operation whose event handlers post too locks everything they will touch here, first
 * (see MoneyEvents.walletsToLock); their later post() calls then wait on nothing, and two
 * operations can no longer each hold a wallet the other one asks for next.
 */
export async function lockWallets(tx: Tx, walletIds: Iterable<string>): Promise<Array<typeof wallets.$inferSelect>> {
  const ids = [...new Set(walletIds)].filter((id) => !isSystemWalletId(id)).sort();
  if (ids.length === 0) return [];
  return tx.select().from(wallets).where(inArray(wallets.id, ids)).orderBy(asc(wallets.id)).for('update');
}

/**
 * One user's wallet of a type, locked. Only for a transaction that holds no other wallet lock,
 * or that already locked this one with the rest (then nothing waits).
 */
export async function lockUserWallet(
  tx: Tx,
  userId: string,
  type: 'main' | 'profit',
): Promise<typeof wallets.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.type, type)))
    .limit(1)
    .for('update');
  return row;
}
