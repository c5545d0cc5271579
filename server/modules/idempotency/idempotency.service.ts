/**
 * What a service that answers a keyed request itself (the send, whose key is claimed and answered
 * inside send_money_request() instead of by the middleware) uses from the key store: how long a
 * key lives, how a stale in-flight claim is released, and how its own claim is released when a
 * step between its calls fails. Other services use the middleware and answer.ts.
 */
export { IDEMPOTENCY_TTL_MS, releaseKey, releaseStaleKey } from './idempotency.repo.ts';
