import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminInvestment,
  Investment,
  InvestmentSchema,
  InvestResult,
  Portfolio,
} from '../../src/contract/investments.ts';
import { distributeProfits } from '../../server/jobs/profit-engine.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { createSchema, days, invest, schemaBody, setClock } from '../factories/invest.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 5000, 300);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const post = (body: Record<string, unknown>, key: string = randomUUID(), token = alice.token) =>
  call<InvestResult & ErrorBody>(ctx.app, 'POST', '/api/investments', {
    token,
    body,
    headers: { 'Idempotency-Key': key },
  });

describe('schemas on offer', () => {
  it('lists the four seeded active schemas, featured first, with what a period pays and the total return', async () => {
    const res = await call<{ schemas: InvestmentSchema[] }>(ctx.app, 'GET', '/api/schemas', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.schemas).toHaveLength(4);
    expect(res.body.schemas.slice(0, 2).every((s) => s.featured)).toBe(true);
    const starter = res.body.schemas.find((s) => s.name === 'Starter');
    expect(starter).toMatchObject({
      amountType: 'range',
      minAmount: 50,
      maxAmount: 999,
      returnType: 'percent',
      returnValue: 1.5,
      intervalLabel: 'Daily',
      periods: 20,
      totalReturn: 30,
      capitalBack: true,
    });
    const lifetime = res.body.schemas.find((s) => s.periods === null);
    expect(lifetime?.totalReturn).toBeNull();
    const one = await call<{ schema: InvestmentSchema }>(ctx.app, 'GET', `/api/schemas/${starter?.id}`, {
      token: alice.token,
    });
    expect(one.body.schema.id).toBe(starter?.id);
  });

  it('hides inactive schemas (404) and keeps the investor API from admins (403) and strangers (401)', async () => {
    const hidden = await createSchema(ctx.app, admin, { active: false });
    expect((await call(ctx.app, 'GET', `/api/schemas/${hidden.id}`, { token: alice.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/schemas/not-a-uuid', { token: alice.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/schemas', { token: admin })).status).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/schemas')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/admin/schemas', { token: alice.token })).status).toBe(403);
  });
});

describe('invest now', () => {
  it('moves the amount to investments held, copies the terms and sets the next profit time', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, { returnValue: 2, periods: 5 });
    const res = await post({ schema_id: plan.id, amount: 1000, wallet_type: 'main' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Investment created successfully');
    expect(res.body.investment).toMatchObject({
      schemaName: plan.name,
      amount: 1000,
      profitPerPeriod: 20,
      status: 'active',
      periodsPaid: 0,
      periodsLeft: 5,
      sourceWallet: 'main',
    });
    expect(Date.parse(res.body.investment.nextProfitAt ?? '') - start.getTime()).toBeGreaterThanOrEqual(days(1));
    expect(Date.parse(res.body.investment.nextProfitAt ?? '') - start.getTime()).toBeLessThan(days(1) + 60_000);
    expect(res.body.wallets.find((w) => w.type === 'main')?.balance).toBe(4000);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 4000, profit: 300 });

    // A later edit of the schema changes new investments only.
    const edit = await call(ctx.app, 'PUT', `/api/admin/schemas/${plan.id}`, {
      token: admin,
      body: schemaBody({ name: plan.name, returnValue: 9, periods: 2 }),
    });
    expect(edit.status).toBe(200);
    const logs = await call<{ items: Investment[] }>(ctx.app, 'GET', '/api/investments', { token: alice.token });
    expect(logs.body.items[0]).toMatchObject({ returnValue: 2, periods: 5, profitPerPeriod: 20 });
    const report = await distributeProfits(ctx.deps, new Date(start.getTime() + days(10)));
    expect(report.periodsPaid).toBe(5);
  });

  it('invests from the Profit wallet too', async () => {
    const plan = await createSchema(ctx.app, admin);
    const res = await post({ schema_id: plan.id, amount: 250.5, wallet_type: 'profit' });
    expect(res.status).toBe(201);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 5000, profit: 49.5 });
  });

  it('refuses amounts outside the schema rule and beyond the balance, moving nothing', async () => {
    const range = await createSchema(ctx.app, admin, { minAmount: 100, maxAmount: 2000 });
    const fixed = await createSchema(ctx.app, admin, {
      amountType: 'fixed',
      minAmount: 500,
      returnType: 'fixed',
      returnValue: 12.5,
    });
    const low = await post({ schema_id: range.id, amount: 99.99, wallet_type: 'main' });
    expect([low.status, low.body.code, low.body.errors?.amount]).toEqual([
      422,
      'LIMIT_EXCEEDED',
      expect.stringContaining('100.00'),
    ]);
    expect((await post({ schema_id: range.id, amount: 2000.01, wallet_type: 'main' })).status).toBe(422);
    expect((await post({ schema_id: fixed.id, amount: 499, wallet_type: 'main' })).body.message).toBe(
      'This schema takes exactly 500.00',
    );
    const poor = await post({ schema_id: range.id, amount: 1000, wallet_type: 'profit' });
    expect([poor.status, poor.body.code]).toEqual([422, 'INSUFFICIENT_FUNDS']);
    expect((await post({ schema_id: randomUUID(), amount: 100, wallet_type: 'main' })).status).toBe(404);
    const bad = await post({ schema_id: range.id, amount: '1.001', wallet_type: 'savings' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['amount', 'wallet_type']);
    expect((await post({ schema_id: range.id, amount: 100, wallet_type: 'main', role: 'admin' })).status).toBe(400);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 5000, profit: 300 });
    const fixedOk = await post({ schema_id: fixed.id, amount: 500, wallet_type: 'main' });
    expect(fixedOk.body.investment.profitPerPeriod).toBe(12.5);
  });

  it('replays a retried Idempotency-Key instead of investing twice', async () => {
    const plan = await createSchema(ctx.app, admin);
    const key = randomUUID();
    const [a, b] = [
      await post({ schema_id: plan.id, amount: 100, wallet_type: 'main' }, key),
      await post({ schema_id: plan.id, amount: 100, wallet_type: 'main' }, key),
    ];
    expect(a.status).toBe(201);
    expect(b.headers.get('Idempotent-Replayed')).toBe('true');
    expect(b.body.investment.id).toBe(a.body.investment.id);
    expect((await balancesOf(ctx.app, alice.token)).main).toBe(4900);
  });
});

describe('schema logs, portfolio and admin', () => {
  it('pages own investments only and summarises the portfolio', async () => {
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, { periods: 3 });
    const other = await createSchema(ctx.app, admin, { periods: null, capitalBack: false });
    for (const amount of [100, 200, 300]) await invest(ctx.app, alice.token, plan.id, amount);
    await invest(ctx.app, alice.token, other.id, 1000);
    const bob = await fundedUser(ctx.app, admin, 100);
    await invest(ctx.app, bob.token, plan.id, 50);
    const later = new Date(start.getTime() + days(4) + 3_600_000);
    await distributeProfits(ctx.deps, later);
    setClock(ctx, later);

    const first = await call<{ items: Investment[]; nextCursor: string }>(ctx.app, 'GET', '/api/investments?limit=3', {
      token: alice.token,
    });
    expect(first.body.items).toHaveLength(3);
    const second = await call<{ items: Investment[]; nextCursor: string | null }>(
      ctx.app,
      'GET',
      `/api/investments?limit=3&cursor=${first.body.nextCursor}`,
      { token: alice.token },
    );
    expect(second.body.items).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const done = await call<{ items: Investment[] }>(ctx.app, 'GET', '/api/investments?status=completed', {
      token: alice.token,
    });
    expect(done.body.items.map((i) => [i.periodsPaid, i.periodsLeft, i.nextProfitAt])).toEqual([
      [3, 0, null],
      [3, 0, null],
      [3, 0, null],
    ]);

    const p = await call<Portfolio>(ctx.app, 'GET', '/api/portfolio', { token: alice.token });
    expect(p.body).toMatchObject({ totalInvested: 1600, activeInvested: 1000, activeCount: 1, completedCount: 3 });
    // 3 x 2 % of 600 + 4 x 2 % of 1000 = 36 + 80
    expect(p.body.totalProfit).toBe(116);
    expect(p.body.profitByDay).toHaveLength(30);
    expect(p.body.profitByDay.reduce((a, d) => a + d.amount, 0)).toBeCloseTo(116, 2);
    expect(p.body.allocation).toEqual([{ schemaId: other.id, name: other.name, amount: 1000, count: 1 }]);

    const all = await call<{ items: AdminInvestment[] }>(
      ctx.app,
      'GET',
      `/api/admin/investments?q=${bob.user.username}`,
      { token: admin },
    );
    expect(all.body.items.map((i) => i.user.email)).toEqual([bob.user.email]);
    const active = await call<{ items: AdminInvestment[] }>(
      ctx.app,
      'GET',
      `/api/admin/investments?status=active&schema_id=${other.id}`,
      { token: admin },
    );
    expect(active.body.items).toHaveLength(1);
  });

  it('creates, validates, edits and deletes schemas; one invested in is only deactivated', async () => {
    const bad = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/schemas', {
      token: admin,
      body: schemaBody({
        amountType: 'range',
        minAmount: 100,
        maxAmount: 50,
        returnValue: 101,
        offDays: [0, 1, 2, 3, 4, 5, 6],
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('offDays');
    const pct = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/schemas', {
      token: admin,
      body: schemaBody({ returnValue: 101 }),
    });
    expect(pct.body.errors?.returnValue).toBe('must be at most 100');
    const unused = await createSchema(ctx.app, admin);
    const used = await createSchema(ctx.app, admin);
    await invest(ctx.app, alice.token, used.id, 100);
    const del1 = await call<{ deleted: boolean }>(ctx.app, 'DELETE', `/api/admin/schemas/${unused.id}`, {
      token: admin,
    });
    const del2 = await call<{ deleted: boolean }>(ctx.app, 'DELETE', `/api/admin/schemas/${used.id}`, { token: admin });
    expect([del1.body.deleted, del2.body.deleted]).toEqual([true, false]);
    const list = await call<{ schemas: InvestmentSchema[] }>(ctx.app, 'GET', '/api/admin/schemas', { token: admin });
    expect(list.body.schemas.find((s) => s.id === used.id)).toMatchObject({ active: false, investmentsCount: 1 });
    expect(list.body.schemas.some((s) => s.id === unused.id)).toBe(false);
    expect(
      (await call(ctx.app, 'PUT', `/api/admin/schemas/${randomUUID()}`, { token: admin, body: schemaBody() })).status,
    ).toBe(404);
  });
});
