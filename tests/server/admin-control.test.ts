import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema.ts';
import { ADMIN_WRITE_ROUTES } from '../../server/lib/admin-control.ts';
import { openApiPath } from '../../server/lib/admin-permissions.ts';
import { audit } from '../../server/lib/audit.ts';
import type { ApprovalResult, SentForApproval } from '../../src/contract/approvals.ts';
import type { Settings } from '../../src/contract/settings.ts';
import type { StaffMember } from '../../src/contract/staff.ts';
import { staffSession } from '../factories/staff.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase({ productDefaults: true });
});

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const settingsNow = async (token: string) =>
  (await call<{ data: Settings }>(ctx.app, 'GET', '/api/admin/settings', { token })).body.data;
const put = (token: string, body: Partial<Settings>) =>
  call<{ data: Settings; approval?: SentForApproval['approval'] } & ErrorBody>(ctx.app, 'PUT', '/api/admin/settings', {
    token,
    body,
  });
const approve = (token: string, id: string) =>
  call<ApprovalResult & ErrorBody>(ctx.app, 'POST', `/api/admin/approvals/${id}/approve`, {
    token,
    headers: { 'Idempotency-Key': randomUUID() },
  });
const noticesOf = async (userId: string) =>
  (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.message);

describe('admin control needs a step-up', () => {
  it('classifies every admin write route of the app, so a new one cannot be added without deciding', () => {
    const routes = new Set(
      ctx.app.routes
        .filter((r) => WRITES.has(r.method) && r.path.startsWith('/api/admin/'))
        .map((r) => `${r.method} ${openApiPath(r.path)}`),
    );
    const unclassified = [...routes].filter((r) => !(r in ADMIN_WRITE_ROUTES));
    expect(unclassified).toEqual([]);
    // And nothing stale: every line of the table is a route the app serves.
    expect(Object.keys(ADMIN_WRITE_ROUTES).filter((r) => !routes.has(r))).toEqual([]);
  });

  it('refuses a stolen owner session (signed in, no step-up) with 403 STEP_UP_REQUIRED on every control route, and nothing changes', async () => {
    const owner = await loginAdmin(ctx.app);
    const stolen = (await loginAdmin(ctx.app, { stepUp: false })).token;
    expect(
      (await call<{ until: string | null }>(ctx.app, 'GET', '/api/step-up', { token: stolen })).body.until,
    ).toBeNull();
    const before = await settingsNow(owner.token);
    const control = Object.entries(ADMIN_WRITE_ROUTES).filter(([, c]) => c === 'step-up');
    expect(control.length).toBeGreaterThanOrEqual(9);
    for (const [route] of control) {
      const [method = '', path = ''] = route.split(' ');
      const res = await call<ErrorBody>(ctx.app, method, path.replace('{id}', randomUUID()), {
        token: stolen,
        body: {},
        headers: { 'Idempotency-Key': randomUUID() },
      });
      expect({ route, status: res.status, code: res.body.code }).toEqual({
        route,
        status: 403,
        code: 'STEP_UP_REQUIRED',
      });
    }
    // The attack of the finding, word for word.
    expect((await put(stolen, { fourEyesThreshold: 0, withdrawalCoolingOffHours: 0 })).status).toBe(403);
    const owner2 = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/staff', {
      token: stolen,
      body: { email: 'thief@example.com', firstName: 'T', lastName: 'Hief', role: 'owner' },
    });
    expect(owner2.body.code).toBe('STEP_UP_REQUIRED');
    expect(await settingsNow(owner.token)).toEqual(before);
    const team = await call<{ data: StaffMember[] }>(ctx.app, 'GET', '/api/admin/staff', { token: owner.token });
    expect(team.body.data.map((m) => m.email)).toEqual(['admin@example.com']);
    // The same session after a step-up goes through.
    const { password, totp } = await import('../setup/admin-totp.ts').then((m) => m.adminSignIn());
    expect(
      (await call(ctx.app, 'POST', '/api/step-up', { token: stolen, body: totp ? { password, totp } : { password } }))
        .status,
    ).toBe(200);
    expect((await put(stolen, { withdrawalCoolingOffHours: 48 })).status).toBe(200);
  });
});

describe('loosening a protection', () => {
  it('waits for a second admin who may change settings; the others are told in the app and by mail; tightening applies at once', async () => {
    const owner = await loginAdmin(ctx.app);
    const other = await staffSession(ctx, 'owner', owner.token);
    const finance = await staffSession(ctx, 'finance', owner.token);
    const sent = await put(owner.token, {
      fourEyesThreshold: 0,
      withdrawalCoolingOffHours: 0,
      sendMoneyChargeFixed: 1,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.approval).toMatchObject({ kind: 'settings_change', status: 'pending', amount: 0 });
    expect(sent.body.approval?.summary).toBe(
      'Loosen settings: Four-eyes threshold from 1,000.00 USD to off; Withdrawal cooling-off from 24 hours to 0 hours',
    );
    expect(await settingsNow(owner.token)).toMatchObject({
      fourEyesThreshold: 1000,
      withdrawalCoolingOffHours: 24,
      sendMoneyChargeFixed: 0.5,
    });
    for (const admin of [other, finance]) {
      expect(await noticesOf(admin.user.id)).toEqual(
        expect.arrayContaining([
          expect.stringContaining('asked to loosen: Four-eyes threshold from 1,000.00 USD to off'),
        ]),
      );
      expect((await lastMailTo(ctx, admin.user.email, 'admin_protection_loosened'))?.text).toContain(
        'Nothing changes until a different admin approves it',
      );
    }
    expect((await noticesOf(owner.user.id)).filter((m) => m.includes('loosen'))).toEqual([]);
    // A second one waits behind it: refused, not stacked.
    expect((await put(owner.token, { sendMoneyMax: 20_000 })).status).toBe(409);
    const id = sent.body.approval?.id ?? '';
    expect((await approve(owner.token, id)).body.code).toBe('OWN_APPROVAL_REQUEST');
    expect((await approve(finance.token, id)).body.code).toBe('STAFF_PERMISSION_REQUIRED');
    const approved = await approve(other.token, id);
    expect(approved.status).toBe(200);
    expect(await settingsNow(owner.token)).toMatchObject({
      fourEyesThreshold: 0,
      withdrawalCoolingOffHours: 0,
      sendMoneyChargeFixed: 1,
    });
    expect(await noticesOf(owner.user.id)).toEqual(
      expect.arrayContaining([expect.stringContaining('approved loosening')]),
    );
    // Tightening needs no second admin.
    const tighter = await put(owner.token, { withdrawalCoolingOffHours: 72, fourEyesThreshold: 500 });
    expect(tighter.status).toBe(200);
    expect(tighter.body.data).toMatchObject({ withdrawalCoolingOffHours: 72, fourEyesThreshold: 500 });
  });

  it('applies at once when no other admin may approve settings, and tells every other admin', async () => {
    const owner = await loginAdmin(ctx.app);
    const finance = await staffSession(ctx, 'finance', owner.token);
    const res = await put(owner.token, { withdrawalCoolingOffHours: 0 });
    expect(res.status).toBe(200);
    expect(res.body.data.withdrawalCoolingOffHours).toBe(0);
    expect(await noticesOf(finance.user.id)).toEqual(
      expect.arrayContaining([expect.stringContaining('loosened: Withdrawal cooling-off from 24 hours to 0 hours')]),
    );
    expect(await lastMailTo(ctx, finance.user.email, 'admin_protection_loosened')).toBeDefined();
  });
});

describe('the audit log', () => {
  it('never shows a key, a node URL or a secret: each is hidden with a fingerprint that tells a change', async () => {
    const owner = await loginAdmin(ctx.app);
    const xpub =
      'xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz';
    const rpcUrl = 'https://bsc.example/v1/0123456789abcdef-api-key';
    await audit(
      ctx.deps.db,
      {
        actorId: owner.user.id,
        action: 'deposit_method.update',
        targetType: 'deposit_method',
        targetId: randomUUID(),
        before: { name: 'USDT', config: { xpub, rpcUrl: 'https://old.example' } },
        after: { name: 'USDT', config: { xpub, rpcUrl } },
      },
      ctx.deps.now(),
    );
    const log = await call<{
      items: Array<{
        action: string;
        before: { config: Record<string, string> };
        after: { config: Record<string, string> };
      }>;
    }>(ctx.app, 'GET', '/api/admin/audit', { token: owner.token });
    const text = JSON.stringify(log.body);
    expect(text).not.toContain(xpub);
    expect(text).not.toContain('api-key');
    const entry = log.body.items.find((e) => e.action === 'deposit_method.update');
    expect(entry?.after.config['xpub']).toMatch(/^hidden \([0-9a-f]{6}\)$/);
    expect(entry?.after.config['xpub']).toBe(entry?.before.config['xpub']);
    expect(entry?.after.config['rpcUrl']).not.toBe(entry?.before.config['rpcUrl']);
  });
});
