import { desc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema.ts';
import { seedDefaultSettings } from '../../server/modules/settings/settings.service.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../src/contract/settings.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase({ productDefaults: true });
  admin = (await loginAdmin(ctx.app)).token;
});

const get = (token = admin) => call<{ data: Settings } & ErrorBody>(ctx.app, 'GET', '/api/admin/settings', { token });
const put = (body: unknown, token = admin) =>
  call<{ data: Settings } & ErrorBody>(ctx.app, 'PUT', '/api/admin/settings', { token, body });

describe('admin settings', () => {
  it('serves the seeded defaults and updates a partial object with an audit row', async () => {
    expect((await get()).body.data).toEqual(DEFAULT_SETTINGS);
    const res = await put({ sendMoneyChargeFixed: 0.25, exchangeChargePercent: 2.5 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...DEFAULT_SETTINGS, sendMoneyChargeFixed: 0.25, exchangeChargePercent: 2.5 });
    expect((await get()).body.data.exchangeChargePercent).toBe(2.5);
    const [audit] = await ctx.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'settings.update',
      before: { sendMoneyChargeFixed: 0.5, exchangeChargePercent: 1 },
      after: { sendMoneyChargeFixed: 0.25, exchangeChargePercent: 2.5 },
    });
  });

  it('never overwrites an admin value when seeding again', async () => {
    await put({ sendMoneyMax: 123 });
    await seedDefaultSettings(ctx.deps);
    expect((await get()).body.data.sendMoneyMax).toBe(123);
  });

  it('rejects unknown keys, bad values and a min above its max', async () => {
    const unknown = await put({ nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('nope');
    const bad = await put({ exchangeChargePercent: 101, sendMoneyChargeFixed: 0.001 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['exchangeChargePercent', 'sendMoneyChargeFixed']),
    );
    const inverted = await put({ sendMoneyMin: 20_000 });
    expect(inverted.status).toBe(400);
    expect(inverted.body.errors).toHaveProperty('sendMoneyMin');
    expect((await get()).body.data).toEqual(DEFAULT_SETTINGS);
  });

  it('is for admins only', async () => {
    const u = await registerUser(ctx.app);
    expect((await get(u.token)).status).toBe(403);
    expect((await put({ sendMoneyMax: 1 }, u.token)).status).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/admin/settings')).status).toBe(401);
  });
});
