import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { RecurringPlan, RecurringRun } from '../../../src/contract/recurring-investments.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { investmentSchemas } from '../../db/schema-investments.ts';
import { recurringPlans } from '../../db/schema-recurring.ts';

const RUNS_SHOWN = 10;
const PLANS_SHOWN = 50;

type RunRow = {
  id: string;
  plan_id: string;
  due_at: Date | string;
  ran_at: Date | string;
  outcome: 'invested' | 'skipped';
  reason: string | null;
  investment_id: string | null;
  amount_cents: string | number;
};

const iso = (d: Date | string) => new Date(d).toISOString();

const runView = (r: RunRow): RecurringRun => ({
  id: r.id,
  dueAt: iso(r.due_at),
  ranAt: iso(r.ran_at),
  outcome: r.outcome,
  reason: r.reason,
  investmentId: r.investment_id,
  amount: centsToNumber(Number(r.amount_cents)),
});

/** The latest runs of each plan, newest first, in one statement. */
async function latestRuns(q: Queryable, planIds: string[]): Promise<Map<string, RecurringRun[]>> {
  const byPlan = new Map<string, RecurringRun[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await queryRows<RunRow>(
    q,
    sql`SELECT id, plan_id, due_at, ran_at, outcome, reason, investment_id, amount_cents FROM (
          SELECT r.*, row_number() OVER (PARTITION BY r.plan_id ORDER BY r.due_at DESC) AS n
          FROM recurring_runs r WHERE r.plan_id IN (${sql.join(
            planIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})) x
        WHERE n <= ${RUNS_SHOWN} ORDER BY due_at DESC`,
  );
  for (const r of rows) byPlan.set(r.plan_id, [...(byPlan.get(r.plan_id) ?? []), runView(r)]);
  return byPlan;
}

/** A user's plans (stopped ones too, for their history), newest first, each with its latest runs. */
export async function userPlans(q: Queryable, userId: string, ids?: string[]): Promise<RecurringPlan[]> {
  const rows = await q
    .select({ plan: recurringPlans, schemaName: investmentSchemas.name })
    .from(recurringPlans)
    .innerJoin(investmentSchemas, eq(investmentSchemas.id, recurringPlans.schemaId))
    .where(and(eq(recurringPlans.userId, userId), ids ? inArray(recurringPlans.id, ids) : undefined))
    .orderBy(desc(recurringPlans.createdAt), desc(recurringPlans.id))
    .limit(PLANS_SHOWN);
  const runs = await latestRuns(
    q,
    rows.map((r) => r.plan.id),
  );
  return rows.map(({ plan, schemaName }) => ({
    id: plan.id,
    schemaId: plan.schemaId,
    schemaName,
    amount: centsToNumber(plan.amountCents),
    walletType: plan.walletType,
    every: plan.every,
    status: plan.status,
    nextRunAt: plan.status === 'stopped' ? null : plan.nextRunAt.toISOString(),
    skippedInRow: plan.skippedInRow,
    pausedReason: plan.pausedReason,
    createdAt: plan.createdAt.toISOString(),
    runs: runs.get(plan.id) ?? [],
  }));
}
