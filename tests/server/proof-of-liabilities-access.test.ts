import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminLiabilities } from '../../src/contract/proof-of-liabilities.ts';
import { expectLedgerHealthy, fundedUser } from '../factories/money.ts';
import { hex, liabilityCalls } from '../factories/proof-of-liabilities.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let pol: ReturnType<typeof liabilityCalls>;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  pol = liabilityCalls(ctx, admin);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});
const adminStepUp = () => pol.adminStepUp();
const snapshot = (token = admin) => pol.snapshot(token);
const myProof = (token: string) => pol.myProof(token);

describe('who may do what', () => {
  it('refuses a snapshot without step-up, to investors and to strangers; the public figure needs no sign-in', async () => {
    const alice = await fundedUser(ctx.app, admin, 10);
    const unconfirmed = (await loginAdmin(ctx.app, { stepUp: false })).token;
    const noStepUp = await snapshot(unconfirmed);
    expect(noStepUp.status).toBe(403);
    expect(noStepUp.body.code).toBe('STEP_UP_REQUIRED');
    expect((await snapshot(alice.token)).status).toBe(403);
    expect((await call(ctx.app, 'POST', '/api/admin/proof-of-liabilities')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/admin/proof-of-liabilities', { token: alice.token })).status).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/proof-of-liabilities/me')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/proof-of-liabilities')).status).toBe(404);
    await adminStepUp();
    expect((await snapshot()).status).toBe(201);
    expect((await call(ctx.app, 'GET', '/api/proof-of-liabilities')).status).toBe(200);
  });

  it("never answers another user's proof: each session gets its own leaf only", async () => {
    const alice = await fundedUser(ctx.app, admin, 11);
    const bob = await fundedUser(ctx.app, admin, 22);
    await adminStepUp();
    await snapshot();
    const a = (await myProof(alice.token)).body;
    const b = (await myProof(bob.token)).body;
    expect([a.balance_cents, b.balance_cents]).toEqual([1100, 2200]);
    expect(a.id_hash).toBe(hex(`${alice.user.id}:${a.nonce}`));
    expect(b.id_hash).toBe(hex(`${bob.user.id}:${b.nonce}`));
    expect(
      (await call(ctx.app, 'GET', `/api/proof-of-liabilities/me?user_id=${bob.user.id}`, { token: alice.token })).body,
    ).toMatchObject({ id_hash: a.id_hash });
    expect((await myProof(admin)).status).toBe(403);
  });

  it('keeps declared assets per asset and shows their ratio to the latest total', async () => {
    await fundedUser(ctx.app, admin, 1000);
    await adminStepUp();
    await snapshot();
    const put = (body: unknown) =>
      call<AdminLiabilities & ErrorBody>(ctx.app, 'PUT', '/api/admin/proof-of-liabilities/declared-assets', {
        token: admin,
        body,
      });
    const bad = await put({ assets: [{ asset: 'USDT', amount_cents: -1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty(['assets.0.amount_cents']);
    const ok = await put({
      assets: [
        { asset: 'USDT', amount_cents: 80_000 },
        { asset: 'Bank EUR', amount_cents: 40_000 },
        { asset: 'BTC', amount_cents: null },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ declared_total_cents: 120_000, ratio: 1.2 });
    const view = await call<AdminLiabilities>(ctx.app, 'GET', '/api/admin/proof-of-liabilities', { token: admin });
    expect(view.body.declared_assets).toHaveLength(3);
  });
});
