import { runInBackground } from './background.ts';

/**
 * One run of `work` at a time, for outbox drains. A call while a run is going on waits for one
 * more run that starts after that run ends, shared by every caller that arrived meanwhile: the
 * rows a caller has just committed may have been looked for before the commit, so handing back
 * the run in progress (as the drains once did) let `await drain()` return with them unsent.
 */
export function createCoalescedRun<T>(work: () => Promise<T>, onError: (err: unknown) => T): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;

  const start = (): Promise<T> => {
    const run = runInBackground(work)
      .catch(onError)
      .finally(() => {
        if (running === run) running = null;
      });
    running = run;
    return run;
  };

  return () => {
    if (!running) return start();
    if (!next) {
      const previous = running;
      // Tracked as background work from now, so settleBackground() also waits for the follow-up.
      next = runInBackground(async () => {
        await previous;
        next = null;
        return running ?? start();
      });
    }
    return next;
  };
}
