import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { waitsDuringMaintenance } from '../../server/jobs/scheduler.ts';
import { MONEY_ROUTES } from '../../server/modules/maintenance/maintenance.guard.ts';
import { ROUTES } from '../../server/modules/openapi/catalogue.ts';
import type { MaintenanceState } from '../../src/contract/trust.ts';
import { balancesOf, creditUser, expectLedgerHealthy, fundedUser } from '../factories/money.ts';
import { MONEY_BODIES, minutesFromNow, retryAfter, spaced, trustCalls } from '../factories/trust.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
let trust: ReturnType<typeof trustCalls>;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app, { stepUp: false })).token;
  trust = trustCalls(ctx, admin);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const MESSAGE = 'Planned upgrade of the payment system.';
const switchOn = async (minutes = 10) => {
  const res = await trust.maintenance({ on: true, message: MESSAGE, until: minutesFromNow(ctx, minutes) });
  expect(res.status).toBe(200);
  return res;
};

describe('maintenance mode', () => {
  it('is switched by an admin after a step-up, with a clear 400 for bad input, and audited', async () => {
    expect((await trust.maintenance({ on: true, message: MESSAGE })).body.code).toBe('STEP_UP_REQUIRED');
    await trust.adminStepUp();
    const bad = await trust.maintenance({ on: true, message: MESSAGE, until: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.until).toBeDefined();
    expect((await trust.maintenance({ on: 'yes' })).body.errors?.on).toBeDefined();
    expect((await call<MaintenanceState>(ctx.app, 'GET', '/api/maintenance')).body.on).toBe(false);
    const on = await switchOn();
    expect(on.body).toMatchObject({ on: true, message: MESSAGE });
    const investor = await fundedUser(ctx.app, admin);
    expect((await trust.maintenance({ on: false }, investor.token)).status).toBe(403);
    const log = await call<{ items: Array<{ action: string }> }>(ctx.app, 'GET', '/api/admin/audit', { token: admin });
    expect(log.body.items.map((e) => e.action)).toContain('maintenance.on');
  });

  it('answers 503 with the message and Retry-After on every money route, lets reads and admins work, and health says so', async () => {
    // Every non-admin route that takes an Idempotency-Key moves money: it must be in the declared list.
    const keyed = ROUTES.filter((r) => r.idempotent && !r.path.startsWith('/api/admin/')).map(
      (r) => `${r.method.toUpperCase()} ${r.path}`,
    );
    for (const route of keyed) expect(MONEY_ROUTES, route).toContain(route);
    const alice = await fundedUser(ctx.app, admin, 100);
    await trust.adminStepUp();
    await switchOn(10);
    for (const route of MONEY_ROUTES) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await call<{ code: string; message: string }>(ctx.app, method, path, {
        token: alice.token,
        body: MONEY_BODIES[route],
        key: randomUUID(),
      });
      expect(res.status, route).toBe(503);
      expect(res.body.code, route).toBe('MAINTENANCE');
      expect(res.body.message, route).toBe(MESSAGE);
      expect(retryAfter(res.headers), route).toBeGreaterThan(590);
      expect(retryAfter(res.headers), route).toBeLessThanOrEqual(600);
    }
    expect((await call(ctx.app, 'GET', '/api/wallet/wallets', { token: alice.token })).status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/transactions/user', { token: alice.token })).status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/send-money/limits', { token: alice.token })).status).toBe(200);
    // Staff keep working: a balance adjustment goes through.
    await creditUser(ctx.app, admin, alice.user.id, 5);
    expect((await balancesOf(ctx.app, alice.token)).main).toBe(105);
    const health = await call<{ status: string; maintenance: MaintenanceState }>(ctx.app, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.maintenance).toMatchObject({ on: true, message: MESSAGE });

    expect((await trust.maintenance({ on: false })).body.on).toBe(false);
    const bob = await fundedUser(ctx.app, admin);
    const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 10 },
    });
    expect(sent.status).toBe(200);
    expect((await call<{ maintenance: MaintenanceState }>(ctx.app, 'GET', '/api/health')).body.maintenance.on).toBe(
      false,
    );
  });

  it('makes money jobs wait and resume, while other jobs go on', async () => {
    let runs = 0;
    const job = waitsDuringMaintenance({ name: 'probe', everyMs: 1000, run: async () => void (runs += 1) });
    await job.run(ctx.deps);
    await trust.adminStepUp();
    await switchOn();
    await job.run(ctx.deps);
    expect(runs).toBe(1);
    await trust.maintenance({ on: false });
    await job.run(ctx.deps);
    expect(runs).toBe(2);
  });

  it('under send load while it switches on: every send acknowledged once, none lost, none duplicated, none half-done', async () => {
    const senders = await Promise.all(Array.from({ length: 4 }, () => fundedUser(ctx.app, admin, 1000)));
    const bob = await fundedUser(ctx.app, admin);
    await trust.adminStepUp();
    // Each request sends its own amount (1.00, 1.01, ...), so its transfer row names it.
    const keys = Array.from({ length: 40 }, () => randomUUID());
    const cents = (i: number) => 100 + i;
    const send = (i: number) => {
      const from = senders[i % senders.length];
      if (!from) throw new Error('no sender');
      return call<{ code?: string }>(ctx.app, 'POST', '/api/send-money-now', {
        token: from.token,
        key: keys[i] ?? '',
        body: { sender_wallet_id: from.main.id, recipient_email: bob.user.email, amount: cents(i) / 100 },
      });
    };
    const rowsPerSend = async () => {
      const rows = await queryRows<{ amount_cents: number; n: number }>(
        ctx.deps.db,
        sql`SELECT amount_cents::int AS amount_cents, count(*)::int AS n FROM transfers WHERE recipient_user_id = ${bob.user.id} GROUP BY amount_cents`,
      );
      return new Map(rows.map((r) => [r.amount_cents, r.n]));
    };
    // The first wave is in flight while the switch flips; the second starts after it.
    const before = spaced(20, 2, send);
    await switchOn();
    const after = await spaced(20, 0, (i) => send(i + 20));
    const answers = [...(await before), ...after];
    for (const a of after) expect(a.body.code).toBe('MAINTENANCE');
    const rows = await rowsPerSend();
    const acknowledged = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
    const refused = answers.flatMap((a, i) => (a.status === 503 && a.body.code === 'MAINTENANCE' ? [i] : []));
    const lost = acknowledged.filter((i) => rows.get(cents(i)) !== 1).length;
    const halfDone = refused.filter((i) => rows.has(cents(i))).length;
    const duplicated = [...rows.values()].filter((n) => n > 1).length;
    expect({ answered: acknowledged.length + refused.length, lost, duplicated, halfDone }).toEqual({
      answered: answers.length,
      lost: 0,
      duplicated: 0,
      halfDone: 0,
    });
    expect(refused.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    const sum = (ids: number[]) => ids.reduce((total, i) => total + cents(i), 0);
    expect(Math.round((await balancesOf(ctx.app, bob.token)).main * 100)).toBe(sum(acknowledged));

    // Off again: the refused sends, retried with their keys, go through once; an acknowledged one replays.
    await trust.maintenance({ on: false });
    for (const i of refused) expect((await send(i)).status).toBe(200);
    const replayed = acknowledged[0] ?? 0;
    expect((await send(replayed)).status).toBe(200);
    const final = await rowsPerSend();
    expect(keys.map((_, i) => final.get(cents(i)) ?? 0)).toEqual(keys.map(() => 1));
    expect(Math.round((await balancesOf(ctx.app, bob.token)).main * 100)).toBe(sum(keys.map((_, i) => i)));
  });
});
