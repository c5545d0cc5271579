import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import { newUserInput, registerUser, walletsOf } from '../factories/users.ts';
import type { ErrorBody, User } from '../setup/types.ts';
import { adminSignIn } from '../setup/admin-totp.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

describe('register', () => {
  it('creates the user with a Main and a Profit wallet at zero and returns a working token', async () => {
    const input = newUserInput();
    const res = await call<{ token: string; user: User }>(ctx.app, 'POST', '/api/auth/register', { body: input });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: input.email,
      username: input.username,
      role: 'user',
      emailVerified: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|tokenVersion/i);
    const wallets = await walletsOf(ctx.app, res.body.token);
    expect(wallets.map((w) => [w.type, w.name, w.balance, w.currency])).toEqual([
      ['main', 'Main Wallet', 0, 'USD'],
      ['profit', 'Profit Wallet', 0, 'USD'],
    ]);
  });

  it('refuses a taken e-mail or username with 409 naming the field', async () => {
    const first = newUserInput();
    await call(ctx.app, 'POST', '/api/auth/register', { body: first });
    const sameEmail = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', {
      body: newUserInput({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.errors).toHaveProperty('email');
    const sameName = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', {
      body: newUserInput({ username: first.username }),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.errors).toHaveProperty('username');
  });

  it('links a referrer by code and rejects an unknown code naming referralCode', async () => {
    const referrer = await registerUser(ctx.app);
    const ok = await call<{ user: User }>(ctx.app, 'POST', '/api/auth/register', {
      body: newUserInput({ referralCode: referrer.user.referralCode }),
    });
    expect(ok.status).toBe(201);
    const bad = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', {
      body: newUserInput({ referralCode: 'NOPE1234' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ referralCode: 'is not a known referral code' });
  });

  it('names every bad field and writes nothing', async () => {
    const res = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', {
      body: { ...newUserInput(), email: 'not-an-email', password: 'short', extra: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors ?? {})).toEqual(expect.arrayContaining(['email', 'password', 'extra']));
    const login = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: 'not-an-email', password: 'short' },
    });
    expect(login.status).toBe(401);
  });
});

describe('login', () => {
  it('accepts the e-mail or the username, and refuses a wrong password', async () => {
    const u = await registerUser(ctx.app);
    const byEmail = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: u.user.email, password: u.password },
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.token).toBeTruthy();
    const byName = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: u.user.username, password: u.password },
    });
    expect(byName.status).toBe(200);
    const wrong = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: u.user.email, password: 'wrong password!' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('logs the first admin in with the configured credentials', async () => {
    const res = await call<{ user: User }>(ctx.app, 'POST', '/api/auth/login', { body: await adminSignIn() });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('admin');
  });

  it('throttles repeated attempts on one account with 429', async () => {
    const u = await registerUser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await call(ctx.app, 'POST', '/api/auth/login', {
        body: { email: u.user.email, password: 'wrong password!' },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: u.user.email, password: u.password },
    });
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/Too many login attempts/);
  });
});
