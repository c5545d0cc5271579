import { beforeEach, describe, expect, it } from 'vitest';
import { balancesOf, fundedUser, type Funded } from '../factories/money.ts';
import { usdtAccount } from '../factories/payments.ts';
import { codeAt, enableTwoFactor, loginFrom, nextStep } from '../factories/two-factor.ts';
import { noticesOf } from '../factories/withdrawal-protection.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { mailsTo } from '../setup/outbox.ts';
import { stepUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 500);
  bob = await fundedUser(ctx.app, admin, 0);
});

const MINUTE = 60_000;

describe('second-factor checks behind a session are throttled per account', () => {
  it('300 wrong withdrawal codes: locked after 5 (429 SECOND_FACTOR_LOCKED, Retry-After), the right code refused while locked, owner told; open after 15 minutes', async () => {
    const account = await usdtAccount(ctx.app, alice.token);
    const secret = await enableTwoFactor(ctx, alice.token);
    const withdraw = (totp: string) =>
      call<ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
        token: alice.token,
        body: { account_id: account.id, amount: 50, totp },
      });
    const statuses: number[] = [];
    let locked: Awaited<ReturnType<typeof withdraw>> | undefined;
    for (let i = 0; i < 300; i++) {
      const res = await withdraw(String(100000 + i));
      statuses.push(res.status);
      if (res.status === 429) locked ??= res;
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(locked?.body.code).toBe('SECOND_FACTOR_LOCKED');
    expect(Number(locked?.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(locked?.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    const right = await withdraw(await codeAt(ctx, secret));
    expect([right.status, right.body.code]).toEqual([429, 'SECOND_FACTOR_LOCKED']);
    // The lock covers every factor-protected action: send money with a code, step-up.
    const sendWithCode = await call<ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: {
        sender_wallet_id: alice.main.id,
        recipient_email: bob.user.email,
        amount: 5,
        totp: await codeAt(ctx, secret),
      },
    });
    expect(sendWithCode.body.code).toBe('SECOND_FACTOR_LOCKED');
    const step = await call<ErrorBody>(ctx.app, 'POST', '/api/step-up', {
      token: alice.token,
      body: { password: alice.password, totp: await codeAt(ctx, secret) },
    });
    expect(step.body.code).toBe('SECOND_FACTOR_LOCKED');
    expect((await balancesOf(ctx.app, alice.token)).main).toBe(500);
    expect((await noticesOf(ctx, alice.user.id)).filter((m) => m.startsWith('Too many wrong attempts'))).toHaveLength(
      1,
    );
    expect((await mailsTo(ctx, alice.user.email)).filter((m) => m.template === 'secret_checks_locked')).toHaveLength(1);

    ctx.clock.offsetMs += 15 * MINUTE + 1000;
    nextStep(ctx);
    expect((await withdraw(await codeAt(ctx, secret))).status).toBe(200);
    // 300 requests: room for a loaded machine.
  }, 240_000);

  it('wrong codes at step-up, turning two-factor off and send money count together', async () => {
    const secret = await enableTwoFactor(ctx, alice.token);
    const wrong = [
      () =>
        call<ErrorBody>(ctx.app, 'POST', '/api/step-up', {
          token: alice.token,
          body: { password: alice.password, totp: '000001' },
        }),
      () =>
        call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/disable', {
          token: alice.token,
          body: { password: alice.password, code: '000002' },
        }),
      () =>
        call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/recovery-codes', {
          token: alice.token,
          body: { password: alice.password, code: 'aaaa-bbbb' },
        }),
      () =>
        call<ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
          token: alice.token,
          body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 5, totp: '000003' },
        }),
      () =>
        call<ErrorBody>(ctx.app, 'POST', '/api/step-up', {
          token: alice.token,
          body: { password: alice.password, totp: '000004' },
        }),
    ];
    // Each wrong code is refused as wrong (not locked yet), saying how many tries are left; the
    // fifth locks and says until when.
    const answers: unknown[] = [];
    for (const attempt of wrong) {
      const res = await attempt();
      answers.push([res.status, res.body.code, res.body.attemptsLeft, typeof res.body.lockedUntil]);
    }
    expect(answers).toEqual([
      [403, 'TOTP_INVALID', 4, 'undefined'],
      [400, 'TOTP_INVALID', 3, 'undefined'],
      [400, 'TOTP_INVALID', 2, 'undefined'],
      [403, 'TOTP_INVALID', 1, 'undefined'],
      [403, 'TOTP_INVALID', 0, 'string'],
    ]);
    const off = await call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/disable', {
      token: alice.token,
      body: { password: alice.password, code: await codeAt(ctx, secret) },
    });
    expect([off.status, off.body.code, off.body.attemptsLeft]).toEqual([429, 'SECOND_FACTOR_LOCKED', 0]);
    expect(off.body.lockedUntil).toBe(off.body.errors?.until);
    expect(
      (await call<{ enabled: boolean }>(ctx.app, 'GET', '/api/two-factor', { token: alice.token })).body.enabled,
    ).toBe(true);
  });
});

describe('the code lock holds sign-in too', () => {
  it('right password and right code while locked: 429 SECOND_FACTOR_LOCKED, no session; signs in once the lock ends', async () => {
    const secret = await enableTwoFactor(ctx, alice.token);
    for (let i = 0; i < 5; i++)
      await call(ctx.app, 'POST', '/api/step-up', {
        token: alice.token,
        body: { password: alice.password, totp: String(200000 + i) },
      });
    const body = async () => ({ email: alice.user.email, password: alice.password, totp: await codeAt(ctx, secret) });
    const held = await call<ErrorBody & { token?: string }>(ctx.app, 'POST', '/api/auth/login', { body: await body() });
    expect([held.status, held.body.code, held.body.token]).toEqual([429, 'SECOND_FACTOR_LOCKED', undefined]);
    expect(held.body.lockedUntil).toBeDefined();
    // A wrong password is still just wrong: the lock says nothing before the password is right.
    const guess = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', {
      body: { ...(await body()), password: 'not the password' },
    });
    expect(guess.body.code).toBe('INVALID_CREDENTIALS');
    ctx.clock.offsetMs += 15 * MINUTE + 1000;
    nextStep(ctx);
    const open = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', { body: await body() });
    expect(open.status).toBe(200);
  });
});

describe('the current password behind a session is throttled per account', () => {
  it('70 wrong current passwords then the right one: refused while locked (429 PASSWORD_LOCKED), owner told; works after 15 minutes', async () => {
    await stepUp(ctx.app, alice.token, alice.password);
    const next = 'a brand new password';
    const change = (currentPassword: string) =>
      call<ErrorBody>(ctx.app, 'POST', '/api/auth/change-password', {
        token: alice.token,
        body: { currentPassword, newPassword: next, confirmPassword: next },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await change(`guess number ${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const right = await change(alice.password);
    expect([right.status, right.body.code]).toEqual([429, 'PASSWORD_LOCKED']);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same lock at step-up and when turning two-factor off or removing a passkey.
    expect(
      (
        await call<ErrorBody>(ctx.app, 'POST', '/api/step-up', {
          token: alice.token,
          body: { password: alice.password },
        })
      ).body.code,
    ).toBe('PASSWORD_LOCKED');
    expect((await noticesOf(ctx, alice.user.id)).filter((m) => m.startsWith('Too many wrong attempts'))).toHaveLength(
      1,
    );
    expect((await mailsTo(ctx, alice.user.email)).map((m) => m.template)).toContain('secret_checks_locked');

    ctx.clock.offsetMs += 15 * MINUTE + 1000;
    await stepUp(ctx.app, alice.token, alice.password);
    expect((await change(alice.password)).status).toBe(200);
  });

  it('/api/two-factor/disable with wrong passwords locks the same way', async () => {
    const secret = await enableTwoFactor(ctx, alice.token);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call(ctx.app, 'POST', '/api/two-factor/disable', {
            token: alice.token,
            body: { password: `wrong ${i}`, code: await codeAt(ctx, secret) },
          })
        ).status,
      ).toBe(400);
    }
    const right = await call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/disable', {
      token: alice.token,
      body: { password: alice.password, code: await codeAt(ctx, secret) },
    });
    expect([right.status, right.body.code]).toEqual([429, 'PASSWORD_LOCKED']);
  });
});

describe('sign-in throttling counts failures per account, whatever was typed', () => {
  it('10 wrong by e-mail then the username: the same account limit; the right password is refused while locked', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await loginFrom(ctx.app, '10.0.0.1', { email: alice.user.email, password: `wrong ${i}` })).status);
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await loginFrom(ctx.app, '10.0.0.2', { email: alice.user.username, password: `wrong ${i}` })).status,
      );
    expect(statuses).toEqual(Array(10).fill(401));
    const byName = await loginFrom(ctx.app, '10.0.0.3', { email: alice.user.username, password: alice.password });
    expect([byName.status, byName.body.code]).toEqual([429, 'RATE_LIMITED']);
    const byEmail = await loginFrom(ctx.app, '10.0.0.4', {
      email: alice.user.email.toUpperCase(),
      password: alice.password,
    });
    expect(byEmail.status).toBe(429);
    ctx.clock.offsetMs += 15 * MINUTE + 1000;
    expect(
      (await loginFrom(ctx.app, '10.0.0.4', { email: alice.user.username, password: alice.password })).status,
    ).toBe(200);
  });

  it('successful sign-ins do not count: 40 from one address, then 29 failures still leave it open', async () => {
    for (let i = 0; i < 40; i++)
      expect((await loginFrom(ctx.app, '10.9.9.9', { email: alice.user.email, password: alice.password })).status).toBe(
        200,
      );
    for (let i = 0; i < 29; i++) {
      const who = await fundedUser(ctx.app, admin, 0);
      expect(
        (await loginFrom(ctx.app, '10.9.9.9', { email: who.user.email, password: 'not the password' })).status,
      ).toBe(401);
    }
    expect((await loginFrom(ctx.app, '10.9.9.9', { email: bob.user.email, password: bob.password })).status).toBe(200);
    expect((await loginFrom(ctx.app, '10.9.9.9', { email: bob.user.email, password: 'wrong again' })).status).toBe(401);
    // The 30th failure locked the address: bob's right password from it is refused now.
    expect((await loginFrom(ctx.app, '10.9.9.9', { email: bob.user.email, password: bob.password })).status).toBe(429);
  }, 240_000);
});
