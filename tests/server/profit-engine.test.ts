import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { distributeProfits } from '../../server/jobs/profit-engine.ts';
import type { Investment, JobsResponse } from '../../src/contract/investments.ts';
import { balancesOf, creditUser, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { createSchema, days, hours, invest, setClock } from '../factories/invest.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { runCli } from '../setup/server-env.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 10_000);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
const profitRows = (investmentId: string) =>
  queryRows<{ period_number: number; due_at: Date | string; amount_cents: unknown }>(
    ctx.deps.db,
    sql`SELECT period_number, due_at, amount_cents FROM investment_profits WHERE investment_id = ${investmentId} ORDER BY period_number`,
  );
const myInvestment = async (token: string) =>
  (await call<{ items: Investment[] }>(ctx.app, 'GET', '/api/investments', { token })).body.items[0];

describe('profit engine', () => {
  it('pays a daily 5-period schema five times, then returns the capital to Main and completes', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, { returnValue: 1.5, periods: 5, capitalBack: true });
    const { investment } = await invest(ctx.app, alice.token, plan.id, 1000);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 9000, profit: 0 });

    const mid = await distributeProfits(ctx.deps, at(start, days(2) + hours(1)));
    expect(mid.periodsPaid).toBe(2);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 9000, profit: 30 });
    const end = await distributeProfits(ctx.deps, at(start, days(30)));
    expect([end.periodsPaid, end.completed, end.amountCents]).toEqual([3, 1, 4500]);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 10_000, profit: 75 });
    expect((await distributeProfits(ctx.deps, at(start, days(60)))).periodsPaid).toBe(0);

    const rows = await profitRows(investment.id);
    expect(rows.map((r) => r.period_number)).toEqual([1, 2, 3, 4, 5]);
    // Each period at its own scheduled time, one day apart.
    const dueDays = rows.map((r) => Math.round((new Date(r.due_at).getTime() - start.getTime()) / days(1)));
    expect(dueDays).toEqual([1, 2, 3, 4, 5]);
    expect(await myInvestment(alice.token)).toMatchObject({
      status: 'completed',
      periodsPaid: 5,
      periodsLeft: 0,
      profitPaid: 75,
      nextProfitAt: null,
    });
    const [capital] = await queryRows<{ n: unknown }>(
      ctx.deps.db,
      sql`SELECT count(*) AS n FROM ledger_transactions WHERE type = 'capital_back' AND user_id = ${alice.user.id}`,
    );
    expect(Number(capital?.n)).toBe(1);
    const notes = await queryRows<{ message: string }>(
      ctx.deps.db,
      sql`SELECT message FROM notifications WHERE user_id = ${alice.user.id} ORDER BY created_at`,
    );
    expect(notes.map((n) => n.message)).toContain(
      `Your ${plan.name} investment is complete; 1,000.00 USD capital returned to your Main Wallet`,
    );
  });

  it('skips off days: invested on a Friday with Saturday and Sunday off, the first profit comes on Monday', async () => {
    const friday = setClock(ctx, '2026-03-06T10:00:00Z');
    expect(friday.getUTCDay()).toBe(5);
    const plan = await createSchema(ctx.app, admin, { periods: 3, offDays: [0, 6], capitalBack: false });
    const { investment } = await invest(ctx.app, alice.token, plan.id, 500);
    expect(new Date(investment.nextProfitAt ?? '').getUTCDay()).toBe(1);
    expect((await distributeProfits(ctx.deps, new Date('2026-03-08T23:00:00Z'))).periodsPaid).toBe(0);
    expect((await distributeProfits(ctx.deps, new Date('2026-03-20T00:00:00Z'))).periodsPaid).toBe(3);
    const weekdays = (await profitRows(investment.id)).map((r) => new Date(r.due_at).getUTCDay());
    expect(weekdays).toEqual([1, 2, 3]);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 9500, profit: 30 });
  });

  it('after a 3-day outage one run pays the three missed periods, each at its own time', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, { periods: 10, returnValue: 1 });
    const { investment } = await invest(ctx.app, alice.token, plan.id, 2000);
    expect((await distributeProfits(ctx.deps, at(start, days(1) + hours(1)))).periodsPaid).toBe(1);
    // Down from day 1 to day 4: nothing runs, then one run.
    const catchUp = await distributeProfits(ctx.deps, at(start, days(4) + hours(1)));
    expect(catchUp.periodsPaid).toBe(3);
    const rows = await profitRows(investment.id);
    expect(rows.map((r) => r.period_number)).toEqual([1, 2, 3, 4]);
    const ledger = await queryRows<{ created_at: Date | string }>(
      ctx.deps.db,
      sql`SELECT created_at FROM ledger_transactions WHERE type = 'profit' AND user_id = ${alice.user.id} ORDER BY created_at`,
    );
    expect(ledger.map((r) => Math.round((new Date(r.created_at).getTime() - start.getTime()) / days(1)))).toEqual([
      1, 2, 3, 4,
    ]);
    expect(await myInvestment(alice.token)).toMatchObject({ periodsPaid: 4, periodsLeft: 6, profitPaid: 80 });
  });

  it('works through many due periods in small batches and records each run for the admin', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, {
      intervalHours: 1,
      periods: 30,
      returnType: 'fixed',
      returnValue: 0.1,
      capitalBack: true,
    });
    const people = await Promise.all(Array.from({ length: 6 }, () => fundedUser(ctx.app, admin, 100)));
    for (const p of people) {
      await invest(ctx.app, p.token, plan.id, 50);
      await invest(ctx.app, p.token, plan.id, 50);
    }
    const report = await distributeProfits(ctx.deps, at(start, hours(40)), { investments: 5, periods: 7 });
    expect([report.periodsPaid, report.completed, report.amountCents]).toEqual([360, 12, 3600]);
    // At most `periods` per batch, plus one per claimed investment whose first period exceeds the budget.
    expect(report.batches).toBeGreaterThanOrEqual(Math.ceil(360 / (7 + 5)));
    for (const p of people) expect(await balancesOf(ctx.app, p.token)).toEqual({ main: 100, profit: 6 });

    const jobs = await call<JobsResponse>(ctx.app, 'GET', '/api/admin/jobs', { token: admin });
    expect(jobs.status).toBe(200);
    expect(jobs.body.jobs[0]).toMatchObject({
      name: 'distribute-profits',
      everySeconds: 60,
      lastRun: { periodsPaid: 360, amount: 36, investmentsCompleted: 12, error: null },
    });
    expect(jobs.body.runs[0]?.finishedAt).not.toBeNull();
    expect((await call(ctx.app, 'GET', '/api/admin/jobs', { token: alice.token })).status).toBe(403);
  });

  it('pays a lifetime schema on and on without completing', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, { periods: null, capitalBack: true, returnValue: 0.5 });
    await invest(ctx.app, alice.token, plan.id, 1000);
    expect((await distributeProfits(ctx.deps, at(start, days(45) + hours(1)))).periodsPaid).toBe(45);
    expect(await myInvestment(alice.token)).toMatchObject({
      status: 'active',
      periodsPaid: 45,
      periodsLeft: null,
      profitPaid: 225,
    });
  });
});

describe('distribute-profits command', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    runCli(['distribute-profits', ...args], { ...process.env, ...env });

  it('refuses an --until later than now outside NODE_ENV=test, and a malformed one', async () => {
    const future = new Date(Date.now() + days(7)).toISOString();
    const early = await cli(['--until', future], { NODE_ENV: 'development', DATA_DIR: '/nonexistent/never-opened' });
    expect(early.code).toBe(2);
    expect(early.stderr).toContain('refused outside NODE_ENV=test');
    const bad = await cli(['--until', 'next tuesday'], { NODE_ENV: 'test', DATA_DIR: '/nonexistent/never-opened' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--until needs an ISO time');
  }, 30_000);
});

describe.skipIf(!process.env.DATABASE_URL)('profit engine on PostgreSQL', () => {
  it('two engines run at once pay each period once', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const put = await call(ctx.app, 'PUT', '/api/admin/settings', {
      token: admin,
      body: { referralProfitEnabled: true, referralProfitLevels: [10, 5] },
    });
    expect(put.status).toBe(200);
    const plan = await createSchema(ctx.app, admin, {
      intervalHours: 6,
      periods: 5,
      returnType: 'fixed',
      returnValue: 1,
      capitalBack: true,
    });
    // Everyone shares two referrers, so the engines also compete for the referrers' wallets.
    const people: Funded[] = [];
    for (let i = 0; i < 40; i++) {
      const referrer = people[i % 2];
      const session = await registerUser(ctx.app, referrer ? { referralCode: referrer.user.referralCode } : {});
      await creditUser(ctx.app, admin, session.user.id, 100);
      const funded = { ...session, main: alice.main, profit: alice.profit };
      await invest(ctx.app, funded.token, plan.id, 100);
      people.push(funded);
    }
    const until = at(start, days(3));
    const reports = await Promise.all(
      [1, 2, 3].map(() => distributeProfits(ctx.deps, until, { investments: 4, periods: 9 })),
    );
    console.log(
      `[profit-engine-pg] periods per engine: ${reports.map((r) => r.periodsPaid).join(', ')}; batches: ${reports.map((r) => r.batches).join(', ')}`,
    );
    expect(reports.reduce((a, r) => a + r.periodsPaid, 0)).toBe(200);
    const [counts] = await queryRows<{ rows: unknown; distinct_periods: unknown; ledger: unknown }>(
      ctx.deps.db,
      sql`SELECT (SELECT count(*) FROM investment_profits) AS rows,
        (SELECT count(DISTINCT (investment_id, period_number)) FROM investment_profits) AS distinct_periods,
        (SELECT count(*) FROM ledger_transactions WHERE type = 'profit') AS ledger`,
    );
    expect([Number(counts?.rows), Number(counts?.distinct_periods), Number(counts?.ledger)]).toEqual([200, 200, 200]);
    for (const p of people.slice(2)) expect(await balancesOf(ctx.app, p.token)).toEqual({ main: 100, profit: 5 });
    expect((await distributeProfits(ctx.deps, until)).periodsPaid).toBe(0);
  }, 120_000);
});

// Opt-in load run: ENGINE_PERIODS=100000 npx vitest run --project server tests/server/profit-engine.test.ts -t "due periods at scale"
describe.skipIf(!process.env.ENGINE_PERIODS)('profit engine at scale', () => {
  it('pays due periods at scale in batches', async () => {
    const total = Number(process.env.ENGINE_PERIODS);
    const count = 1000;
    const periods = Math.ceil(total / count);
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const rich = await fundedUser(ctx.app, admin, count * 10);
    const plan = await createSchema(ctx.app, admin, {
      intervalHours: 1,
      periods,
      returnType: 'fixed',
      returnValue: 0.01,
      capitalBack: true,
      minAmount: 1,
    });
    for (let i = 0; i < count; i++) await invest(ctx.app, rich.token, plan.id, 10);
    const t0 = performance.now();
    const report = await distributeProfits(ctx.deps, at(start, hours(periods + 1)));
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `[profit-engine-scale] ${ctx.database.kind}: ${report.periodsPaid} periods in ${report.batches} batches, ${seconds.toFixed(1)} s, ${(report.periodsPaid / seconds).toFixed(0)} periods/s`,
    );
    expect(report.periodsPaid).toBe(count * periods);
    expect(report.completed).toBe(count);
  }, 3_600_000);
});
