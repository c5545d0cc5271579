import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type KeyRow = typeof idempotencyKeys.$inferSelect;
export type Claim = { claimed: true } | { claimed: false; existing: KeyRow | undefined };

/**
 * The claim commits without waiting for the WAL flush (synchronous_commit off for that statement's
 * transaction only): a round trip's fsync less on every money request. Safe because the WAL is
 * written in order: the money transaction's synchronous commit flushes the claim with it, and a
 * claim lost in a crash with no money behind it leaves nothing to protect.
 * The recorded answer is different: the client reads it only after completeKey returns, so it must
 * be on disk by then, or a crash leaves a key whose money moved but that answers 409 "in flight"
 * for 24 hours (tests/server/ops-idempotency-crash.test.ts). completeKey commits synchronously.
 */
const ASYNC_COMMIT = sql`(SELECT set_config('synchronous_commit', 'off', true))`;

/**
 * Claims (user, key) with one INSERT ... ON CONFLICT. A row older than the TTL counts as gone:
 * the conflict branch takes it over, so an expired key behaves like a new one.
 */
export async function claimKey(db: Db, userId: string, key: string, requestHash: string, now: Date): Promise<Claim> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const won = await queryRows<{ key: string }>(
    db,
    sql`INSERT INTO idempotency_keys (user_id, key, request_hash, state, response_status, response_body, created_at)
      SELECT ${userId}::uuid, ${key}, ${requestHash}, 'in_flight', NULL, NULL, ${now.toISOString()}::timestamptz WHERE ${ASYNC_COMMIT} IS NOT NULL
      ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash, state = 'in_flight', response_status = NULL,
        response_body = NULL, created_at = excluded.created_at
      WHERE idempotency_keys.created_at < ${expiredBefore.toISOString()}::timestamptz
      RETURNING key`,
  );
  if (won.length) return { claimed: true };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return { claimed: false, existing };
}

export async function completeKey(db: Db, userId: string, key: string, status: number, body: unknown): Promise<void> {
  await db.execute(sql`UPDATE idempotency_keys SET state = 'done', response_status = ${status}, response_body = ${JSON.stringify(body)}::jsonb
    WHERE user_id = ${userId}::uuid AND key = ${key}`);
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
