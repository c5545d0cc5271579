/**
 * What a service that answers a keyed request itself (the transfer's fast path, which runs its
 * own transaction instead of the middleware's) uses from the key store: how long a key lives and
 * how a stale in-flight claim is released. Other services use the middleware and answer.ts.
 */
export { IDEMPOTENCY_TTL_MS, releaseStaleKey } from './idempotency.repo.ts';
