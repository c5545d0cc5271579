import type { Deps } from '../../lib/context.ts';
import { completeKey } from './idempotency.repo.ts';
import { laterInBackground } from '../../lib/background.ts';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const GIVE_UP_AFTER_MS = 10 * 60_000;

/**
 * Records a key's answer; if that write fails (a full disk, a database restart) after the
 * operation itself committed, the answer is kept in memory and written again with backoff, so
 * the client's retry soon replays what happened instead of hearing "still being processed" for
 * 24 hours. The failure is still thrown: this request answers 503, and the retry learns the
 * outcome. Lost only if the process dies before a retry lands (then the key stays in flight).
 */
export async function completeOrRetryLater(
  deps: Pick<Deps, 'db' | 'log'>,
  userId: string,
  key: string,
  claimId: string | null,
  status: number,
  body: unknown,
): Promise<void> {
  try {
    await completeKey(deps.db, userId, key, claimId, status, body);
  } catch (err) {
    deps.log.warn('idempotency answer not recorded; retrying in the background', {
      key,
      error: err instanceof Error ? err.message : String(err),
    });
    retry(deps, userId, key, claimId, status, body, FIRST_RETRY_MS, Date.now() + GIVE_UP_AFTER_MS);
    throw err;
  }
}

function retry(
  deps: Pick<Deps, 'db' | 'log'>,
  userId: string,
  key: string,
  claimId: string | null,
  status: number,
  body: unknown,
  delayMs: number,
  giveUpAt: number,
): void {
  laterInBackground(delayMs, () =>
    completeKey(deps.db, userId, key, claimId, status, body).then(
      () => deps.log.info('idempotency answer recorded after retry', { key }),
      () => {
        if (Date.now() + delayMs > giveUpAt) {
          deps.log.error('idempotency answer could not be recorded; the key stays in flight until it expires', { key });
          return;
        }
        retry(deps, userId, key, claimId, status, body, Math.min(delayMs * 2, MAX_RETRY_MS), giveUpAt);
      },
    ),
  );
}
