import { and, asc, eq, sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { Wallet } from '../../../src/contract/wallet-shape.ts';
import type { Role } from '../../../src/contract/auth.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { wallets } from '../../db/schema.ts';
import type { SessionRow } from '../../lib/auth-middleware.ts';

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

/** A session row and the user's wallets as the JSON text of GET /api/wallet/wallets. */
export type SessionWallets = SessionRow & { walletsJson: string };

type SessionWalletsRow = { id: string; role: Role; email: string; username: string; tv: number; banned_at: Date | null; wallets: string };

/**
 * The hot read in one query for many users: each user's session row (what the auth guard checks)
 * and their wallets, main first, already as the JSON the route answers (public_wallet_json,
 * migration 0009, is toPublicWallet in SQL). `userIds` must be UUIDs (token subjects are checked).
 */
export async function sessionsWithWallets(q: Queryable, userIds: string[]): Promise<Map<string, SessionWallets>> {
  const rows = await queryRows<SessionWalletsRow>(
    q,
    sql`SELECT u.id, u.role, u.email, u.username, u.token_version AS tv, u.banned_at,
        coalesce((SELECT json_agg(public_wallet_json(w.id, w.name, w.balance_cents, w.currency, w.type, w.user_id, w.created_at, w.updated_at) ORDER BY w.type)
          FROM wallets w WHERE w.user_id = u.id), '[]')::text AS wallets
      FROM users u WHERE u.id = ANY(${`{${userIds.join(',')}}`}::uuid[])`,
  );
  return new Map(
    rows.map((r) => [r.id, { id: r.id, role: r.role, email: r.email, username: r.username, tv: Number(r.tv), bannedAt: r.banned_at, walletsJson: r.wallets }]),
  );
}

export async function findUserWallet(q: Queryable, userId: string, type: 'main' | 'profit'): Promise<WalletRow | undefined> {
  const [row] = await q
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.type, type)))
    .limit(1);
  return row;
}
