import { and, asc, eq } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/money.ts';
import type { Wallet } from '../../../src/contract/wallet.ts';
import type { Queryable } from '../../db/client.ts';
import { wallets } from '../../db/schema.ts';

export type WalletRow = typeof wallets.$inferSelect;

export function toPublicWallet(row: WalletRow): Wallet {
  if (row.type === 'system' || !row.userId) throw new Error('system accounts are not user wallets');
  return {
    id: row.id,
    name: row.name,
    balance: centsToNumber(row.balanceCents),
    currency: row.currency,
    type: row.type,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's wallets, main first. */
export async function listUserWallets(q: Queryable, userId: string): Promise<WalletRow[]> {
  return q.select().from(wallets).where(eq(wallets.userId, userId)).orderBy(asc(wallets.type));
}

export async function findUserWallet(q: Queryable, userId: string, type: 'main' | 'profit'): Promise<WalletRow | undefined> {
  const [row] = await q
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.type, type)))
    .limit(1);
  return row;
}
