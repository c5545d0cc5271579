import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Investment } from '../../src/contract/investments.ts';
import type { RecurringPlan } from '../../src/contract/recurring-investments.ts';
import { recurringRuns } from '../../server/db/schema-recurring.ts';
import { runDueRecurring } from '../../server/modules/recurring/recurring.run.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { createSchema, days, hours, schemaBody, setClock } from '../factories/invest.ts';
import { changePlan, createPlan, noticesOf, plansOf } from '../factories/recurring.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo, mailsTo } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let schemaId: string;
const T0 = '2026-03-02T08:50:00.000Z';
// Plans start 10 minutes after the clock is set: the test clock runs on, the start is exact.
const START = '2026-03-02T09:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(START) + ms);
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  setClock(ctx, T0);
  schemaId = (await createSchema(ctx.app, admin, { periods: 5, minAmount: 10, maxAmount: 1000 })).id;
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const runDue = (ms: number) => {
  setClock(ctx, at(ms));
  return runDueRecurring(ctx.deps, ctx.deps.now());
};
const investmentsOf = async (u: Funded) =>
  (await call<{ items: Investment[] }>(ctx.app, 'GET', '/api/investments?limit=100', { token: u.token })).body.items;
const daily = (amount: number) => ({ schema_id: schemaId, amount, wallet_type: 'main', every: 'day', start_at: START });

describe('recurring runs', () => {
  it('catch up each date missed while the server was down once, in order, each with its own key', async () => {
    const alice = await fundedUser(ctx.app, admin, 5000);
    const plan = await createPlan(ctx.app, alice.token, daily(100));
    expect(plan).toMatchObject({ status: 'active', nextRunAt: START, amount: 100, every: 'day', runs: [] });
    // Down from before the first run until 3 days and an hour later: four due dates.
    expect(await runDue(days(3) + hours(1))).toMatchObject({ invested: 4, skipped: 0 });
    expect(await runDue(days(3) + hours(2))).toMatchObject({ invested: 0, skipped: 0 });
    const [after] = await plansOf(ctx.app, alice.token);
    expect(after?.nextRunAt).toBe(at(days(4)).toISOString());
    expect(after?.runs.map((r) => r.dueAt)).toEqual([3, 2, 1, 0].map((d) => at(days(d)).toISOString()));
    expect(after?.runs.every((r) => r.outcome === 'invested' && r.investmentId)).toBe(true);
    const made = await investmentsOf(alice);
    expect(made).toHaveLength(4);
    expect(new Set(made.map((i) => i.id))).toEqual(new Set(after?.runs.map((r) => r.investmentId)));
    expect((await balancesOf(ctx.app, alice.token)).main).toBe(4600);
    const keys = await ctx.deps.db.select().from(recurringRuns).where(eq(recurringRuns.planId, plan.id));
    expect(new Set(keys.map((k) => k.idempotencyKey)).size).toBe(4);
  });

  it('runs concurrent callers of one due date once (the plan row lock and the unique run key)', async () => {
    const alice = await fundedUser(ctx.app, admin, 5000);
    await createPlan(ctx.app, alice.token, daily(100));
    setClock(ctx, at(days(2) + hours(1)));
    const reports = await Promise.all([1, 2, 3].map(() => runDueRecurring(ctx.deps, ctx.deps.now())));
    expect(reports.reduce((n, r) => n + r.invested, 0)).toBe(3);
    expect(await investmentsOf(alice)).toHaveLength(3);
  });

  it('skips a run it cannot invest, tells the investor, and pauses after three skipped runs in a row', async () => {
    const bob = await fundedUser(ctx.app, admin, 250);
    const plan = await createPlan(ctx.app, bob.token, daily(100));
    // Runs 0 and 1 invest (50 left), 2, 3 and 4 are skipped: the third pauses the plan, run 5 never happens.
    expect(await runDue(days(5) + hours(1))).toMatchObject({ invested: 2, skipped: 3, paused: 1 });
    const [paused] = await plansOf(ctx.app, bob.token);
    expect(paused).toMatchObject({ status: 'paused', skippedInRow: 3 });
    expect(paused?.pausedReason).toContain('3 skipped runs');
    expect(paused?.runs.filter((r) => r.outcome === 'skipped').map((r) => r.reason)).toEqual(
      Array(3).fill('Insufficient balance in your Main Wallet'),
    );
    const notices = await noticesOf(ctx.app, bob.token);
    expect(notices.filter((m) => m.includes('was skipped'))).toHaveLength(3);
    expect(notices.filter((m) => m.includes('is paused'))).toHaveLength(1);
    expect((await mailsTo(ctx, bob.user.email)).filter((m) => m.template === 'recurring_skipped')).toHaveLength(3);
    expect((await lastMailTo(ctx, bob.user.email, 'recurring_skipped'))?.subject).toBe(
      `Your recurring investment in ${paused?.schemaName} is paused`,
    );
    expect(await runDue(days(9))).toMatchObject({ invested: 0, skipped: 0 });
    // Resumed on day 9 + 1 h: the dates it slept through are not runs; the next is day 10.
    setClock(ctx, at(days(9) + hours(1)));
    const resumed = await changePlan(ctx.app, bob.token, plan.id, { paused: false, amount: 20 });
    expect(resumed.body.plan).toMatchObject({ status: 'active', skippedInRow: 0, pausedReason: null, amount: 20 });
    expect(resumed.body.plan.nextRunAt).toBe(at(days(10)).toISOString());
    expect(await runDue(days(10) + hours(1))).toMatchObject({ invested: 1 });
    expect((await balancesOf(ctx.app, bob.token)).main).toBe(30);
  });

  it('tells each channel the investor kept: no mail when investment mail is off', async () => {
    const carol = await fundedUser(ctx.app, admin, 0);
    const prefs = await call(ctx.app, 'PUT', '/api/notification-preferences', {
      token: carol.token,
      body: { preferences: [{ category: 'investments', email: false }] },
    });
    expect(prefs.status).toBe(200);
    await createPlan(ctx.app, carol.token, daily(10));
    expect(await runDue(hours(1))).toMatchObject({ skipped: 1 });
    expect((await noticesOf(ctx.app, carol.token)).some((m) => m.includes('was skipped'))).toBe(true);
    expect((await mailsTo(ctx, carol.user.email)).filter((m) => m.template === 'recurring_skipped')).toHaveLength(0);
  });

  it('skips with the reason when the plan closed or the amount fell out of its range', async () => {
    const dan = await fundedUser(ctx.app, admin, 5000);
    await createPlan(ctx.app, dan.token, daily(500));
    const edit = (overrides: Record<string, unknown>) =>
      call(ctx.app, 'PUT', `/api/admin/schemas/${schemaId}`, { token: admin, body: schemaBody(overrides) });
    expect((await edit({ periods: 5, minAmount: 10, maxAmount: 100 })).status).toBe(200);
    expect(await runDue(hours(1))).toMatchObject({ skipped: 1 });
    expect((await edit({ periods: 5, minAmount: 10, maxAmount: 1000, active: false })).status).toBe(200);
    expect(await runDue(days(1) + hours(1))).toMatchObject({ skipped: 1 });
    const [plan] = await plansOf(ctx.app, dan.token);
    expect(plan?.runs.map((r) => r.reason)).toEqual([
      'the plan is no longer offered',
      expect.stringContaining('maximum investment'),
    ]);
    expect((await balancesOf(ctx.app, dan.token)).main).toBe(5000);
  });
});

describe('recurring plans API', () => {
  it('refuses bad input naming the field, and changes nothing', async () => {
    const eve = await fundedUser(ctx.app, admin, 100);
    const post = (body: Record<string, unknown>) =>
      call<ErrorBody>(ctx.app, 'POST', '/api/recurring-investments', { token: eve.token, body });
    expect((await post({ ...daily(10), every: 'hour' })).body.errors?.every).toBe('must be day, week or month');
    expect((await post({ ...daily(10), amount: 'ten' })).body.errors?.amount).toBeDefined();
    expect((await post({ ...daily(5000) })).body.errors?.amount).toBe('is out of the plan range');
    expect((await post({ ...daily(10), schema_id: crypto.randomUUID() })).body.errors?.schema_id).toBeDefined();
    expect((await post({ ...daily(10), start_at: at(-days(1)).toISOString() })).body.errors?.start_at).toBe(
      'must not be in the past',
    );
    expect((await post({ ...daily(10), extra: 1 })).body.errors?.extra).toBe('is not an allowed field');
    expect(await plansOf(ctx.app, eve.token)).toEqual([]);
    expect((await call(ctx.app, 'GET', '/api/recurring-investments', { token: admin })).status).toBe(403);
  });

  it('changes, pauses and stops only the owner plan; a stopped plan never runs again', async () => {
    const fay = await fundedUser(ctx.app, admin, 1000);
    const gus = await fundedUser(ctx.app, admin, 1000);
    const plan: RecurringPlan = await createPlan(ctx.app, fay.token, {
      ...daily(10),
      every: 'month',
      start_at: at(days(1)).toISOString(),
    });
    expect((await changePlan(ctx.app, gus.token, plan.id, { paused: true })).status).toBe(404);
    expect((await changePlan(ctx.app, fay.token, plan.id, {})).body.errors?.body).toBe(
      'must set amount, every or paused',
    );
    const weekly = await changePlan(ctx.app, fay.token, plan.id, { every: 'week', paused: true });
    expect(weekly.body.plan).toMatchObject({ every: 'week', status: 'paused', pausedReason: 'Paused by you' });
    const stop = await call<{ plan: RecurringPlan }>(ctx.app, 'DELETE', `/api/recurring-investments/${plan.id}`, {
      token: fay.token,
    });
    expect(stop.body.plan).toMatchObject({ status: 'stopped', nextRunAt: null });
    expect((await changePlan(ctx.app, fay.token, plan.id, { paused: false })).status).toBe(409);
    expect(await runDue(days(30))).toMatchObject({ invested: 0, skipped: 0 });
  });
});
