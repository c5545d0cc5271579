import { asc, eq, sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { Wallet } from '../../../src/contract/wallet-shape.ts';
import type { Role } from '../../../src/contract/auth.ts';
import { queryPreparedRows, type Queryable } from '../../db/client.ts';
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

type SessionWalletsRow = {
  sid: string;
  revoked_at: Date | null;
  last_seen_at: Date;
  id: string;
  role: Role;
  email: string;
  username: string;
  tv: number;
  banned_at: Date | null;
  wallets: string;
};

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/**
 * The hot read in one query for many sessions: each session row with its user (what the auth guard
 * checks) and the user's wallets, main first, already as the JSON the route answers
 * (public_wallet_json, server/db/functions, is toPublicWallet in SQL). `sessionIds` must be UUIDs
 * (token claims are checked), the map is keyed by them.
 */
export async function sessionsWithWallets(q: Queryable, sessionIds: string[]): Promise<Map<string, SessionWallets>> {
  // A named prepared statement: on PostgreSQL each pooled connection parses and plans it once.
  const rows = await queryPreparedRows<SessionWalletsRow>(
    q,
    'session_wallets',
    sql`SELECT s.id AS sid, s.revoked_at, s.last_seen_at, u.id, u.role, u.email, u.username, u.token_version AS tv, u.banned_at,
        coalesce((SELECT json_agg(public_wallet_json(w.id, w.name, w.balance_cents, w.currency, w.type, w.user_id, w.created_at, w.updated_at) ORDER BY w.type)
          FROM wallets w WHERE w.user_id = u.id), '[]')::text AS wallets
      FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ANY(${`{${sessionIds.join(',')}}`}::uuid[])`,
  );
  return new Map(
    rows.map((r) => [
      r.sid,
      {
        sid: r.sid,
        revokedAt: r.revoked_at === null ? null : asDate(r.revoked_at),
        lastSeenAt: asDate(r.last_seen_at),
        id: r.id,
        role: r.role,
        email: r.email,
        username: r.username,
        tv: Number(r.tv),
        bannedAt: r.banned_at,
        walletsJson: r.wallets,
      },
    ]),
  );
}
