import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { users } from '../../server/db/schema.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import { newUserInput, registerUser } from '../factories/users.ts';
import type { ErrorBody } from '../setup/types.ts';
import { adminSignIn } from '../setup/admin-totp.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

describe('HTTP conventions', () => {
  it('health checks the database', async () => {
    const res = await call<{ status: string; database: string }>(ctx.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown /api path with a JSON 404 and never caches API answers', async () => {
    const res = await call<ErrorBody>(ctx.app, 'GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sets security headers', async () => {
    const res = await call(ctx.app, 'GET', '/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBeTruthy();
  });

  it('refuses malformed JSON, other content types and oversized bodies with a 4xx and writes nothing', async () => {
    const broken = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', { raw: '{"email": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('INVALID_JSON');
    const form = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', {
      raw: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const huge = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', {
      body: { ...newUserInput(), firstName: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    const array = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', { raw: '[1,2]' });
    expect(array.status).toBe(400);
    const long = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', {
      body: { ...newUserInput(), firstName: 'x'.repeat(65) },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('firstName');
    const count = await ctx.deps.db.$count(users);
    expect(count).toBe(1);
  });

  it('gives the catalogue messages for a missing and a bad token', async () => {
    const none = await call<ErrorBody>(ctx.app, 'GET', '/api/auth/me');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Authentication token not found. Please log in again.');
    const bad = await call<ErrorBody>(ctx.app, 'GET', '/api/auth/me', {
      token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Session expired. Please log in again.');
  });

  it('a banned user cannot log in and their tokens stop working at once', async () => {
    const u = await registerUser(ctx.app);
    await ctx.deps.db.update(users).set({ bannedAt: new Date(), banReason: 'fraud' }).where(eq(users.id, u.user.id));
    expect((await call(ctx.app, 'GET', '/api/wallet/wallets', { token: u.token })).status).toBe(401);
    const login = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: u.user.email, password: u.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('ACCOUNT_BANNED');
  });

  it('an admin token cannot use the investor wallet API', async () => {
    const admin = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', { body: await adminSignIn() });
    expect((await call(ctx.app, 'GET', '/api/wallet/wallets', { token: admin.body.token })).status).toBe(403);
  });
});

describe('serving the client', () => {
  it('serves files from dist and index.html for client routes, but JSON 404 under /api', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    const app = createApp(ctx.deps, { distDir: dist });
    const page = await call(app, 'GET', '/user/dashboard');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<title>shell</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await call(app, 'GET', '/assets/app-abc.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await call(app, 'GET', '/api/missing')).status).toBe(404);
  });
});
