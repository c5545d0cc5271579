import pg from 'pg';
import type { Deps } from '../lib/context.ts';
import { jobDuration, jobLag, jobLastSuccess, jobRuns } from '../lib/metrics.ts';
import { drainMailOutbox } from '../modules/mail/mail.sender.ts';
import { drainPushOutbox } from '../modules/push/push.service.ts';
import { onchainWatcherJob } from '../modules/onchain/onchain-job.ts';
import { sessionRetentionJob } from '../modules/sessions/sessions.retention.ts';
import { cardReconcileJob } from '../modules/card-payments/card-reconcile.ts';
import { accountExportJob } from '../modules/account/account-export.job.ts';
import { closedAccountRetentionJob } from '../modules/account/account-retention.ts';
import { profitJob } from './profit-engine.ts';
import { alertsJob, recurringJob } from './run-due.ts';
import type { Job } from './job.ts';
import { moneyJobsPaused } from '../modules/maintenance/maintenance.service.ts';

/**
 * A job that moves money skips its runs while maintenance is on (server/modules/maintenance) and
 * picks its work up again at the first run after: each of them claims its work row by row, so a
 * skipped run leaves nothing half-done. Mail, push and retention go on.
 */
export const waitsDuringMaintenance = (job: Job): Job => ({
  ...job,
  run: async (deps) => {
    if (await moneyJobsPaused(deps)) return;
    await job.run(deps);
  },
});

/** Timed work, listed explicitly. */
const jobs: Job[] = [
  waitsDuringMaintenance(profitJob),
  // Recurring investments: each due run invests once (server/modules/recurring).
  waitsDuringMaintenance(recurringJob),
  // Maturities soon, balance and price levels crossed (server/modules/alerts).
  alertsJob,
  // Web Push for notifications no notify() call announced (transfers, broadcasts, other processes).
  { name: 'push-outbox', everyMs: 3_000, run: drainPushOutbox },
  // Mail from the outbox: first tries (when no nudge came) and retries after their backoff.
  { name: 'mail-outbox', everyMs: 5_000, run: drainMailOutbox },
  // Ended sessions after a month, login history after a year (server/modules/sessions).
  sessionRetentionJob,
  // On-chain deposits: read new blocks, credit confirmed payments (server/modules/onchain).
  waitsDuringMaintenance(onchainWatcherJob),
  // Card deposits whose webhook never came: settled from Stripe's answer.
  waitsDuringMaintenance(cardReconcileJob),
  // Data exports asked on another process or left by one that stopped, and expired export files.
  accountExportJob,
  // Closed accounts past the retention period: what remains is erased (server/modules/account).
  closedAccountRetentionJob,
];

/** The advisory-lock namespace of job runs (migrations use the single key 727001). */
const JOB_LOCK_CLASS = 727002;

/** A stable 32-bit key per job name (FNV-1a), the second half of the advisory lock's key. */
export function jobLockKey(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h | 0;
}

export type JobLocks = {
  tryLock: (job: string) => Promise<boolean>;
  unlock: (job: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Session-level advisory locks on one connection of their own, outside the pool: holding a lock
 * through a long run then never takes a connection the run or the requests need (a pool of 1 or
 * 2 would otherwise wait on itself). PostgreSQL frees the locks when that connection closes, so a
 * process killed mid-run (kill -9) frees its jobs at once. If the connection drops, the next tick
 * opens a new one.
 */
export function createJobLocks(databaseUrl: string, log: Deps['log']): JobLocks {
  let client: Promise<pg.Client> | undefined;
  const connect = () => {
    client ??= (async () => {
      const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, keepAlive: true });
      c.on('error', (err) => {
        log.warn('job lock connection lost; locks are free again, reconnecting on the next run', {
          error: err.message,
        });
        client = undefined;
      });
      await c.connect();
      return c;
    })().catch((err: unknown) => {
      client = undefined;
      throw err;
    });
    return client;
  };
  const query = async (text: string, job: string) =>
    (await connect()).query<{ locked: boolean }>(text, [JOB_LOCK_CLASS, jobLockKey(job)]);
  return {
    tryLock: async (job) =>
      (await query('SELECT pg_try_advisory_lock($1, $2) AS locked', job)).rows[0]?.locked === true,
    unlock: async (job) => void (await query('SELECT pg_advisory_unlock($1, $2)', job)),
    close: async () => {
      const c = await client?.catch(() => undefined);
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * One run of `job`, unless another process is running it: with PostgreSQL (`locks` given) the run
 * happens while this process holds the job's advisory lock, taken with try (never waits). The jobs
 * claim their work row by row, so a run cut short is finished by the next one. PGlite is one
 * process by construction (the DATA_DIR lock): it just runs.
 */
export async function runJobOnce(deps: Deps, job: Job, locks?: JobLocks): Promise<'ok' | 'skipped'> {
  if (!locks) {
    await job.run(deps);
    return 'ok';
  }
  if (!(await locks.tryLock(job.name))) return 'skipped';
  try {
    await job.run(deps);
    return 'ok';
  } finally {
    await locks.unlock(job.name).catch(() => undefined);
  }
}

/**
 * Runs each job on its interval, never two runs of one job at once in this process nor (on
 * PostgreSQL) across processes; returns a stopper that waits for running jobs.
 */
export function startJobs(deps: Deps, list: Job[] = jobs): () => Promise<void> {
  const locks = deps.env.databaseUrl ? createJobLocks(deps.env.databaseUrl, deps.log) : undefined;
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
      const p = runJobOnce(deps, job, locks)
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
    await locks?.close();
  };
}
