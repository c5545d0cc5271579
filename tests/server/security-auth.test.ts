import { stepUp } from '../setup/step-up.ts';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, base64url } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { balancesOf, fundedUser } from '../factories/money.ts';
import { usdtAccount } from '../factories/payments.ts';
import { createApp } from '../../server/app.ts';
import { codeAt, enableTwoFactor, enableTwoFactorWithCodes, loginFrom, nextStep } from '../factories/two-factor.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo, tokenFromMail } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const me = (token: string) => call<ErrorBody>(ctx.app, 'GET', '/api/auth/me', { token });

describe('brute force on login', () => {
  it('throttles one account after 10 attempts in 15 minutes, from any address, and logs it', async () => {
    const u = await registerUser(ctx.app);
    const warn = vi.spyOn(ctx.deps.log, 'warn');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await loginFrom(ctx.app, `10.0.0.${i + 1}`, { email: u.user.email, password: 'wrong password' })).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Even the right password is refused while the account is throttled.
    expect((await loginFrom(ctx.app, '10.0.1.1', { email: u.user.email, password: u.password })).status).toBe(429);
    expect(warn).toHaveBeenCalledWith(
      'login throttled',
      expect.objectContaining({ scope: 'account', account: u.user.email }),
    );
    console.log(`per-account throttle: ${statuses.filter((s) => s === 401).length} refusals, then 429`);
    warn.mockRestore();
  });

  it('throttles one address after 30 attempts on different accounts and logs it', async () => {
    const warn = vi.spyOn(ctx.deps.log, 'warn');
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await loginFrom(ctx.app, ip, { email: `guess${i}@example.com`, password: 'password1' })).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
    expect(warn).toHaveBeenCalledWith('login throttled', expect.objectContaining({ scope: 'ip', ip }));
    // Another address is not affected.
    expect(
      (await loginFrom(ctx.app, '203.0.113.10', { email: 'guess0@example.com', password: 'password1' })).status,
    ).toBe(401);
    warn.mockRestore();
  });
});

describe('reset and verification tokens', () => {
  it('stores only the SHA-256 of the mailed reset token; single use; expires after one hour', async () => {
    const u = await registerUser(ctx.app);
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: u.user.email } });
    const token = tokenFromMail((await lastMailTo(ctx, u.user.email))?.text ?? '', 'reset-password');
    // 256 random bits, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await queryRows<{ token_hash: string; purpose: string }>(
      ctx.deps.db,
      sql`SELECT token_hash, purpose FROM auth_tokens`,
    );
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // Lookup is by hash (an indexed equality in the database), so the secret itself is never compared byte by byte in code.
    const body = { token, newPassword: 'new password 123', confirmPassword: 'new password 123' };
    expect((await call(ctx.app, 'POST', '/api/auth/reset-password', { body })).status).toBe(200);
    expect((await call<ErrorBody>(ctx.app, 'POST', '/api/auth/reset-password', { body })).body.code).toBe(
      'INVALID_TOKEN',
    );

    await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: u.user.email } });
    const late = tokenFromMail((await lastMailTo(ctx, u.user.email))?.text ?? '', 'reset-password');
    ctx.clock.offsetMs = 60 * 60 * 1000 + 1000;
    expect((await call(ctx.app, 'POST', '/api/auth/reset-password', { body: { ...body, token: late } })).status).toBe(
      400,
    );
  });

  it('stores only the SHA-256 of the verification token; single use; expires after 48 hours', async () => {
    const u = await registerUser(ctx.app);
    const token = tokenFromMail((await lastMailTo(ctx, u.user.email))?.text ?? '', 'verify-email');
    const rows = await queryRows<{ token_hash: string }>(
      ctx.deps.db,
      sql`SELECT token_hash FROM auth_tokens WHERE purpose = 'verify_email'`,
    );
    expect(rows).toEqual([{ token_hash: sha256(token) }]);
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(400);

    const v = await registerUser(ctx.app);
    const old = tokenFromMail((await lastMailTo(ctx, v.user.email))?.text ?? '', 'verify-email');
    ctx.clock.offsetMs = 48 * 3_600_000 + 1000;
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token: old } })).status).toBe(400);
  });
});

describe('session tokens', () => {
  async function claimsOf(token: string) {
    const [, payload] = token.split('.');
    return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      sub: string;
      role: string;
      tv: number;
      sid: string;
    };
  }
  const sign = (claims: Record<string, unknown>, secret: string, alg = 'HS256') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));

  it('refuses another secret, alg none, another algorithm, an expired token and a tampered payload', async () => {
    const u = await registerUser(ctx.app);
    const c = await claimsOf(u.token);
    const claims = { sub: c.sub, role: c.role, tv: c.tv, sid: c.sid };
    const secret = ctx.deps.env.jwtSecret;
    expect((await me(await sign(claims, secret))).status).toBe(200);

    const otherSecret = await sign(claims, 'another-secret-another-secret-another-secret');
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url.encode(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 }))}.`;
    const hs512 = await sign(claims, secret, 'HS512');
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    const [h, , s] = u.token.split('.');
    const tampered = `${h}.${base64url.encode(JSON.stringify({ ...claims, role: 'admin' }))}.${s}`;
    for (const [name, token] of Object.entries({ otherSecret, none, hs512, expired, tampered })) {
      const res = await me(token);
      expect(res.status, name).toBe(401);
      expect(res.body.code, name).toBe('SESSION_EXPIRED');
    }
  });

  it('refuses a token issued before a password change, a logout or a ban', async () => {
    const admin = await loginAdmin(ctx.app);
    const u = await registerUser(ctx.app);
    await stepUp(ctx.app, u.token, u.password);
    const change = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/change-password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'changed password 1', confirmPassword: 'changed password 1' },
    });
    expect(change.status).toBe(200);
    expect((await me(u.token)).status).toBe(401);
    expect((await me(change.body.token)).status).toBe(200);
    await call(ctx.app, 'POST', '/api/auth/logout', { token: change.body.token });
    expect((await me(change.body.token)).status).toBe(401);

    const v = await registerUser(ctx.app);
    const ban = await call(ctx.app, 'PATCH', `/api/admin/users/${v.user.id}`, {
      token: admin.token,
      body: { banned: true, reason: 'fraud' },
    });
    expect(ban.status).toBe(200);
    expect((await me(v.token)).status).toBe(401);
  });
});

describe('passwords', () => {
  it('are hashed with argon2id at OWASP parameters (19 MiB, 2 iterations, 1 lane)', async () => {
    const u = await registerUser(ctx.app);
    const [row] = await queryRows<{ password_hash: string }>(
      ctx.deps.db,
      sql`SELECT password_hash FROM users WHERE id = ${u.user.id}`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(row?.password_hash).not.toContain(u.password);
  });
});

describe('two-factor authentication (TOTP)', () => {
  it('is asked at login once turned on; a code works once', async () => {
    const u = await registerUser(ctx.app);
    const secret = await enableTwoFactor(ctx, u.token);
    expect((await call(ctx.app, 'GET', '/api/two-factor', { token: u.token })).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const [row] = await queryRows<{ secret_enc: string }>(
      ctx.deps.db,
      sql`SELECT secret_enc FROM two_factor WHERE user_id = ${u.user.id}`,
    );
    expect(row?.secret_enc).not.toContain(secret);

    const creds = { email: u.user.email, password: u.password };
    const missing = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', { body: creds });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 'TOTP_REQUIRED', errors: { totp: 'is required' } });
    const wrong = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', { body: { ...creds, totp: '000000' } });
    expect(wrong.body.code).toBe('TOTP_INVALID');
    // A wrong password never reaches the code question.
    expect(
      (await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', { body: { ...creds, password: 'nope nope' } })).body
        .code,
    ).toBe('INVALID_CREDENTIALS');

    const code = await codeAt(ctx, secret);
    const ok = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', { body: { ...creds, totp: code } });
    expect(ok.status).toBe(200);
    expect((await me(ok.body.token)).status).toBe(200);
    const replay = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', { body: { ...creds, totp: code } });
    expect(replay.body.code).toBe('TOTP_INVALID');
    // The setup secret is never shown again.
    nextStep(ctx);
    await stepUp(ctx.app, u.token, u.password, await codeAt(ctx, secret));
    expect((await call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/setup', { token: u.token })).status).toBe(409);
  });

  it('is asked before a withdrawal; without it no money moves', async () => {
    const admin = await loginAdmin(ctx.app);
    const u = await fundedUser(ctx.app, admin.token, 500);
    const account = await usdtAccount(ctx.app, u.token);
    const secret = await enableTwoFactor(ctx, u.token);
    const body = { account_id: account.id, amount: 50 };
    const missing = await call<ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
      token: u.token,
      body,
      headers: { 'Idempotency-Key': 'w-1' },
    });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ code: 'TOTP_REQUIRED', errors: { totp: 'is required' } });
    const wrong = await call<ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
      token: u.token,
      body: { ...body, totp: '123456' },
      headers: { 'Idempotency-Key': 'w-2' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('TOTP_INVALID');
    expect((await balancesOf(ctx.app, u.token)).main).toBe(500);
    // The session survives a refused code (403, not 401).
    expect((await me(u.token)).status).toBe(200);

    const ok = await call(ctx.app, 'POST', '/api/withdrawals', {
      token: u.token,
      body: { ...body, totp: await codeAt(ctx, secret) },
      headers: { 'Idempotency-Key': 'w-3' },
    });
    expect(ok.status).toBe(200);
    expect((await balancesOf(ctx.app, u.token)).main).toBe(450);
  });

  it('is turned off only with the password and a current code', async () => {
    const u = await registerUser(ctx.app);
    const secret = await enableTwoFactor(ctx, u.token);
    const badPassword = await call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/disable', {
      token: u.token,
      body: { password: 'wrong one', code: await codeAt(ctx, secret) },
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.errors).toEqual({ password: 'is incorrect' });
    const badCode = await call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/disable', {
      token: u.token,
      body: { password: u.password, code: '999999' },
    });
    expect(badCode.body.code).toBe('TOTP_INVALID');
    nextStep(ctx);
    const off = await call(ctx.app, 'POST', '/api/two-factor/disable', {
      token: u.token,
      body: { password: u.password, code: await codeAt(ctx, secret) },
    });
    expect(off.status).toBe(200);
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email: u.user.email, password: u.password } })).status,
    ).toBe(200);
  });

  it('is not asked until the first code confirms the setup', async () => {
    const u = await registerUser(ctx.app);
    await stepUp(ctx.app, u.token, u.password);
    const setup = await call<{ secret: string; otpauthUrl: string; qrDataUrl: string }>(
      ctx.app,
      'POST',
      '/api/two-factor/setup',
      { token: u.token },
    );
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(setup.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email: u.user.email, password: u.password } })).status,
    ).toBe(200);
    expect(
      (await call<ErrorBody>(ctx.app, 'POST', '/api/two-factor/enable', { token: u.token, body: { code: '000000' } }))
        .body.code,
    ).toBe('TOTP_INVALID');
  });
});

describe('windows and keys the README promises', () => {
  it('lets the account in again once its 15-minute throttle window has passed, not before', async () => {
    const u = await registerUser(ctx.app);
    for (let i = 0; i < 11; i += 1)
      await loginFrom(ctx.app, `10.1.0.${i + 1}`, { email: u.user.email, password: 'wrong password' });
    const right = () => loginFrom(ctx.app, '10.1.1.1', { email: u.user.email, password: u.password });
    expect((await right()).status).toBe(429);
    // The lock is counted on the app's clock (secret-throttle.ts): move it instead of waiting.
    ctx.clock.offsetMs += 14 * 60_000;
    expect((await right()).status).toBe(429);
    ctx.clock.offsetMs += 61_000;
    expect((await right()).status).toBe(200);
  });

  it('accepts a code one 30-second step early or late, not two', async () => {
    const u = await registerUser(ctx.app);
    const secret = await enableTwoFactor(ctx, u.token);
    const creds = { email: u.user.email, password: u.password };
    const loginWith = async (stepsOff: number) =>
      (
        await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', {
          body: { ...creds, totp: await codeAt(ctx, secret, new Date(ctx.deps.now().getTime() + stepsOff * 30_000)) },
        })
      ).status;
    // Codes of older steps than an accepted one never work again, so the steps go forward.
    ctx.clock.offsetMs += 10 * 30_000;
    expect(await loginWith(-2)).toBe(401);
    expect(await loginWith(-1)).toBe(200);
    ctx.clock.offsetMs += 10 * 30_000;
    expect(await loginWith(2)).toBe(401);
    expect(await loginWith(1)).toBe(200);
  });

  it('turns every authenticator off when JWT_SECRET changes (codes no longer check; recovery codes still do)', async () => {
    const u = await registerUser(ctx.app);
    const { secret, recoveryCodes } = await enableTwoFactorWithCodes(ctx, u.token);
    const rotated = createApp({
      ...ctx.deps,
      env: { ...ctx.deps.env, jwtSecret: 'another-secret-another-secret-another-0123' },
    });
    const creds = { email: u.user.email, password: u.password };
    const login = async (app: typeof rotated, totp: string) =>
      call<ErrorBody & { token?: string }>(app, 'POST', '/api/auth/login', { body: { ...creds, totp } });
    const refused = await login(rotated, await codeAt(ctx, secret));
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('TOTP_INVALID');
    // Control: the same step's code is good under the secret it was sealed with.
    expect((await login(ctx.app, await codeAt(ctx, secret))).status).toBe(200);
    const recovered = await login(rotated, recoveryCodes[0] ?? '');
    expect(recovered.status).toBe(200);
    // And a token signed with the old secret is refused by the new one.
    expect((await call(rotated, 'GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect((await call(rotated, 'GET', '/api/auth/me', { token: recovered.body.token })).status).toBe(200);
  });
});
