import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { distributeProfits } from '../../server/jobs/profit-engine.ts';
import type { Investment } from '../../src/contract/investments.ts';
import type { ExitQuote, ExitResult, InvestmentChanged } from '../../src/contract/investment-exit.ts';
import type { ErrorBody } from '../../src/contract/errors.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { createSchema, days, hours, invest, setClock } from '../factories/invest.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 10_000);
  // Registering and signing in hash passwords: slow on a busy machine.
}, 180_000);
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const after = (start: Date, ms: number) => new Date(start.getTime() + ms);
const all = async (token: string) =>
  (await call<{ items: Investment[] }>(ctx.app, 'GET', '/api/investments', { token })).body.items;
const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: unknown }>(ctx.deps.db, query))[0]?.n);
const exitNow = (token: string, id: string, key = randomUUID()) =>
  call<ExitResult & ErrorBody>(ctx.app, 'POST', `/api/investments/${id}/exit`, {
    token,
    headers: { 'Idempotency-Key': key },
  });

describe('at maturity', () => {
  it('reinvest makes exactly one new investment of the grown principal, even with two engines at once', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, { returnValue: 1, periods: 3, compounding: true });
    const { investment } = await invest(ctx.app, alice.token, plan.id, 100, 'main', {
      reinvest_profit: true,
      at_maturity: 'reinvest',
    });
    const until = after(start, days(3) + hours(1));
    await Promise.all([distributeProfits(ctx.deps, until), distributeProfits(ctx.deps, until)]);
    await distributeProfits(ctx.deps, until);

    const list = await all(alice.token);
    expect(list).toHaveLength(2);
    const renewed = list.find((i) => i.renewedFromId === investment.id);
    expect(renewed).toMatchObject({ amount: 103.03, principal: 103.03, status: 'active', reinvestProfit: true });
    expect(list.find((i) => i.id === investment.id)).toMatchObject({ status: 'completed', principal: 103.03 });
    // The capital never reached the investor's spending money: returned and invested again at once.
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 9900, profit: 0 });
    expect(await count(sql`SELECT count(*) AS n FROM investments WHERE renewed_from_id = ${investment.id}`)).toBe(1);
  }, 120_000);

  it('pays out with a notification saying why when the schema closed meanwhile', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, { returnValue: 1, periods: 2 });
    await invest(ctx.app, alice.token, plan.id, 100, 'main', { at_maturity: 'reinvest' });
    const del = await call(ctx.app, 'DELETE', `/api/admin/schemas/${plan.id}`, { token: admin });
    expect(del.status).toBe(200);
    await distributeProfits(ctx.deps, after(start, days(5)));
    expect(await all(alice.token)).toHaveLength(1);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 10_000, profit: 2 });
    const notes = await queryRows<{ message: string }>(
      ctx.deps.db,
      sql`SELECT message FROM notifications WHERE user_id = ${alice.user.id} AND message LIKE '%not reinvested%'`,
    );
    expect(notes[0]?.message).toContain(`not reinvested because ${plan.name} is no longer offered`);
  });

  it('the choice is changeable until maturity, and refused for a lifetime plan naming at_maturity', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, { periods: 2 });
    const { investment } = await invest(ctx.app, alice.token, plan.id, 100);
    const put = (id: string, at_maturity: string) =>
      call<InvestmentChanged & ErrorBody>(ctx.app, 'PUT', `/api/investments/${id}/at-maturity`, {
        token: alice.token,
        body: { at_maturity },
      });
    expect((await put(investment.id, 'reinvest')).body.investment.atMaturity).toBe('reinvest');
    expect((await put(investment.id, 'payout')).body.investment.atMaturity).toBe('payout');
    expect((await put(investment.id, 'later')).body.errors).toHaveProperty('at_maturity');
    await distributeProfits(ctx.deps, after(start, days(5)));
    const late = await put(investment.id, 'reinvest');
    expect(late.status).toBe(422);
    const lifetime = await createSchema(ctx.app, admin, { periods: null, capitalBack: false });
    const res = await call<ErrorBody>(ctx.app, 'POST', '/api/investments', {
      token: alice.token,
      body: { schema_id: lifetime.id, amount: 100, wallet_type: 'main', at_maturity: 'reinvest' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('at_maturity');
  });
});

describe('early exit', () => {
  it('quotes, then closes: capital minus the penalty to the wallet, profit kept, the penalty to fees earned', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, {
      returnValue: 1,
      periods: 10,
      early_exit_penalty_percent: 5,
      early_exit_min_periods: 2,
    });
    const { investment } = await invest(ctx.app, alice.token, plan.id, 1000, 'main');
    const early = await call<ErrorBody>(ctx.app, 'GET', `/api/investments/${investment.id}/exit-quote`, {
      token: alice.token,
    });
    expect(early.status).toBe(422);
    expect(early.body.message).toContain('after 2 paid periods');

    await distributeProfits(ctx.deps, after(start, days(3) + hours(1)));
    setClock(ctx, after(start, days(3) + hours(2)));
    const quote = await call<ExitQuote>(ctx.app, 'GET', `/api/investments/${investment.id}/exit-quote`, {
      token: alice.token,
    });
    expect(quote.body).toMatchObject({ capitalBack: 1000, penalty: 50, profitKept: 30, netToWallet: 950 });
    const key = randomUUID();
    const done = await exitNow(alice.token, investment.id, key);
    expect(done.status).toBe(200);
    expect(done.body.investment).toMatchObject({ status: 'exited', exitPenalty: 50, nextProfitAt: null });
    const replay = await exitNow(alice.token, investment.id, key);
    expect(replay.body.quote).toEqual(done.body.quote);
    expect((await exitNow(alice.token, investment.id)).status).toBe(422);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 9950, profit: 30 });
    const fees = await queryRows<{ v: unknown }>(
      ctx.deps.db,
      sql`SELECT sum(amount_cents) AS v FROM ledger_entries WHERE wallet_id = '00000000-0000-4000-8000-000000000001'`,
    );
    expect(Number(fees[0]?.v)).toBe(5000);
    await distributeProfits(ctx.deps, after(start, days(30)));
    expect(await count(sql`SELECT count(*) AS n FROM investment_profits WHERE investment_id = ${investment.id}`)).toBe(
      3,
    );

    const listed = await call<{ items: Investment[] }>(ctx.app, 'GET', '/api/admin/investments?status=exited', {
      token: admin,
    });
    expect(listed.body.items.map((i) => [i.id, i.exitPenalty])).toEqual([[investment.id, 50]]);
    const report = await call<{ earlyExits: { count: number; penalties: number; returned: number } }>(
      ctx.app,
      'GET',
      '/api/admin/reports/monthly?month=2026-03',
      { token: admin },
    );
    expect(report.body.earlyExits).toEqual({ count: 1, penalties: 50, returned: 950 });
  }, 120_000);

  it('a plan without early exit refuses it and changes nothing', async () => {
    const plan = await createSchema(ctx.app, admin, { periods: 5 });
    const { investment } = await invest(ctx.app, alice.token, plan.id, 100);
    const res = await exitNow(alice.token, investment.id);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('id');
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 9900, profit: 0 });
  });

  it('racing an engine run already in progress: no period is paid after the exit', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, {
      returnType: 'fixed',
      returnValue: 0.01,
      intervalHours: 1,
      periods: 2000,
      early_exit_penalty_percent: 1,
      compounding: true,
    });
    const { investment } = await invest(ctx.app, alice.token, plan.id, 100, 'main', { reinvest_profit: true });
    setClock(ctx, after(start, days(5)));
    // Small batches: the run is in progress (between and inside batches) while the exit comes in.
    const engine = distributeProfits(ctx.deps, after(start, days(5)), { investments: 1, periods: 3 });
    for (let i = 0; i < 200; i++) {
      if ((await count(sql`SELECT count(*) AS n FROM investment_profits`)) > 0) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const exited = await exitNow(alice.token, investment.id);
    const report = await engine;
    expect(exited.status).toBe(200);
    expect(report.periodsPaid).toBeLessThan(120);
    const [tx] = await queryRows<{ paid: unknown; at: Date | string }>(
      ctx.deps.db,
      sql`SELECT metadata->>'periodsPaid' AS paid, created_at AS at FROM ledger_transactions WHERE type = 'capital_back' AND metadata->>'investmentId' = ${investment.id}`,
    );
    const paidRows = await count(
      sql`SELECT count(*) AS n FROM investment_profits WHERE investment_id = ${investment.id}`,
    );
    // Everything paid, the exit saw; nothing was paid after it.
    expect(paidRows).toBe(Number(tx?.paid));
    expect(paidRows).toBe(exited.body.investment.periodsPaid);
    await distributeProfits(ctx.deps, after(start, days(90)));
    expect(await count(sql`SELECT count(*) AS n FROM investment_profits WHERE investment_id = ${investment.id}`)).toBe(
      paidRows,
    );
    // The principal that came back includes every reinvested period, less 1 %.
    const capital = 100 + paidRows * 0.01;
    expect(exited.body.quote.capitalBack).toBeCloseTo(capital, 2);
  }, 120_000);
});
