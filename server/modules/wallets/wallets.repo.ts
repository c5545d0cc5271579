import { and, asc, eq, inArray } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { Wallet } from '../../../src/contract/wallet-shape.ts';
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

/** Several users' wallets at once, each list main first (the batched read of GET /api/wallet/wallets). */
export async function listWalletsOfUsers(q: Queryable, userIds: string[]): Promise<Map<string, WalletRow[]>> {
  const rows = await q.select().from(wallets).where(inArray(wallets.userId, userIds)).orderBy(asc(wallets.userId), asc(wallets.type));
  const byUser = new Map<string, WalletRow[]>();
  for (const row of rows) {
    if (!row.userId) continue;
    const list = byUser.get(row.userId);
    if (list) list.push(row);
    else byUser.set(row.userId, [row]);
  }
  return byUser;
}

export async function findUserWallet(q: Queryable, userId: string, type: 'main' | 'profit'): Promise<WalletRow | undefined> {
  const [row] = await q
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.type, type)))
    .limit(1);
  return row;
}
