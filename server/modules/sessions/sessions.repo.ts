import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { LoginAttempt, Session } from '../../../src/contract/sessions.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { loginAttempts, userSessions } from '../../db/schema-sessions.ts';

type SessionRecord = typeof userSessions.$inferSelect;
type AttemptRecord = typeof loginAttempts.$inferSelect;

const device = (r: Pick<SessionRecord, 'browser' | 'os' | 'platform' | 'ipAddress' | 'place'>) => ({
  browser: r.browser,
  os: r.os,
  platform: r.platform,
  ipAddress: r.ipAddress,
  place: r.place,
});

export function toPublicSession(r: SessionRecord, currentId: string): Session {
  return {
    id: r.id,
    ...device(r),
    method: r.method as Session['method'],
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === currentId,
  };
}

export function toPublicAttempt(r: AttemptRecord): LoginAttempt {
  return {
    id: String(r.id),
    success: r.success,
    reason: r.reason as LoginAttempt['reason'],
    method: r.method as LoginAttempt['method'],
    ...device(r),
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The user's live sessions, most recently seen first: not revoked, not expired, and issued at the
 * user's current token version (a logout, password change or ban ended the older ones).
 */
export async function liveSessions(q: Queryable, userId: string, at: Date): Promise<SessionRecord[]> {
  const rows = await q
    .select({ s: userSessions })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        eq(userSessions.tokenVersion, users.tokenVersion),
        sql`${userSessions.expiresAt} > ${at.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.createdAt));
  return rows.map((r) => r.s);
}

/** Revokes one session of the user; returns whether a live one was found. */
export async function revokeSession(
  q: Queryable,
  userId: string,
  sessionId: string,
  reason: string,
  at: Date,
): Promise<SessionRecord | undefined> {
  const [row] = await q
    .update(userSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .returning();
  return row;
}

/** Revokes every other session of the user in one statement; returns how many. */
export async function revokeOtherSessions(
  q: Queryable,
  userId: string,
  keepId: string,
  reason: string,
  at: Date,
): Promise<number> {
  const rows = await q
    .update(userSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(userSessions.userId, userId),
        ne(userSessions.id, keepId),
        isNull(userSessions.revokedAt),
        // Only live ones: the count is what the user saw listed.
        sql`${userSessions.tokenVersion} = (SELECT u.token_version FROM users u WHERE u.id = ${userId})`,
        sql`${userSessions.expiresAt} > ${at.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: userSessions.id });
  return rows.length;
}

/** A page of the user's sign-in attempts, newest first; `before` is the last id of the previous page. */
export async function loginHistoryPage(
  q: Queryable,
  userId: string,
  limit: number,
  before: number | undefined,
): Promise<AttemptRecord[]> {
  return q
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.userId, userId), before === undefined ? undefined : lt(loginAttempts.id, before)))
    .orderBy(desc(loginAttempts.id))
    .limit(limit);
}
