import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type KeyRow = typeof idempotencyKeys.$inferSelect;
export type Claim = { claimed: true } | { claimed: false; existing: KeyRow | undefined };

/**
 * Claims (user, key) with one INSERT ... ON CONFLICT. A row older than the TTL counts as gone:
 * the conflict branch takes it over, so an expired key behaves like a new one.
 */
export async function claimKey(db: Db, userId: string, key: string, requestHash: string, now: Date): Promise<Claim> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const fresh = { requestHash, state: 'in_flight' as const, responseStatus: null, responseBody: null, createdAt: now };
  const won = await db
    .insert(idempotencyKeys)
    .values({ userId, key, ...fresh })
    .onConflictDoUpdate({ target: [idempotencyKeys.userId, idempotencyKeys.key], set: fresh, setWhere: lt(idempotencyKeys.createdAt, expiredBefore) })
    .returning({ key: idempotencyKeys.key });
  if (won.length) return { claimed: true };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return { claimed: false, existing };
}

export async function completeKey(db: Db, userId: string, key: string, status: number, body: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: sql`${JSON.stringify(body)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function releaseKey(db: Db, userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'in_flight')));
}

export async function purgeExpiredKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
