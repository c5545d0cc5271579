import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Alerts } from '../../src/contract/alerts.ts';
import { runDueAlerts } from '../../server/modules/alerts/alerts.check.ts';
import { creditUser, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { createSchema, invest, setClock } from '../factories/invest.ts';
import { noticesOf } from '../factories/recurring.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { mailsTo } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 500);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

/** Two checks at once, as two processes would run them: each crossing still alerts once. */
const check = async () => {
  const [a, b] = await Promise.all([runDueAlerts(ctx.deps, ctx.deps.now()), runDueAlerts(ctx.deps, ctx.deps.now())]);
  return { maturing: a.maturing + b.maturing, balance: a.balance + b.balance, price: a.price + b.price };
};
const notices = async (word: string) => (await noticesOf(ctx.app, alice.token)).filter((m) => m.includes(word));
const mailsOf = async (template: string) =>
  (await mailsTo(ctx, alice.user.email)).filter((m) => m.template === template);
const setRate = (symbol: string, rate: number) =>
  call(ctx.app, 'PUT', '/api/admin/rates', { token: admin, body: { rates: [{ symbol, rate }] } });

describe('balance alert', () => {
  it('alerts once each time Main falls under the level, again only after it went back over', async () => {
    const plan = await createSchema(ctx.app, admin, { minAmount: 10, maxAmount: 1000 });
    const set = await call<Alerts>(ctx.app, 'PUT', '/api/alerts/balance', { token: alice.token, body: { level: 100 } });
    expect(set.body.balance).toEqual({ level: 100, triggered: false });
    expect(await check()).toMatchObject({ balance: 0 });
    await invest(ctx.app, alice.token, plan.id, 450);
    expect(await check()).toMatchObject({ balance: 1 });
    expect(await check()).toMatchObject({ balance: 0 });
    await invest(ctx.app, alice.token, plan.id, 10);
    expect(await check()).toMatchObject({ balance: 0 });
    await creditUser(ctx.app, admin, alice.user.id, 200);
    expect(await check()).toMatchObject({ balance: 0 });
    await invest(ctx.app, alice.token, plan.id, 200);
    expect(await check()).toMatchObject({ balance: 1 });
    expect(await notices('fell under 100.00 USD')).toHaveLength(2);
    expect(await mailsOf('balance_low')).toHaveLength(2);
  });

  it('counts a balance already under a new level as crossed, removes with null, and names bad fields', async () => {
    await call(ctx.app, 'PUT', '/api/alerts/balance', { token: alice.token, body: { level: 600 } });
    expect(await check()).toMatchObject({ balance: 0 });
    const bad = await call<ErrorBody>(ctx.app, 'PUT', '/api/alerts/balance', {
      token: alice.token,
      body: { level: -1 },
    });
    expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([400, ['level']]);
    const gone = await call<Alerts>(ctx.app, 'PUT', '/api/alerts/balance', {
      token: alice.token,
      body: { level: null },
    });
    expect(gone.body.balance).toBeNull();
  });
});

describe('price alert', () => {
  it('alerts once per crossing of the level, in the direction it was set', async () => {
    const add = await call<Alerts>(ctx.app, 'POST', '/api/alerts/prices', {
      token: alice.token,
      body: { symbol: 'btc', level: 70_000 },
    });
    expect(add.status).toBe(201);
    expect(add.body.prices).toEqual([
      { id: expect.any(String), symbol: 'BTC', level: 70_000, direction: 'above', triggered: false },
    ]);
    expect(await check()).toMatchObject({ price: 0 });
    expect((await setRate('BTC', 70_500)).status).toBe(200);
    expect(await check()).toMatchObject({ price: 1 });
    await setRate('BTC', 71_000);
    expect(await check()).toMatchObject({ price: 0 });
    await setRate('BTC', 69_000);
    expect(await check()).toMatchObject({ price: 0 });
    await setRate('BTC', 70_000);
    expect(await check()).toMatchObject({ price: 1 });
    expect(await notices('BTC is above your level of 70,000.00 USD')).toHaveLength(2);
    expect(await mailsOf('price_alert')).toHaveLength(2);
    const id = add.body.prices[0]?.id;
    const removed = await call<Alerts>(ctx.app, 'DELETE', `/api/alerts/prices/${id}`, { token: alice.token });
    expect(removed.body.prices).toEqual([]);
    const unknown = await call<ErrorBody>(ctx.app, 'POST', '/api/alerts/prices', {
      token: alice.token,
      body: { symbol: 'NOPE', level: 1 },
    });
    expect([unknown.status, unknown.body.errors?.symbol]).toEqual([404, 'is not on the market page']);
  });
});

describe('maturity alerts', () => {
  it('tells 3 days before and on the day, once each', async () => {
    setClock(ctx, '2026-03-02T09:00:00Z');
    const plan = await createSchema(ctx.app, admin, { periods: 5, intervalHours: 24, minAmount: 10 });
    await invest(ctx.app, alice.token, plan.id, 100);
    // Matures on March 7 at about 09:00 (5 daily periods).
    setClock(ctx, '2026-03-03T12:00:00Z');
    expect(await check()).toMatchObject({ maturing: 0 });
    setClock(ctx, '2026-03-04T10:00:00Z');
    expect(await check()).toMatchObject({ maturing: 1 });
    expect(await check()).toMatchObject({ maturing: 0 });
    setClock(ctx, '2026-03-07T00:30:00Z');
    expect(await check()).toMatchObject({ maturing: 1 });
    setClock(ctx, '2026-03-07T00:30:00Z');
    expect(await check()).toMatchObject({ maturing: 0 });
    expect(await notices('matures in 3 days (Mar 7, 2026)')).toHaveLength(1);
    expect(await notices('matures today')).toHaveLength(1);
    expect(await mailsOf('investment_maturing')).toHaveLength(2);
  });
});
