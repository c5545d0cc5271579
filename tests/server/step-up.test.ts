import { beforeEach, describe, expect, it } from 'vitest';
import type { StepUpStatus } from '../../src/contract/step-up.ts';
import { fundedUser, type Funded } from '../factories/money.ts';
import { createPasskey } from '../factories/passkeys.ts';
import { RP } from '../factories/passkey-api.ts';
import { usdtAccount, withdrawalMethods, methodNamed } from '../factories/payments.ts';
import { codeAt, enableTwoFactor, nextStep } from '../factories/two-factor.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 500, 0, { steppedUp: false });
});

const login = async (who: Funded, totp?: string) =>
  (
    await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: who.user.email, password: who.password, ...(totp ? { totp } : {}) },
    })
  ).body.token;

/**
 * Every route that changes who controls the account or where money may go, as a thief holding
 * only the session token would call it (no password, no code).
 */
async function controlRoutes(token: string, accountId: string, methodId: string) {
  const attestation = {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
    clientExtensionResults: {},
  };
  const tron = { wallet_address: 'TXYZattackerAddress000000000000000' };
  const next = 'a thief password 1';
  return {
    'POST /api/passkeys/registration-options': await call<ErrorBody>(
      ctx.app,
      'POST',
      '/api/passkeys/registration-options',
      { token },
    ),
    'POST /api/passkeys': await call<ErrorBody>(ctx.app, 'POST', '/api/passkeys', {
      token,
      body: { name: 'Thief', response: attestation },
    }),
    'POST /api/two-factor/setup': await call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/setup', { token }),
    'POST /api/two-factor/enable': await call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/enable', {
      token,
      body: { code: '123456' },
    }),
    'POST /api/two-factor/disable': await call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/disable', {
      token,
      body: {},
    }),
    'POST /api/two-factor/recovery-codes': await call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/recovery-codes', {
      token,
      body: {},
    }),
    'POST /api/auth/change-password': await call<ErrorBody>(ctx.app, 'POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: 'guess', newPassword: next, confirmPassword: next },
    }),
    'POST /api/withdrawal-accounts': await call<ErrorBody>(ctx.app, 'POST', '/api/withdrawal-accounts', {
      token,
      body: { method_id: methodId, name: 'Thief', details: tron },
    }),
    'PUT /api/withdrawal-accounts/{id}': await call<ErrorBody>(
      ctx.app,
      'PUT',
      `/api/withdrawal-accounts/${accountId}`,
      { token, body: { name: 'Mine', details: tron } },
    ),
    'PUT /api/security/send-without-code (raise)': await call<ErrorBody>(
      ctx.app,
      'PUT',
      '/api/security/send-without-code',
      { token, body: { amount: 100 } },
    ),
  };
}

describe('step-up (sudo mode)', () => {
  it('refuses a session token without a step-up on every control route with 403 STEP_UP_REQUIRED, even one minute after sign-in', async () => {
    const secret = await enableTwoFactor(ctx, alice.token);
    await stepUp(ctx.app, alice.token, alice.password, await codeAt(ctx, secret));
    nextStep(ctx);
    const account = await usdtAccount(ctx.app, alice.token);
    expect(
      (await call(ctx.app, 'PUT', '/api/security/send-without-code', { token: alice.token, body: { amount: 0 } }))
        .status,
    ).toBe(200);
    const method = await methodNamed(await withdrawalMethods(ctx.app, alice.token), 'USDT (TRC20)');
    // A token stolen a minute after its own sign-in (with the code): the sign-in is no step-up.
    const stolen = await login(alice, await codeAt(ctx, secret));
    ctx.clock.offsetMs += 60_000;
    const answers = await controlRoutes(stolen, account.id, method.id);
    for (const [route, res] of Object.entries(answers)) {
      expect({ route, status: res.status, code: res.body.code }).toEqual({
        route,
        status: 403,
        code: 'STEP_UP_REQUIRED',
      });
    }
    // Nothing changed: one account, still the owner's, two-factor on, no passkey.
    const accounts = await call<Array<{ name: string }>>(ctx.app, 'GET', '/api/withdrawal-accounts', {
      token: alice.token,
    });
    expect(accounts.body.map((a) => a.name)).toEqual(['My TRON wallet']);
    expect(
      (await call<{ enabled: boolean }>(ctx.app, 'GET', '/api/two-factor', { token: alice.token })).body.enabled,
    ).toBe(true);
    expect((await call<unknown[]>(ctx.app, 'GET', '/api/passkeys', { token: alice.token })).body).toEqual([]);
    expect(
      (await call<{ amount: number }>(ctx.app, 'GET', '/api/security/send-without-code', { token: alice.token })).body
        .amount,
    ).toBe(0);
  });

  it('asks the password and, with two-factor on, the code or a passkey; then the routes work for this session only, for 10 minutes', async () => {
    const secret = await enableTwoFactor(ctx, alice.token);
    const status = async (token: string) => (await call<StepUpStatus>(ctx.app, 'GET', '/api/step-up', { token })).body;
    expect(await status(alice.token)).toEqual({ until: null, secondFactor: true, minutes: 10 });
    const wrong = await call<ErrorBody>(ctx.app, 'POST', '/api/step-up', {
      token: alice.token,
      body: { password: 'not it', totp: await codeAt(ctx, secret) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: 'is incorrect' });
    const noCode = await call<ErrorBody>(ctx.app, 'POST', '/api/step-up', {
      token: alice.token,
      body: { password: alice.password },
    });
    expect(noCode.body.code).toBe('TOTP_REQUIRED');
    const badCode = await call<ErrorBody>(ctx.app, 'POST', '/api/step-up', {
      token: alice.token,
      body: { password: alice.password, totp: '000000' },
    });
    expect(badCode.body.code).toBe('TOTP_INVALID');
    expect((await status(alice.token)).until).toBeNull();

    const ok = await call<StepUpStatus>(ctx.app, 'POST', '/api/step-up', {
      token: alice.token,
      body: { password: alice.password, totp: await codeAt(ctx, secret) },
    });
    expect(ok.status).toBe(200);
    expect(Math.abs(Date.parse(ok.body.until ?? '') - (ctx.deps.now().getTime() + 10 * 60_000))).toBeLessThan(5_000);
    // A passkey added now; the other session of the same user has no step-up.
    const options = await call<{ challenge: string; user: { id: string } }>(
      ctx.app,
      'POST',
      '/api/passkeys/registration-options',
      { token: alice.token },
    );
    expect(options.status).toBe(200);
    const { passkey, response } = createPasskey(options.body, RP);
    expect(
      (await call(ctx.app, 'POST', '/api/passkeys', { token: alice.token, body: { name: 'My phone', response } }))
        .status,
    ).toBe(201);
    nextStep(ctx);
    const other = await login(alice, await codeAt(ctx, secret));
    expect(
      (await call<ErrorBody>(ctx.app, 'POST', '/api/passkeys/registration-options', { token: other })).body.code,
    ).toBe('STEP_UP_REQUIRED');

    // The window ends after 10 minutes.
    ctx.clock.offsetMs += 10 * 60_000 + 1000;
    expect((await status(alice.token)).until).toBeNull();
    expect(
      (await call<ErrorBody>(ctx.app, 'POST', '/api/passkeys/registration-options', { token: alice.token })).body.code,
    ).toBe('STEP_UP_REQUIRED');

    // A passkey may be the second factor of a step-up.
    const { assert } = await import('../factories/passkeys.ts');
    const challenge = (await call<{ challenge: string }>(ctx.app, 'POST', '/api/passkeys/authentication-options')).body;
    const byPasskey = await call<StepUpStatus>(ctx.app, 'POST', '/api/step-up', {
      token: other,
      body: { password: alice.password, passkey: assert(passkey, challenge, RP) },
    });
    expect(byPasskey.status).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/passkeys/registration-options', { token: other })).status).toBe(200);
  });

  it('with two-factor off the password alone steps up; payout accounts, password change and the no-code amount then work', async () => {
    const account = await usdtAccount(ctx.app, alice.token);
    ctx.clock.offsetMs += 11 * 60_000;
    const put = () =>
      call<ErrorBody>(ctx.app, 'PUT', `/api/withdrawal-accounts/${account.id}`, {
        token: alice.token,
        body: { name: 'Renamed', details: account.details },
      });
    expect((await put()).body.code).toBe('STEP_UP_REQUIRED');
    await stepUp(ctx.app, alice.token, alice.password);
    expect((await put()).status).toBe(200);
    // Lowering the no-code amount needs nothing; raising it back needs the step-up (which this session has).
    expect(
      (await call(ctx.app, 'PUT', '/api/security/send-without-code', { token: alice.token, body: { amount: 20 } }))
        .status,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'PUT', '/api/security/send-without-code', { token: alice.token, body: { amount: 100 } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call<ErrorBody>(ctx.app, 'PUT', '/api/security/send-without-code', {
          token: alice.token,
          body: { amount: 100.01 },
        })
      ).status,
    ).toBe(400);
    const next = 'a brand new password';
    const changed = await call(ctx.app, 'POST', '/api/auth/change-password', {
      token: alice.token,
      body: { currentPassword: alice.password, newPassword: next, confirmPassword: next },
    });
    expect(changed.status).toBe(200);
  });

  it('turning two-factor on needs the step-up: a thief cannot enrol their own authenticator and then pass every code check', async () => {
    // Two-factor off, a token stolen a minute after sign-in (the sign-in is no step-up).
    const stolen = await login(alice);
    ctx.clock.offsetMs += 60_000;
    for (const path of ['/api/two-factor/setup', '/api/two-factor/enable']) {
      const res = await call<ErrorBody>(ctx.app, 'POST', path, { token: stolen, body: { code: '123456' } });
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 403,
        code: 'STEP_UP_REQUIRED',
      });
    }
    expect(
      (await call<{ enabled: boolean }>(ctx.app, 'GET', '/api/two-factor', { token: alice.token })).body.enabled,
    ).toBe(false);
    // The owner, with the password, turns it on in this session.
    await stepUp(ctx.app, stolen, alice.password);
    const setup = await call<{ secret: string }>(ctx.app, 'POST', '/api/two-factor/setup', { token: stolen });
    expect(setup.status).toBe(200);
    expect(
      (
        await call(ctx.app, 'POST', '/api/two-factor/enable', {
          token: stolen,
          body: { code: await codeAt(ctx, setup.body.secret) },
        })
      ).status,
    ).toBe(200);
  });
});
