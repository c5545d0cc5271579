import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { AppError, conflict, fieldError, unprocessable } from '../../lib/errors.ts';
import { claimKey, purgeExpiredKeys, releaseKey } from './idempotency.repo.ts';
import { completeOrRetryLater } from './idempotency.complete.ts';
import { runInBackground } from '../../lib/background.ts';
import { withClaim } from './idempotency.answer.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const PURGE_EVERY = 200;

/** What the key's request is compared by: method, path and the exact body text. */
export const requestHash = (method: string, path: string, body: string): string =>
  createHash('sha256').update(`${method} ${path}\n${body}`).digest('hex');

/** A key is 1 to 200 characters. */
export const isValidKey = (key: string): boolean => key.length >= 1 && key.length <= 200;

export const inFlight = (): AppError =>
  conflict('A request with this Idempotency-Key is still being processed', 'IDEMPOTENCY_IN_FLIGHT');

/** Every PURGE_EVERY keyed requests, expired keys are deleted in the background. */
export function keyPurger(deps: Pick<Deps, 'db' | 'log'>): (now: Date) => void {
  let requests = 0;
  return (now) => {
    requests += 1;
    if (requests % PURGE_EVERY !== 0) return;
    runInBackground(() => purgeExpiredKeys(deps.db, now)).catch((err: unknown) =>
      deps.log.warn('idempotency purge failed', { error: String(err) }),
    );
  };
}

/**
 * Honours an optional Idempotency-Key on a money-moving POST; mount it after requireUser
 * (keys are per user). The request hash covers method, path and the exact body text.
 *
 * Decisions:
 * - A response below 500 is recorded and replayed, refusals included (422 insufficient funds,
 *   404 recipient, 400 validation): the key names one user action, and its retry must get the
 *   same answer rather than succeed later against a changed balance. A new action uses a new key.
 *   429 is the exception: it says nothing about the action, so the key is released.
 * - A 5xx or a thrown error releases the key, so a retry runs the operation again; the money
 *   transaction rolled back, so nothing moved.
 * - Money routes record their answer inside their money transaction (recordAnswer), so money
 *   that moved always has its answer. A key left in flight (the process died, or the database
 *   refused the release) therefore has no money behind it: a retry gets 409 for at most
 *   IN_FLIGHT_LEASE_MS, then runs the action again; an embedded server releases them all at start.
 * POST /api/send-money-now keeps the same rules inside its one statement (transfers.send.ts).
 */
export function idempotency(deps: Pick<Deps, 'db' | 'now' | 'log'>) {
  const purge = keyPurger(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!isValidKey(key)) throw fieldError(IDEMPOTENCY_HEADER, 'must be 1 to 200 characters');
    const userId = c.get('user').id;
    const hash = requestHash(c.req.method, c.req.path, await c.req.text());
    const now = deps.now();
    purge(now);

    const claim = await claimKey(deps.db, userId, key, hash, now);
    if (!claim.claimed) {
      const row = claim.existing;
      // Released between our insert and select: the first attempt failed; treat as in flight, the client retries.
      if (!row || row.state === 'in_flight') {
        if (row && row.requestHash !== hash) throw mismatch();
        throw inFlight();
      }
      if (row.requestHash !== hash) throw mismatch();
      c.header(REPLAYED_HEADER, 'true');
      return c.json(row.responseBody ?? null, (row.responseStatus ?? 200) as ContentfulStatusCode);
    }

    const held = { userId, key, claimId: claim.claimId, recorded: false };
    let status = 500;
    let recorded: unknown;
    try {
      await withClaim(held, next);
      status = c.res.status;
      if (status < 500 && status !== 429 && !held.recorded)
        recorded = await c.res
          .clone()
          .json()
          .catch(() => undefined);
    } finally {
      // Money routes recorded their answer in their own transaction (recordAnswer); refusals are recorded here.
      if (recorded !== undefined) await completeOrRetryLater(deps, userId, key, claim.claimId, status, recorded);
      else if (!held.recorded || status >= 500) await releaseKey(deps.db, userId, key, claim.claimId);
    }
  });
}

export function mismatch(): AppError {
  return unprocessable('This Idempotency-Key was already used with a different request', 'IDEMPOTENCY_MISMATCH', {
    [IDEMPOTENCY_HEADER]: 'was used with a different request',
  });
}
