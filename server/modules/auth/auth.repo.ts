import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { authTokens, users, wallets } from '../../db/schema.ts';
import type { User } from '../../../src/contract/auth.ts';

export type UserRow = typeof users.$inferSelect;

/** The public shape of a user: never the hash, token version or ban internals. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    role: row.role,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    country: row.country,
    avatar: row.avatar,
    emailVerified: row.emailVerifiedAt !== null,
    referralCode: row.referralCode,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
  };
}

export async function findUserByLogin(q: Queryable, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [row] = await q
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${value}`, sql`lower(${users.username}) = ${value}`))
    .limit(1);
  return row;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function createUserWallets(q: Queryable, userId: string): Promise<void> {
  await q.insert(wallets).values([
    { userId, type: 'main', name: 'Main Wallet', currency: 'USD' },
    { userId, type: 'profit', name: 'Profit Wallet', currency: 'USD' },
  ]);
}

export async function storeToken(
  q: Queryable,
  userId: string,
  purpose: 'reset_password' | 'verify_email',
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await q.insert(authTokens).values({ userId, purpose, tokenHash, expiresAt });
}

/** Marks a live token used and returns its user id; a used, expired or unknown token gives undefined. */
export async function consumeToken(
  q: Queryable,
  purpose: 'reset_password' | 'verify_email',
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await q
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId;
}

/** Invalidates every other outstanding token of that purpose (e.g. older reset links). */
export async function retireTokens(
  q: Queryable,
  userId: string,
  purpose: 'reset_password' | 'verify_email',
  now: Date,
) {
  await q
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

export async function bumpTokenVersion(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ tv: users.tokenVersion });
  return row?.tv ?? 0;
}
