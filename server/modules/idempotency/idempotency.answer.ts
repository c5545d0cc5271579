import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { completeKey } from './idempotency.repo.ts';

/** The key the current request claimed (set by the idempotency middleware around its handler). */
export type KeyedRequestClaim = { userId: string; key: string; claimId: string; recorded: boolean };

const current = new AsyncLocalStorage<KeyedRequestClaim>();

/** Runs the handler of a keyed request with its claim in reach of recordAnswer(). */
export const withClaim = <T>(claim: KeyedRequestClaim, run: () => Promise<T>): Promise<T> => current.run(claim, run);

/**
 * Runs `run` as if no key were claimed: a route that runs several money transactions under one key
 * (bulk approve) must not let the first of them record its own answer as the whole request's.
 */
export const withoutClaim = <T>(run: () => Promise<T>): Promise<T> => current.exit(run);

/**
 * Records `body` as the answer to the current request's Idempotency-Key inside the money
 * transaction `tx`, and returns it for the handler to send. The money and the answer then commit
 * together: a request cut off after the commit (kill -9, a lost connection) leaves a key that
 * replays what happened, never one "still being processed" for 24 hours. If the key was taken over
 * after its lease meanwhile, the transaction is refused (409) and rolls back. Without a key (or
 * outside a keyed request) it only returns `body`.
 */
export async function recordAnswer<T>(tx: Tx, status: number, body: T): Promise<T> {
  const claim = current.getStore();
  if (!claim) return body;
  if (!(await completeKey(tx, claim.userId, claim.key, claim.claimId, status, body))) {
    throw conflict('A request with this Idempotency-Key is still being processed', 'IDEMPOTENCY_IN_FLIGHT');
  }
  claim.recorded = true;
  return body;
}
