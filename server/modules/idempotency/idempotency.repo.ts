import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db, type Queryable } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A key still in flight after this is taken over by the next request with it. Safe at any age:
 * every money route records its answer inside its money transaction, and only while its own claim
 * holds the key (idempotency.answer.ts), so an in-flight key has no money behind it, and a first
 * attempt still running when its key is taken over rolls back instead of recording.
 */
export const IN_FLIGHT_LEASE_MS = 30_000;

export type KeyRow = typeof idempotencyKeys.$inferSelect;
export type Claim = { claimed: true; claimId: string } | { claimed: false; existing: KeyRow | undefined };

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
 * Claims (user, key) with one INSERT ... ON CONFLICT, under a new claim id. A row older than the
 * TTL counts as gone, and so does one in flight longer than the lease with the same request: the
 * conflict branch takes it over.
 */
export async function claimKey(db: Db, userId: string, key: string, requestHash: string, now: Date): Promise<Claim> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const staleBefore = new Date(now.getTime() - IN_FLIGHT_LEASE_MS);
  const claimId = randomUUID();
  const won = await queryRows<{ key: string }>(
    db,
    sql`INSERT INTO idempotency_keys (user_id, key, request_hash, state, response_status, response_body, created_at, claim_id)
      SELECT ${userId}::uuid, ${key}, ${requestHash}, 'in_flight', NULL, NULL, ${now.toISOString()}::timestamptz, ${claimId}::uuid WHERE ${ASYNC_COMMIT} IS NOT NULL
      ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash, state = 'in_flight', response_status = NULL,
        response_body = NULL, created_at = excluded.created_at, claim_id = excluded.claim_id
      WHERE idempotency_keys.created_at < ${expiredBefore.toISOString()}::timestamptz
        OR (idempotency_keys.state = 'in_flight' AND idempotency_keys.request_hash = excluded.request_hash
            AND idempotency_keys.created_at < ${staleBefore.toISOString()}::timestamptz)
      RETURNING key`,
  );
  if (won.length) return { claimed: true, claimId };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return { claimed: false, existing };
}

/** The key is still in flight under this claim; `claimId` null: claimed by send_money_request(), which names none. */
const heldBy = (claimId: string | null) =>
  claimId === null ? sql`state = 'in_flight'` : sql`claim_id = ${claimId}::uuid AND state = 'in_flight'`;

/** Records the answer, unless the claim lost the key meanwhile (taken over after the lease). */
export async function completeKey(
  db: Queryable,
  userId: string,
  key: string,
  claimId: string | null,
  status: number,
  body: unknown,
): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`UPDATE idempotency_keys SET state = 'done', response_status = ${status}, response_body = ${JSON.stringify(body)}::jsonb
      WHERE user_id = ${userId}::uuid AND key = ${key} AND ${heldBy(claimId)} RETURNING key`,
  );
  return rows.length > 0;
}

export async function releaseKey(db: Db, userId: string, key: string, claimId: string | null): Promise<void> {
  await db.execute(
    sql`DELETE FROM idempotency_keys WHERE user_id = ${userId}::uuid AND key = ${key} AND ${heldBy(claimId)}`,
  );
}

/** Deletes the key if it has been in flight longer than the lease (send_money_request() cannot take it over itself). */
export async function releaseStaleKey(db: Db, userId: string, key: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`DELETE FROM idempotency_keys WHERE user_id = ${userId}::uuid AND key = ${key} AND state = 'in_flight'
      AND created_at < ${new Date(now.getTime() - IN_FLIGHT_LEASE_MS).toISOString()}::timestamptz RETURNING key`,
  );
  return rows.length > 0;
}

/**
 * Every key in flight, released: run when a server opens an embedded folder (one process by
 * construction, so no request of another process can still be running). No money is behind them.
 */
export async function releaseOrphanedKeys(db: Db): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`DELETE FROM idempotency_keys WHERE state = 'in_flight' RETURNING key`,
  );
  return rows.length;
}

export async function purgeExpiredKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
