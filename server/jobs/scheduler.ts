import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { Deps } from '../lib/context.ts';
import { jobDuration, jobLag, jobLastSuccess, jobRuns } from '../lib/metrics.ts';
import { drainPushOutbox } from '../modules/push/push.service.ts';
import { profitJob } from './profit-engine.ts';

export type Job = { name: string; everyMs: number; run: (deps: Deps) => Promise<void> };

/** Timed work, listed explicitly (later issues add the profit engine here). */
const jobs: Job[] = [
  profitJob,
  // Web Push for notifications no notify() call announced (transfers, broadcasts, other processes).
  { name: 'push-outbox', everyMs: 3_000, run: drainPushOutbox },
];

/** The advisory-lock namespace of job runs (migrations use the single key 727001). */
const JOB_LOCK_CLASS = 727002;

/** A stable 32-bit key per job name (FNV-1a), the second half of the advisory lock's key. */
export function jobLockKey(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h | 0;
}

/**
 * One run of `job`, unless another process is running it: with PostgreSQL the run happens while
 * this process holds a transaction-level advisory lock on the job, taken with try (never waits).
 * The lock goes with the transaction, so a process killed mid-run (kill -9) frees it as soon as
 * PostgreSQL sees its connection close. The job's own queries run on other connections; the
 * jobs themselves claim their work row by row, so a run cut short is finished by the next one.
 * PGlite is one process by construction (the DATA_DIR lock): it just runs.
 */
export async function runJobOnce(deps: Deps, job: Job): Promise<'ok' | 'skipped'> {
  if (!deps.env.databaseUrl) {
    await job.run(deps);
    return 'ok';
  }
  let ran = false;
  let failure: { error: unknown } | undefined;
  await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, ${jobLockKey(job.name)}) AS locked`);
    if (!row?.locked) return;
    ran = true;
    // Kept outside the transaction's error path: a failed job must not be retried by withConflictRetry.
    await job.run(deps).catch((error: unknown) => {
      failure = { error };
    });
  });
  if (failure) throw failure.error;
  return ran ? 'ok' : 'skipped';
}

/**
 * Runs each job on its interval, never two runs of one job at once in this process nor (on
 * PostgreSQL) across processes; returns a stopper that waits for running jobs.
 */
export function startJobs(deps: Deps, list: Job[] = jobs): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  for (const job of list) {
    let busy = false;
    let lastStart = 0;
    const tick = () => {
      if (busy) return;
      busy = true;
      const started = Date.now();
      if (lastStart > 0) jobLag.set({ job: job.name }, Math.max(0, started - lastStart - job.everyMs) / 1000);
      lastStart = started;
      const p = runJobOnce(deps, job)
        .then((outcome) => {
          jobRuns.inc({ job: job.name, outcome });
          if (outcome === 'ok') {
            jobDuration.observe({ job: job.name }, (Date.now() - started) / 1000);
            jobLastSuccess.set({ job: job.name }, Date.now() / 1000);
          }
        })
        .catch((err: unknown) => {
          jobRuns.inc({ job: job.name, outcome: 'failed' });
          deps.log.error('job failed', { job: job.name, error: String(err) });
        })
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
