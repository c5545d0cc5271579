import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../server/modules/openapi/catalogue.ts';
import type { SupportViewRecord } from '../../src/contract/trust.ts';
import { expectLedgerHealthy, fundedUser } from '../factories/money.ts';
import { trustCalls } from '../factories/trust.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
let trust: ReturnType<typeof trustCalls>;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  trust = trustCalls(ctx, admin);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const REASON = 'Customer asked why a deposit is pending';
const ANY_ID = '00000000-0000-4000-8000-000000000001';
const me = (token: string) => call<{ user: { id: string; role: string } }>(ctx.app, 'GET', '/api/auth/me', { token });

describe('support view', () => {
  it("opens the investor's app read-only for 30 minutes with a reason, never as the investor's own session", async () => {
    const bob = await fundedUser(ctx.app, admin, 50);
    const short = await trust.openView(bob.user.id, 'hm');
    expect(short.status).toBe(400);
    expect(short.body.errors?.reason).toBeDefined();
    expect((await trust.openView(ANY_ID)).status).toBe(404);
    expect((await trust.openView(bob.user.id, REASON, bob.token)).status).toBe(403);

    const view = await trust.openView(bob.user.id);
    expect(view.status).toBe(201);
    expect(view.body.token.startsWith('sv_')).toBe(true);
    const opened = ctx.deps.now().getTime();
    expect(new Date(view.body.expires_at).getTime() - opened).toBeGreaterThan(29 * 60_000);
    expect(new Date(view.body.expires_at).getTime() - opened).toBeLessThanOrEqual(30 * 60_000);
    const token = view.body.token;

    // As the investor sees it.
    expect((await me(token)).body.user.id).toBe(bob.user.id);
    const wallets = await call<Array<{ type: string; balance: string }>>(ctx.app, 'GET', '/api/wallet/wallets', {
      token,
    });
    expect(wallets.status).toBe(200);
    expect(wallets.body).toEqual((await call(ctx.app, 'GET', '/api/wallet/wallets', { token: bob.token })).body);
    expect((await call(ctx.app, 'GET', '/api/transactions/user', { token })).status).toBe(200);
    expect(
      (await call<{ support_view: boolean }>(ctx.app, 'GET', '/api/support-view/current', { token })).body.support_view,
    ).toBe(true);
    expect(
      (await call<{ support_view: boolean }>(ctx.app, 'GET', '/api/support-view/current', { token: bob.token })).body
        .support_view,
    ).toBe(false);
    // Nothing of the admin's: the view carries no admin role, and the investor's sessions are untouched.
    expect((await call(ctx.app, 'GET', '/api/admin/users', { token })).status).toBe(403);
    const sessions = await call<{ data: unknown[] }>(ctx.app, 'GET', '/api/sessions', { token: bob.token });
    expect(sessions.body.data).toHaveLength(1);

    // After 30 minutes the token opens nothing.
    ctx.clock.offsetMs += 30 * 60_000 + 1000;
    expect((await me(token)).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/wallet/wallets', { token })).status).toBe(401);
  });

  it('is refused every write by the server, on every non-GET route of the app', async () => {
    const bob = await fundedUser(ctx.app, admin, 50);
    const { token } = (await trust.openView(bob.user.id)).body;
    const writes = ROUTES.filter((r) => r.method !== 'get');
    expect(writes.length).toBeGreaterThan(50);
    for (const route of writes) {
      const path = route.path.replace(/\{[^}]+\}/g, ANY_ID);
      const res = await call<{ code: string }>(ctx.app, route.method.toUpperCase(), path, { token, body: {} });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(res.body.code, `${route.method} ${route.path}`).toBe('SUPPORT_VIEW_READ_ONLY');
    }
    expect((await call(ctx.app, 'GET', '/api/wallet/wallets', { token: bob.token })).status).toBe(200);
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('is audited, and the investor sees when support looked and why', async () => {
    const bob = await fundedUser(ctx.app, admin);
    const view = await trust.openView(bob.user.id);
    const log = await call<{ items: Array<{ action: string; reason: string | null; targetId: string }> }>(
      ctx.app,
      'GET',
      '/api/admin/audit',
      { token: admin },
    );
    const entry = log.body.items.find((e) => e.action === 'support_view.open');
    expect(entry).toMatchObject({ reason: REASON, targetId: bob.user.id });
    const seen = await call<{ items: SupportViewRecord[] }>(ctx.app, 'GET', '/api/security/support-views', {
      token: bob.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.items).toEqual([
      { id: view.body.view_id, opened_at: expect.any(String), expires_at: view.body.expires_at, reason: REASON },
    ]);
    // Another investor's page shows nothing of it.
    const other = await fundedUser(ctx.app, admin);
    expect(
      (await call<{ items: unknown[] }>(ctx.app, 'GET', '/api/security/support-views', { token: other.token })).body
        .items,
    ).toEqual([]);
  });

  it('cannot open an admin account', async () => {
    const self = await me(admin);
    expect((await trust.openView(self.body.user.id)).status).toBe(404);
  });
});
