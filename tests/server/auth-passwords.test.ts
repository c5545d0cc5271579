import { stepUp } from '../setup/step-up.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../setup/http.ts';
import { lastMailTo, tokenFromMail } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import { registerUser } from '../factories/users.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

describe('forgot and reset password', () => {
  it('mails a single-use link that sets the new password and revokes old sessions', async () => {
    const u = await registerUser(ctx.app);
    const forgot = await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: u.user.email } });
    expect(forgot.status).toBe(200);
    const mail = await lastMailTo(ctx, u.user.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text).toContain('http://app.test/reset-password/');
    const token = tokenFromMail(mail?.text ?? '', 'reset-password');
    expect(token.length).toBeGreaterThanOrEqual(43);

    const mismatch = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'a brand new secret', confirmPassword: 'something else' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toHaveProperty('confirmPassword');

    const reset = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'a brand new secret', confirmPassword: 'a brand new secret' },
    });
    expect(reset.status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    const again = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'third password!', confirmPassword: 'third password!' },
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ token: 'is invalid or has expired' });
    const login = await call(ctx.app, 'POST', '/api/auth/login', {
      body: { email: u.user.email, password: 'a brand new secret' },
    });
    expect(login.status).toBe(200);
  });

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const res = await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.com' } });
    expect(res.status).toBe(200);
    expect(await lastMailTo(ctx, 'nobody@example.com')).toBeUndefined();
  });

  it('refuses a link older than one hour', async () => {
    const u = await registerUser(ctx.app);
    await call(ctx.app, 'POST', '/api/auth/forgot-password', { body: { email: u.user.email } });
    const token = tokenFromMail((await lastMailTo(ctx, u.user.email))?.text ?? '', 'reset-password');
    ctx.clock.offsetMs = 61 * 60 * 1000;
    const res = await call(ctx.app, 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'a brand new secret', confirmPassword: 'a brand new secret' },
    });
    expect(res.status).toBe(400);
  });
});

describe('change password, logout and profile', () => {
  it('changes the password with the current one, returns a fresh session and revokes the old token', async () => {
    const u = await registerUser(ctx.app);
    await stepUp(ctx.app, u.token, u.password);
    const wrong = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/change-password', {
      token: u.token,
      body: {
        currentPassword: 'not my password',
        newPassword: 'another secret 1',
        confirmPassword: 'another secret 1',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: 'is incorrect' });
    const ok = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/change-password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'another secret 1', confirmPassword: 'another secret 1' },
    });
    expect(ok.status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: ok.body.token })).status).toBe(200);
  });

  it('logout revokes the token with the session-expired message', async () => {
    const u = await registerUser(ctx.app);
    expect((await call(ctx.app, 'POST', '/api/auth/logout', { token: u.token })).status).toBe(200);
    const me = await call<ErrorBody>(ctx.app, 'GET', '/api/auth/me', { token: u.token });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('Session expired. Please log in again.');
  });

  it('logout signs out this device only: the same account on another device stays signed in', async () => {
    const u = await registerUser(ctx.app);
    const laptop = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: u.user.email, password: u.password },
    });
    expect(laptop.status).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/auth/logout', { token: u.token })).status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: laptop.body.token })).status).toBe(200);
    const devices = await call<{ data: Array<{ current: boolean }> }>(ctx.app, 'GET', '/api/sessions', {
      token: laptop.body.token,
    });
    expect(devices.body.data.map((d) => d.current)).toEqual([true]);
  });

  it('updates the profile and validates it', async () => {
    const u = await registerUser(ctx.app);
    const res = await call<{ user: { firstName: string; country: string } }>(ctx.app, 'PUT', '/api/auth/profile', {
      token: u.token,
      body: { firstName: 'Grace', lastName: 'Hopper', phone: '+1 555 0100', country: 'United States' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: 'Grace', country: 'United States' });
    const bad = await call<ErrorBody>(ctx.app, 'PUT', '/api/auth/profile', {
      token: u.token,
      body: { firstName: '', lastName: 'Hopper', phone: 'call me', country: 'US', role: 'admin' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['firstName', 'phone', 'role']));
    const me = await call<{ user: { firstName: string; role: string } }>(ctx.app, 'GET', '/api/auth/me', {
      token: u.token,
    });
    expect(me.body.user).toMatchObject({ firstName: 'Grace', role: 'user' });
  });
});

describe('e-mail verification', () => {
  it('registration mails a verify link; verify-email marks the user verified once', async () => {
    const u = await registerUser(ctx.app);
    const mail = await lastMailTo(ctx, u.user.email);
    const token = tokenFromMail(mail?.text ?? '', 'verify-email');
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
    const me = await call<{ user: { emailVerified: boolean } }>(ctx.app, 'GET', '/api/auth/me', { token: u.token });
    expect(me.body.user.emailVerified).toBe(true);
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(400);
  });

  it('resend-verification sends a new link that works and retires the old one', async () => {
    const u = await registerUser(ctx.app);
    const first = tokenFromMail((await lastMailTo(ctx, u.user.email))?.text ?? '', 'verify-email');
    // A clock that must pass: lastMailTo picks the newest mail by created_at, so the second needs a later one.
    await new Promise((r) => setTimeout(r, 5));
    expect(
      (await call(ctx.app, 'POST', '/api/auth/resend-verification', { body: { email: u.user.email } })).status,
    ).toBe(200);
    const second = tokenFromMail((await lastMailTo(ctx, u.user.email))?.text ?? '', 'verify-email');
    expect(second).not.toBe(first);
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token: first } })).status).toBe(400);
    expect((await call(ctx.app, 'POST', '/api/auth/verify-email', { body: { token: second } })).status).toBe(200);
  });
});
