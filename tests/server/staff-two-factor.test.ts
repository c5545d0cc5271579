import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadEnv, EnvError } from '../../server/env.ts';
import { twoFactor } from '../../server/db/schema-two-factor.ts';
import { BEFORE_TWO_FACTOR } from '../../server/lib/admin-permissions.ts';
import { ROUTES } from '../../server/modules/openapi/catalogue.ts';
import type { StaffAccess } from '../../src/contract/staff.ts';
import type { TwoFactorSetup } from '../../src/contract/two-factor.ts';
import { codeAt } from '../factories/two-factor.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { enforceDocument } from '../setup/openapi-conformance.ts';
import { ADMIN, resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
/** The same database, served as production serves it: ADMIN_TWO_FACTOR required. */
let app: ReturnType<typeof createApp>;
beforeEach(async () => {
  ctx = await resetDatabase();
  app = enforceDocument(createApp({ ...ctx.deps, env: { ...ctx.deps.env, adminTwoFactorRequired: true } }));
  // The admin's first sign-in: no two-factor yet (the suite may seed one, tests/setup/admin-totp.ts).
  await ctx.deps.db.delete(twoFactor);
});

const SAMPLE_ID = '11111111-1111-4111-8111-111111111111';
const signIn = async () => (await call<{ token: string }>(app, 'POST', '/api/auth/login', { body: ADMIN })).body.token;
const access = async (token: string) =>
  (await call<{ data: StaffAccess }>(app, 'GET', '/api/admin/access', { token })).body.data;

describe('two-factor required for admins', () => {
  it('gives an admin without it a session that reaches only me, logout and the set-up, on every other route of the catalogue', async () => {
    const token = await signIn();
    expect(await access(token)).toMatchObject({ role: 'owner', twoFactorEnabled: false, twoFactorSetupRequired: true });
    expect((await call(app, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/two-factor', { token })).status).toBe(200);
    const wrong: string[] = [];
    for (const route of ROUTES.filter((r) => r.access !== 'public' && r.access !== 'user')) {
      const key = `${route.method.toUpperCase()} ${route.path}`;
      if (BEFORE_TWO_FACTOR.has(key)) continue;
      const body = route.method === 'get' || route.method === 'delete' ? undefined : {};
      const res = await call<ErrorBody>(app, route.method.toUpperCase(), route.path.replace(/\{\w+\}/g, SAMPLE_ID), {
        token,
        body,
      });
      if (res.status !== 403 || res.body.code !== 'TWO_FACTOR_SETUP_REQUIRED')
        wrong.push(`${key}: ${res.status} ${res.body.code ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets the same session in once the set-up is confirmed, and asks for the code at the next sign-in', async () => {
    const token = await signIn();
    const refused = await call<ErrorBody>(app, 'GET', '/api/admin/dashboard', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // The sign-in is no step-up: the set-up asks for the password again, which this session may give.
    expect((await call<ErrorBody>(app, 'POST', '/api/two-factor/setup', { token })).body.code).toBe('STEP_UP_REQUIRED');
    await stepUp(app, token, ADMIN.password);
    const setup = await call<TwoFactorSetup>(app, 'POST', '/api/two-factor/setup', { token });
    expect(setup.status).toBe(200);
    expect(
      (
        await call(app, 'POST', '/api/two-factor/enable', {
          token,
          body: { code: await codeAt(ctx, setup.body.secret) },
        })
      ).status,
    ).toBe(200);
    expect((await call(app, 'GET', '/api/admin/dashboard', { token })).status).toBe(200);
    expect(await access(token)).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    expect((await call<ErrorBody>(app, 'POST', '/api/auth/login', { body: ADMIN })).body.code).toBe('TOTP_REQUIRED');
  });

  it('leaves investors alone: their routes never ask an investor for two-factor', async () => {
    const reg = await call<{ token: string }>(app, 'POST', '/api/auth/register', {
      body: {
        email: 'inv@example.com',
        password: 'correct horse battery',
        username: 'inv2fa',
        firstName: 'I',
        lastName: 'V',
        phone: '+1 555 0100',
        country: 'US',
      },
    });
    expect((await call(app, 'GET', '/api/wallet/wallets', { token: reg.body.token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/notifications', { token: reg.body.token })).status).toBe(200);
  });
});

describe('ADMIN_TWO_FACTOR', () => {
  // An https APP_URL: production refuses a VAPID subject at localhost (server/env.ts).
  const base = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'env-2fa-')),
    JWT_SECRET: 'x'.repeat(40),
    APP_URL: 'https://wallet.example',
  };
  it('is required by default, whatever NODE_ENV says; optional only when set so', () => {
    expect(loadEnv({ ...base, NODE_ENV: 'production' }).adminTwoFactorRequired).toBe(true);
    expect(loadEnv({ ...base, NODE_ENV: 'development' }).adminTwoFactorRequired).toBe(true);
    expect(loadEnv({ ...base, NODE_ENV: 'production', ADMIN_TWO_FACTOR: 'optional' }).adminTwoFactorRequired).toBe(
      false,
    );
    expect(loadEnv({ ...base, NODE_ENV: 'test' }).adminTwoFactorRequired).toBe(true);
    expect(loadEnv({ ...base, NODE_ENV: 'test', ADMIN_TWO_FACTOR: 'optional' }).adminTwoFactorRequired).toBe(false);
    expect(loadEnv({ ...base, NODE_ENV: 'test', ADMIN_TWO_FACTOR: 'required' }).adminTwoFactorRequired).toBe(true);
    expect(() => loadEnv({ ...base, ADMIN_TWO_FACTOR: 'sometimes' })).toThrow(EnvError);
  });

  it('optional: an admin without two-factor works as before, and the UI is not sent to the set-up', async () => {
    const optional = enforceDocument(
      createApp({ ...ctx.deps, env: { ...ctx.deps.env, adminTwoFactorRequired: false } }),
    );
    const token = (await call<{ token: string }>(optional, 'POST', '/api/auth/login', { body: ADMIN })).body.token;
    expect((await call(optional, 'GET', '/api/admin/dashboard', { token })).status).toBe(200);
    expect(
      (await call<{ data: StaffAccess }>(optional, 'GET', '/api/admin/access', { token })).body.data
        .twoFactorSetupRequired,
    ).toBe(false);
  });
});
