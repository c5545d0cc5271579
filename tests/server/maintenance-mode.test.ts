import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

  it('under send load while it switches on, every send either completed fully or got 503, and the ledger verifies', async () => {
    const senders = await Promise.all(Array.from({ length: 4 }, () => fundedUser(ctx.app, admin, 1000)));
    const bob = await fundedUser(ctx.app, admin);
    await trust.adminStepUp();
    const send = (i: number) => {
      const from = senders[i % senders.length];
      if (!from) throw new Error('no sender');
      return call<{ code?: string }>(ctx.app, 'POST', '/api/send-money-now', {
        token: from.token,
        key: randomUUID(),
        body: { sender_wallet_id: from.main.id, recipient_email: bob.user.email, amount: 1 },
      });
    };
    // The first wave is in flight while the switch flips; the second starts after it.
    const before = spaced(20, 2, send);
    await switchOn();
    const after = await spaced(20, 0, (i) => send(i + 20));
    const answers = [...(await before), ...after];
    for (const a of after) expect(a.body.code).toBe('MAINTENANCE');
    const done = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 503 && a.body.code === 'MAINTENANCE').length;
    expect(done + refused).toBe(answers.length);
    expect(refused).toBeGreaterThan(0);
    expect(done).toBeGreaterThan(0);
    expect((await balancesOf(ctx.app, bob.token)).main).toBe(done);
    await trust.maintenance({ on: false });
    const again = senders[0];
    if (!again) throw new Error('no sender');
    expect(
      (
        await call(ctx.app, 'POST', '/api/send-money-now', {
          token: again.token,
          body: { sender_wallet_id: again.main.id, recipient_email: bob.user.email, amount: 1 },
        })
      ).status,
    ).toBe(200);
    expect((await balancesOf(ctx.app, bob.token)).main).toBe(done + 1);
  });
});
