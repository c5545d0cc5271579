import type { Deps } from '../lib/context.ts';
import { drainPushOutbox } from '../modules/push/push.service.ts';
import { profitJob } from './profit-engine.ts';

export type Job = { name: string; everyMs: number; run: (deps: Deps) => Promise<void> };

/** Timed work, listed explicitly (later issues add the profit engine here). */
const jobs: Job[] = [
  profitJob,
  // Web Push for notifications no notify() call announced (transfers, broadcasts, other processes).
  { name: 'push-outbox', everyMs: 3_000, run: drainPushOutbox },
];

/** Runs each job on its interval, never two runs of one job at once; returns a stopper that waits for running jobs. */
export function startJobs(deps: Deps, list: Job[] = jobs): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  for (const job of list) {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const p = job
        .run(deps)
        .catch((err: unknown) => deps.log.error('job failed', { job: job.name, error: String(err) }))
        .finally(() => {
          busy = false;
          running.delete(p);
        });
      running.add(p);
    };
    timers.push(setInterval(tick, job.everyMs));
  }
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.all(running);
  };
}
