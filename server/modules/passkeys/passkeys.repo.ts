import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Passkey } from '../../../src/contract/passkeys.ts';
import type { Queryable } from '../../db/client.ts';
import { passkeyChallenges, passkeys } from '../../db/schema-passkeys.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = 'registration' | 'authentication';

export const toPublicPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(q: Queryable, userId: string): Promise<PasskeyRow[]> {
  return q
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskey(q: Queryable, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await q.select().from(passkeys).where(eq(passkeys.id, id)).limit(1);
  return row;
}

/** Stores a challenge; expired ones are swept on the way (the index on expires_at keeps that cheap). */
export async function storeChallenge(
  q: Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  at: Date,
  ttlMs: number,
): Promise<void> {
  await q.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, at));
  await q
    .insert(passkeyChallenges)
    .values({ challenge, purpose, userId, expiresAt: new Date(at.getTime() + ttlMs), createdAt: at });
}

/**
 * Takes a challenge out, once: the DELETE … RETURNING finds it only while it exists, so of two
 * responses carrying one challenge the second finds nothing. Expired or of another purpose or
 * user: false (and an expired one is gone all the same).
 */
export async function consumeChallenge(
  q: Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  at: Date,
): Promise<boolean> {
  const [row] = await q
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId ? eq(passkeyChallenges.userId, userId) : isNull(passkeyChallenges.userId),
      ),
    )
    .returning({ expiresAt: passkeyChallenges.expiresAt });
  return row !== undefined && row.expiresAt > at;
}

/**
 * Records a use: the counter moves only forward (a guarded UPDATE, so two assertions racing with
 * one counter value cannot both pass). An authenticator that always reports 0 (synced passkeys)
 * is let through on 0, its replays being stopped by the single-use challenge instead.
 */
export async function recordUse(q: Queryable, id: string, counter: number, at: Date): Promise<boolean> {
  const [row] = await q
    .update(passkeys)
    .set({ counter, lastUsedAt: at })
    .where(
      and(eq(passkeys.id, id), or(lt(passkeys.counter, counter), and(eq(passkeys.counter, 0), sql`${counter} = 0`))),
    )
    .returning({ id: passkeys.id });
  return row !== undefined;
}
