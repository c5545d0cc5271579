import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { wallets } from '../../db/schema.ts';
import type { WalletRow } from './ledger.post.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** The user's own wallets among `ids`, keyed by id; another user's or a malformed id is simply absent (a 404 for the caller). */
export async function ownedWallets(q: Queryable, userId: string, ids: string[]): Promise<Map<string, WalletRow>> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return new Map();
  const rows = await q
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), inArray(wallets.id, valid)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Public wallet type of a user wallet row (system accounts never reach a user). */
export const walletTypeOf = (row: WalletRow): 'main' | 'profit' => (row.type === 'profit' ? 'profit' : 'main');
