import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import { formatCents } from '../../../src/contract/cents.ts';
import { SKIPS_BEFORE_PAUSE } from '../../../src/contract/recurring-investments.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { investmentSchemas } from '../../db/schema-investments.ts';
import { recurringPlans, recurringRuns } from '../../db/schema-recurring.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { withoutClaim } from '../idempotency/idempotency.answer.ts';
import { createInvestmentService } from '../investments/investments.service.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { dueAt } from './recurring.schedule.ts';

const RECURRING_LINK = '/user/recurring';
type Plan = typeof recurringPlans.$inferSelect;
export type RecurringReport = { invested: number; skipped: number; paused: number; failed: number };

/** The run's own idempotency key: one per plan and due time, unique in recurring_runs. */
const runKey = (planId: string, due: Date) => `recurring:${planId}:${due.toISOString()}`;

/** Invests through Invest Now's own service (every check of it applies) inside `tx`, as a savepoint. */
async function investFor(deps: Deps, tx: Tx, plan: Plan): Promise<{ investmentId: string } | { reason: string }> {
  const [user] = await tx.select().from(users).where(eq(users.id, plan.userId)).limit(1);
  if (!user) throw new Error(`recurring plan ${plan.id} has no user`);
  if (user.bannedAt) return { reason: 'your account is suspended' };
  const service = createInvestmentService({ ...deps, db: tx as unknown as Db });
  try {
    const result = await withoutClaim(() =>
      service.invest(
        { id: user.id, role: user.role, email: user.email, username: user.username },
        {
          schema_id: plan.schemaId,
          amount: plan.amountCents,
          wallet_type: plan.walletType,
          // A scheduled buy takes the plan's plain terms; the investor can change these on the investment.
          reinvest_profit: false,
          at_maturity: 'payout',
        },
      ),
    );
    return { investmentId: result.investment.id };
  } catch (err) {
    // A refusal the investor would get from Invest Now (balance, plan closed, amount out of range)
    // skips the run; anything else rolls the whole run back for the next tick.
    if (err instanceof AppError && err.status < 500) {
      return { reason: err.code === 'NOT_FOUND' ? 'the plan is no longer offered' : err.message };
    }
    throw err;
  }
}

/**
 * One due run of one plan in one transaction: the plan row is locked (SKIP LOCKED, so processes
 * share the work), the investment or the skip, its run row (unique per plan and due time) and the
 * plan's next due time commit together. A process killed mid-run leaves nothing; the next run
 * does the same due date again. Returns null when nothing is due.
 */
async function runNextDue(deps: Deps, until: Date, failed: string[]): Promise<{ plan: Plan; outcome: string } | null> {
  return deps.db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(recurringPlans)
      .where(
        and(
          eq(recurringPlans.status, 'active'),
          lte(recurringPlans.nextRunAt, until),
          failed.length ? notInArray(recurringPlans.id, failed) : undefined,
        ),
      )
      .orderBy(asc(recurringPlans.nextRunAt), asc(recurringPlans.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!plan) return null;
    try {
      return await runPlan(deps, tx, plan);
    } catch (err) {
      throw new RunError(plan.id, err);
    }
  });
}

async function runPlan(deps: Deps, tx: Tx, plan: Plan): Promise<{ plan: Plan; outcome: string }> {
  const at = deps.now();
  const due = plan.nextRunAt;
  const result = await investFor(deps, tx, plan);
  const invested = 'investmentId' in result;
  await tx.insert(recurringRuns).values({
    planId: plan.id,
    userId: plan.userId,
    dueAt: due,
    idempotencyKey: runKey(plan.id, due),
    outcome: invested ? 'invested' : 'skipped',
    reason: invested ? null : result.reason,
    investmentId: invested ? result.investmentId : null,
    amountCents: plan.amountCents,
    ranAt: at,
  });
  const skippedInRow = invested ? 0 : plan.skippedInRow + 1;
  const pause = skippedInRow >= SKIPS_BEFORE_PAUSE;
  const n = plan.runsSinceAnchor + 1;
  await tx
    .update(recurringPlans)
    .set({
      runsSinceAnchor: n,
      nextRunAt: dueAt(plan.anchorAt, plan.every, n),
      skippedInRow,
      ...(pause
        ? { status: 'paused' as const, pausedReason: `Paused after ${SKIPS_BEFORE_PAUSE} skipped runs in a row` }
        : {}),
      updatedAt: at,
    })
    .where(eq(recurringPlans.id, plan.id));
  if (!invested) await tellSkipped(tx, plan, result.reason, pause, at);
  return { plan, outcome: invested ? 'invested' : pause ? 'paused' : 'skipped' };
}

async function tellSkipped(tx: Tx, plan: Plan, reason: string, paused: boolean, at: Date): Promise<void> {
  const [schema] = await tx
    .select({ name: investmentSchemas.name })
    .from(investmentSchemas)
    .where(eq(investmentSchemas.id, plan.schemaId));
  const name = schema?.name ?? 'a plan';
  const amount = `${formatCents(plan.amountCents)} USD`;
  await notify(
    tx,
    {
      userId: plan.userId,
      notice: { name: 'recurring_skipped', values: { amount, plan: name, reason, paused: paused ? 'yes' : 'no' } },
      link: RECURRING_LINK,
      event: 'recurring_skipped',
    },
    at,
  );
  await mailUser(tx, plan.userId, 'recurring_skipped', { plan: name, amount, reason, paused: paused ? 'yes' : '' }, at);
}

/**
 * Every recurring run due by `until`, one due date at a time in its own transaction. A server that
 * was down over several due dates catches up each of them once, in order (docs/decisions: catching
 * up missed runs). A plan whose run fails unexpectedly is left for the next call, the rest go on.
 */
export async function runDueRecurring(deps: Deps, until: Date, maxRuns = 10_000): Promise<RecurringReport> {
  const report: RecurringReport = { invested: 0, skipped: 0, paused: 0, failed: 0 };
  const failed: string[] = [];
  for (let i = 0; i < maxRuns; i++) {
    let done: Awaited<ReturnType<typeof runNextDue>>;
    try {
      done = await runNextDue(deps, until, failed);
    } catch (err) {
      const planId = err instanceof RunError ? err.planId : undefined;
      deps.log.error('recurring run failed', { error: String(err) });
      report.failed += 1;
      if (!planId) throw err;
      failed.push(planId);
      continue;
    }
    if (!done) break;
    deps.log.info('recurring run', {
      planId: done.plan.id,
      dueAt: done.plan.nextRunAt.toISOString(),
      outcome: done.outcome,
    });
    // Between runs, requests waiting for the database go first: a long catch-up never starves the API.
    await new Promise((resolve) => setImmediate(resolve));
    if (done.outcome === 'invested') report.invested += 1;
    else report.skipped += 1;
    if (done.outcome === 'paused') report.paused += 1;
  }
  return report;
}

/** A run that failed after its plan was chosen: that plan waits for the next call. */
class RunError extends Error {
  readonly planId: string;
  constructor(planId: string, cause: unknown) {
    super(`recurring plan ${planId}: ${String(cause)}`);
    this.planId = planId;
  }
}
