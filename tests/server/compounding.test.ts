import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { distributeProfits } from '../../server/jobs/profit-engine.ts';
import type { Investment } from '../../src/contract/investments.ts';
import type { InvestmentChanged } from '../../src/contract/investment-exit.ts';
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
const mine = async (id: string) =>
  (await call<{ items: Investment[] }>(ctx.app, 'GET', '/api/investments', { token: alice.token })).body.items.find(
    (i) => i.id === id,
  );
const heldCents = async () =>
  Number(
    (
      await queryRows<{ v: unknown }>(
        ctx.deps.db,
        sql`SELECT coalesce(sum(amount_cents), 0) AS v FROM ledger_entries WHERE wallet_id = '00000000-0000-4000-8000-000000000005'`,
      )
    )[0]?.v,
  );

/** The hand computation, written out: each period 1 % of the principal in cents, half up, added to it. */
const HAND_PROFITS = [
  1000, 1010, 1020, 1030, 1041, 1051, 1062, 1072, 1083, 1094, 1105, 1116, 1127, 1138, 1149, 1161, 1173, 1184, 1196,
  1208, 1220, 1232, 1245, 1257, 1270, 1282, 1295, 1308, 1321, 1335,
];

describe('compounding', () => {
  it('30 daily periods at 1 % on 1,000.00 grow the principal to 1,347.85, to the cent, the Profit wallet untouched', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, { returnValue: 1, periods: 30, compounding: true });
    expect(plan.compounding).toBe(true);
    const { investment } = await invest(ctx.app, alice.token, plan.id, 1000, 'main', { reinvest_profit: true });
    expect(investment).toMatchObject({ reinvestProfit: true, principal: 1000, projectedAtMaturity: 1347.85 });

    // Half the way, then the rest in a second run: the second run computes on the grown principal.
    await distributeProfits(ctx.deps, after(start, days(15) + hours(1)));
    expect(await mine(investment.id)).toMatchObject({ periodsPaid: 15, principal: 1160.98, profitPaid: 160.98 });
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 9000, profit: 0 });
    expect(await heldCents()).toBe(116_098);
    await distributeProfits(ctx.deps, after(start, days(29) + hours(1)));

    const rows = await queryRows<{ amount_cents: unknown }>(
      ctx.deps.db,
      sql`SELECT amount_cents FROM investment_profits WHERE investment_id = ${investment.id} ORDER BY period_number`,
    );
    expect(rows.map((r) => Number(r.amount_cents))).toEqual(HAND_PROFITS.slice(0, 29));
    expect(await mine(investment.id)).toMatchObject({ periodsPaid: 29, principal: 1334.5 });

    await distributeProfits(ctx.deps, after(start, days(40)));
    // Maturity returns the grown principal to Main: 1,000.00 + 347.85.
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 10_347.85, profit: 0 });
    expect(await mine(investment.id)).toMatchObject({ status: 'completed', principal: 1347.85, profitPaid: 347.85 });
    expect(await heldCents()).toBe(0);
    const reinvested = await queryRows<{ n: unknown }>(
      ctx.deps.db,
      sql`SELECT count(*) AS n FROM ledger_transactions WHERE type = 'profit' AND metadata->>'reinvested' = 'true'`,
    );
    expect(Number(reinvested[0]?.n)).toBe(30);
  }, 120_000);

  it('the worked example: 100.00 at 1 % daily pays 1.00, 1.01, 1.02', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, {
      returnValue: 1,
      periods: 3,
      compounding: true,
      capitalBack: true,
    });
    const { investment } = await invest(ctx.app, alice.token, plan.id, 100, 'main', { reinvest_profit: true });
    await distributeProfits(ctx.deps, after(start, days(4)));
    const rows = await queryRows<{ amount_cents: unknown }>(
      ctx.deps.db,
      sql`SELECT amount_cents FROM investment_profits WHERE investment_id = ${investment.id} ORDER BY period_number`,
    );
    expect(rows.map((r) => Number(r.amount_cents))).toEqual([100, 101, 102]);
  });

  it('a fixed return stays fixed while the principal grows; switching off pays the next periods to Profit', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, {
      returnType: 'fixed',
      returnValue: 5,
      periods: 4,
      compounding: true,
    });
    const { investment } = await invest(ctx.app, alice.token, plan.id, 100, 'main', { reinvest_profit: true });
    await distributeProfits(ctx.deps, after(start, days(2) + hours(1)));
    expect(await mine(investment.id)).toMatchObject({ principal: 110, profitPerPeriod: 5 });
    const off = await call<InvestmentChanged>(ctx.app, 'PUT', `/api/investments/${investment.id}/reinvest`, {
      token: alice.token,
      body: { reinvest_profit: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.investment.reinvestProfit).toBe(false);
    await distributeProfits(ctx.deps, after(start, days(10)));
    // Two periods reinvested (principal 110.00, returned at maturity), two paid to Profit.
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 10_010, profit: 10 });
  });

  it('refuses reinvest_profit where the schema does not allow compounding, naming the field, and changes nothing', async () => {
    const plan = await createSchema(ctx.app, admin, { compounding: false });
    const res = await call<ErrorBody>(ctx.app, 'POST', '/api/investments', {
      token: alice.token,
      body: { schema_id: plan.id, amount: 100, wallet_type: 'main', reinvest_profit: true },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('reinvest_profit');
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 10_000, profit: 0 });
    const { investment } = await invest(ctx.app, alice.token, plan.id, 100);
    const put = await call<ErrorBody>(ctx.app, 'PUT', `/api/investments/${investment.id}/reinvest`, {
      token: alice.token,
      body: { reinvest_profit: true },
    });
    expect(put.status).toBe(422);
    expect(put.body.errors).toHaveProperty('reinvest_profit');
    const bad = await call<ErrorBody>(ctx.app, 'PUT', `/api/investments/${investment.id}/reinvest`, {
      token: alice.token,
      body: { reinvest_profit: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('reinvest_profit');
  });

  it('admin schema fields: compounding, early exit penalty and minimum periods round-trip, bad ones name the field', async () => {
    const plan = await createSchema(ctx.app, admin, {
      compounding: true,
      early_exit_penalty_percent: 2.5,
      early_exit_min_periods: 3,
    });
    expect(plan).toMatchObject({ compounding: true, earlyExitPenaltyPercent: 2.5, earlyExitMinPeriods: 3 });
    const offered = await call<{ schema: { earlyExitPenaltyPercent: number | null } }>(
      ctx.app,
      'GET',
      `/api/schemas/${plan.id}`,
      { token: alice.token },
    );
    expect(offered.body.schema.earlyExitPenaltyPercent).toBe(2.5);
    const bad = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/schemas', {
      token: admin,
      body: { ...plan, minAmount: 10, maxAmount: 100, early_exit_penalty_percent: 101 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('early_exit_penalty_percent');
  });
});
