/**
 * Database work a process starts off the request's path: session "last seen" touches, outbox
 * nudges and drains, idempotency answers written again, expired-key purges. Each is registered
 * here, so whoever is about to pull the database from under it (a shutdown closing the pool, the
 * test harness truncating every table) can first cancel what has not started and wait for what
 * has. Without that, a TRUNCATE of every table and a background statement locking two of them in
 * the other order deadlocked (40P01).
 */
const running = new Set<Promise<unknown>>();
const waiting = new Map<ReturnType<typeof setTimeout>, () => void>();
let settling = 0;

/** Runs `work` now, tracked until it settles; answers its promise. */
export function runInBackground<T>(work: () => Promise<T>): Promise<T> {
  const promise = work();
  running.add(promise);
  const forget = () => void running.delete(promise);
  promise.then(forget, forget);
  return promise;
}

/** Runs `work` after `delayMs` (an unref'd timer), tracked from now: settleBackground() cancels it if it has not started. */
export function laterInBackground(delayMs: number, work: () => unknown): void {
  const timer = setTimeout(() => {
    waiting.delete(timer);
    void runInBackground(async () => work());
  }, delayMs);
  timer.unref();
  waiting.set(timer, () => clearTimeout(timer));
}

/** Background work started and not settled, plus timers not fired yet. */
export const backgroundPending = (): { running: number; waiting: number; settling: boolean } => ({
  running: running.size,
  waiting: waiting.size,
  settling: settling > 0,
});

/**
 * Cancels every timer not fired yet and waits until no background work runs (work that starts
 * more, e.g. a drain that runs once again, is waited for too). Answers how many it waited for.
 */
export async function settleBackground(): Promise<number> {
  let waitedFor = 0;
  settling += 1;
  try {
    for (;;) {
      for (const [timer, cancel] of waiting) {
        cancel();
        waiting.delete(timer);
      }
      if (running.size === 0) return waitedFor;
      waitedFor += running.size;
      await Promise.allSettled(running);
    }
  } finally {
    settling -= 1;
  }
}
