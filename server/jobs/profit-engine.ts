import { and, eq, lt } from 'drizzle-orm';
import { jobRuns } from '../db/schema-investments.ts';
import type { Deps } from '../lib/context.ts';
import { pgError } from '../lib/db-errors.ts';
import { payBatch, type BatchLimits, type BatchResult } from './profit-engine.pay.ts';
import type { Job } from './job.ts';

export const PROFIT_JOB = 'distribute-profits';
export const PROFIT_JOB_EVERY_MS = 60_000;
const KEEP_RUNS_MS = 7 * 86_400_000;
const RETRIES = 8;

export type EngineOptions = Partial<BatchLimits>;
export type EngineReport = {
  runId: number;
  periodsPaid: number;
  amountCents: number;
  completed: number;
  batches: number;
};

/** Deadlocks and serialization failures roll the whole batch back, so running it again is safe. */
const isRetryable = (err: unknown) => ['40P01', '40001'].includes(pgError(err)?.code ?? '');

async function batchWithRetry(deps: Deps, until: Date, limits: BatchLimits): Promise<BatchResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction((tx) => payBatch(deps, tx, until, limits));
    } catch (err) {
      if (!isRetryable(err) || attempt >= RETRIES) throw err;
      deps.log.warn('profit batch retried', { attempt, error: String(err) });
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 50));
    }
  }
}

/**
 * Pays every period due up to `until` (each at its own scheduled time), in batches of one
 * transaction each (default 200 investments and 1,000 periods), so a long outage is caught up
 * without one huge transaction and any number of engines can run at once. Records the run in
 * job_runs and logs what it paid. Times come from deps.now() and `until`, never the wall clock.
 */
export async function distributeProfits(deps: Deps, until: Date, opts: EngineOptions = {}): Promise<EngineReport> {
  const limits: BatchLimits = { investments: opts.investments ?? 200, periods: opts.periods ?? 1000 };
  const startedAt = deps.now();
  const [run] = await deps.db
    .insert(jobRuns)
    .values({ job: PROFIT_JOB, startedAt, untilAt: until })
    .returning({ id: jobRuns.id });
  if (!run) throw new Error('job run insert returned nothing');
  const report: EngineReport = { runId: run.id, periodsPaid: 0, amountCents: 0, completed: 0, batches: 0 };
  const save = (error: string | null) =>
    deps.db
      .update(jobRuns)
      .set({
        finishedAt: deps.now(),
        periodsPaid: report.periodsPaid,
        amountCents: report.amountCents,
        investmentsCompleted: report.completed,
        error,
      })
      .where(eq(jobRuns.id, run.id));
  try {
    for (;;) {
      const batch = await batchWithRetry(deps, until, limits);
      if (batch.claimed === 0) break;
      report.batches += 1;
      report.periodsPaid += batch.periodsPaid;
      report.amountCents += batch.amountCents;
      report.completed += batch.completed;
    }
  } catch (err) {
    await save(String(err)).catch(() => undefined);
    deps.log.error('profit distribution failed', {
      runId: run.id,
      paidBeforeFailure: report.periodsPaid,
      error: String(err),
    });
    throw err;
  }
  await save(null);
  await deps.db
    .delete(jobRuns)
    .where(and(eq(jobRuns.job, PROFIT_JOB), lt(jobRuns.startedAt, new Date(startedAt.getTime() - KEEP_RUNS_MS))));
  if (report.periodsPaid > 0) {
    deps.log.info('profits distributed', {
      runId: run.id,
      until: until.toISOString(),
      periodsPaid: report.periodsPaid,
      amountCents: report.amountCents,
      completed: report.completed,
      batches: report.batches,
    });
  }
  return report;
}

/** The scheduler's entry: every minute, pays what is due by now. */
export const profitJob: Job = {
  name: PROFIT_JOB,
  everyMs: PROFIT_JOB_EVERY_MS,
  run: async (deps) => void (await distributeProfits(deps, deps.now())),
};
