import { desc, eq, gt, and } from 'drizzle-orm';
import { centsToNumber } from '../../src/contract/cents.ts';
import type { JobRun, JobsResponse } from '../../src/contract/investments.ts';
import type { Queryable } from '../db/client.ts';
import { jobRuns } from '../db/schema-investments.ts';
import { PROFIT_JOB, PROFIT_JOB_EVERY_MS } from './profit-engine.ts';

type Row = typeof jobRuns.$inferSelect;

const view = (r: Row): JobRun => ({
  id: r.id,
  job: r.job,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
  until: r.untilAt.toISOString(),
  periodsPaid: r.periodsPaid,
  amount: centsToNumber(r.amountCents),
  investmentsCompleted: r.investmentsCompleted,
  error: r.error,
});

/** `GET /api/admin/jobs`: when each job last ran, its last run that paid something, and the latest 20 runs. */
export async function jobsOverview(q: Queryable): Promise<JobsResponse> {
  const runs = await q
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, PROFIT_JOB))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(20);
  const [lastPaid] = await q
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, PROFIT_JOB), gt(jobRuns.periodsPaid, 0)))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(1);
  const first = runs[0];
  return {
    jobs: [
      {
        name: PROFIT_JOB,
        everySeconds: PROFIT_JOB_EVERY_MS / 1000,
        lastRun: first ? view(first) : null,
        lastPaidRun: lastPaid ? view(lastPaid) : null,
      },
    ],
    runs: runs.map(view),
  };
}
