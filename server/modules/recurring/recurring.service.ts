import { and, count, eq, ne } from 'drizzle-orm';
import { formatCents } from '../../../src/contract/cents.ts';
import type { RecurringEvery, RecurringPlan } from '../../../src/contract/recurring-investments.ts';
import { investmentSchemas } from '../../db/schema-investments.ts';
import { recurringPlans } from '../../db/schema-recurring.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, fieldError, limitError, notFound } from '../../lib/errors.ts';
import { userPlans } from './recurring.repo.ts';
import { dueAt, firstRunFrom } from './recurring.schedule.ts';

const MAX_PLANS = 20;
const DAY_MS = 86_400_000;
const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

type CreateInput = {
  schema_id: string;
  amount: number;
  wallet_type: 'main' | 'profit';
  every: RecurringEvery;
  start_at?: string | undefined;
};
type UpdateInput = {
  amount?: number | undefined;
  every?: RecurringEvery | undefined;
  paused?: boolean | undefined;
};

/** The schema's amount rule, told at once (each run checks again through Invest Now). */
async function checkAmount(deps: Deps, schemaId: string, amount: number): Promise<void> {
  const [schema] = await deps.db
    .select()
    .from(investmentSchemas)
    .where(and(eq(investmentSchemas.id, schemaId), eq(investmentSchemas.active, true)));
  if (!schema) throw new AppError(404, 'NOT_FOUND', 'Plan not found', { schema_id: 'is not a plan on offer' });
  if (schema.amountType === 'fixed' && amount !== schema.minAmountCents)
    throw limitError(`${schema.name} takes exactly ${formatCents(schema.minAmountCents)}`, 'is not the plan amount');
  if (amount < schema.minAmountCents || amount > schema.maxAmountCents)
    throw limitError(
      `${schema.name} takes ${formatCents(schema.minAmountCents)} to ${formatCents(schema.maxAmountCents)}`,
      'is out of the plan range',
    );
}

async function ownPlan(deps: Deps, userId: string, id: string) {
  if (!isUuid(id)) throw notFound('Recurring plan not found');
  const [plan] = await deps.db
    .select()
    .from(recurringPlans)
    .where(and(eq(recurringPlans.id, id), eq(recurringPlans.userId, userId)));
  if (!plan) throw notFound('Recurring plan not found');
  return plan;
}

async function one(deps: Deps, userId: string, id: string): Promise<RecurringPlan> {
  const [plan] = await userPlans(deps.db, userId, [id]);
  if (!plan) throw notFound('Recurring plan not found');
  return plan;
}

/** Create, change (amount, period, pause, resume), stop; the runs themselves are recurring.run.ts. */
export function createRecurringService(deps: Deps) {
  async function create(userId: string, input: CreateInput): Promise<RecurringPlan> {
    const now = deps.now();
    const start = input.start_at ? new Date(input.start_at) : now;
    if (start.getTime() < now.getTime() - 60_000) throw fieldError('start_at', 'must not be in the past');
    if (start.getTime() > now.getTime() + 366 * DAY_MS) throw fieldError('start_at', 'must be within a year');
    await checkAmount(deps, input.schema_id, input.amount);
    const [open] = await deps.db
      .select({ n: count() })
      .from(recurringPlans)
      .where(and(eq(recurringPlans.userId, userId), ne(recurringPlans.status, 'stopped')));
    if ((open?.n ?? 0) >= MAX_PLANS)
      throw new AppError(422, 'LIMIT_EXCEEDED', `You can have at most ${MAX_PLANS} recurring plans`);
    const [row] = await deps.db
      .insert(recurringPlans)
      .values({
        userId,
        schemaId: input.schema_id,
        amountCents: input.amount,
        walletType: input.wallet_type,
        every: input.every,
        anchorAt: start,
        nextRunAt: start,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: recurringPlans.id });
    if (!row) throw new Error('recurring plan insert returned nothing');
    return one(deps, userId, row.id);
  }

  /** Guarded by the plan's status in the same statement: a stopped plan never changes again. */
  async function update(userId: string, id: string, input: UpdateInput): Promise<RecurringPlan> {
    const plan = await ownPlan(deps, userId, id);
    if (plan.status === 'stopped') throw new AppError(409, 'CONFLICT', 'This recurring plan is stopped');
    if (input.amount !== undefined) await checkAmount(deps, plan.schemaId, input.amount);
    const now = deps.now();
    // A new period starts from the next run, so the day already planned stays.
    const every = input.every ?? plan.every;
    let anchorAt = plan.anchorAt;
    let n = plan.runsSinceAnchor;
    if (every !== plan.every) {
      anchorAt = plan.nextRunAt;
      n = 0;
    }
    const resuming = input.paused === false && plan.status === 'paused';
    // Dates slept through while paused are not runs: the first one from now is next.
    if (resuming) n = firstRunFrom(anchorAt, every, n, now);
    const status = input.paused === true ? 'paused' : input.paused === false ? 'active' : plan.status;
    const [changed] = await deps.db
      .update(recurringPlans)
      .set({
        amountCents: input.amount ?? plan.amountCents,
        every,
        anchorAt,
        runsSinceAnchor: n,
        nextRunAt: dueAt(anchorAt, every, n),
        status,
        ...(resuming ? { skippedInRow: 0, pausedReason: null } : {}),
        ...(input.paused === true && plan.status !== 'paused' ? { pausedReason: 'Paused by you' } : {}),
        updatedAt: now,
      })
      .where(
        and(
          eq(recurringPlans.id, id),
          eq(recurringPlans.runsSinceAnchor, plan.runsSinceAnchor),
          ne(recurringPlans.status, 'stopped'),
        ),
      )
      .returning({ id: recurringPlans.id });
    // A run advanced the plan meanwhile: the caller's view was stale; trying again reads the new one.
    if (!changed) throw new AppError(409, 'CONFLICT', 'The plan just ran; try again');
    return one(deps, userId, id);
  }

  async function stop(userId: string, id: string): Promise<RecurringPlan> {
    await ownPlan(deps, userId, id);
    await deps.db
      .update(recurringPlans)
      .set({ status: 'stopped', updatedAt: deps.now() })
      .where(and(eq(recurringPlans.id, id), eq(recurringPlans.userId, userId)));
    return one(deps, userId, id);
  }

  return { create, update, stop, list: (userId: string) => userPlans(deps.db, userId) };
}
