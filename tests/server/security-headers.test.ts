import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { fundedUser } from '../factories/money.ts';
import { createDeposit, depositMethods, methodNamed, PNG_1X1, postForm } from '../factories/payments.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let userToken: string;
beforeAll(async () => {
  ctx = await resetDatabase();
  const admin = await loginAdmin(ctx.app);
  userToken = (await fundedUser(ctx.app, admin.token)).token;
});

/** The CSP as a map of directive -> sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers.get('content-security-policy') ?? '';
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

function expectStrictHeaders(headers: Headers) {
  const policy = csp(headers);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('security headers', () => {
  it('API answers carry a strict CSP (no inline scripts), nosniff, Referrer-Policy and frame-ancestors none; no HSTS outside production', async () => {
    for (const path of ['/api/health', '/api/wallet/wallets', '/api/nope']) {
      const res = await call(ctx.app, 'GET', path, { token: userToken });
      expectStrictHeaders(res.headers);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('the wallet read, whose answer is built with its headers at once, carries exactly the headers of any other API answer', async () => {
    const names = async (path: string) => {
      const res = await call(ctx.app, 'GET', path, { token: userToken });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBeTruthy();
      const skip = new Set(['content-length', 'x-request-id']);
      return [...res.headers].filter(([k]) => !skip.has(k)).sort();
    };
    expect(await names('/api/wallet/wallets')).toEqual(await names('/api/wallet/summary'));
  });

  it('the client shell gets the same policy, and index.html has no inline script', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
    const app = createApp(ctx.deps, { distDir: dist });
    const res = await app.request('/user/dashboard');
    expect(res.status).toBe(200);
    expectStrictHeaders(res.headers);
    const source = (await import('node:fs')).readFileSync('index.html', 'utf8');
    const inline = [...source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/\bsrc=/.test(m[1] ?? '') || (m[2] ?? '').trim(),
    );
    expect(inline).toEqual([]);
  });

  it('sends HSTS in production', async () => {
    const app = createApp({ ...ctx.deps, env: { ...ctx.deps.env, nodeEnv: 'production' } });
    const res = await app.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('CORS is closed', () => {
  it('never sends Access-Control-Allow-Origin to another origin', async () => {
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/api/wallet/wallets'],
      ['POST', '/api/auth/login'],
    ] as const) {
      const res = await call(ctx.app, method, path, {
        token: userToken,
        headers: { origin: 'https://evil.example' },
        ...(method === 'POST' ? { body: { email: 'a', password: 'b' } } : {}),
      });
      expect(res.headers.get('access-control-allow-origin'), `${method} ${path}`).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('refuses a preflight', async () => {
    const res = await ctx.app.request('/api/send-money-now', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(403);
    for (const h of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers'])
      expect(res.headers.get(h)).toBeNull();
  });
});

describe('uploaded files', () => {
  it('are served with Content-Disposition and the type sniffed from their bytes, whatever name and type they came with', async () => {
    const method = await methodNamed(await depositMethods(ctx.app, userToken), 'USDT (TRC20)');
    const disguised = new File([PNG_1X1], 'invoice.html', { type: 'text/html' });
    const deposit = await createDeposit(ctx.app, userToken, method.id, '20', disguised);
    const res = await ctx.app.request(`/api/deposits/${deposit.id}/proof`, {
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="[\w.-]+"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses a script dressed up as an image', async () => {
    const method = await methodNamed(await depositMethods(ctx.app, userToken), 'USDT (TRC20)');
    const html = new File(['<script>alert(1)</script>'], 'receipt.png', { type: 'image/png' });
    const res = await postForm(ctx.app, '/api/deposits', userToken, {
      method_id: method.id,
      amount: '20',
      proof: html,
    });
    expect(res.status).toBe(415);
  });
});
