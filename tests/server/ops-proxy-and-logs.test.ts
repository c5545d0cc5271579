import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import { parseTrustProxy } from '../../server/lib/client-address.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { EnvError, loadEnv } from '../../server/env.ts';
import { registerUser } from '../factories/users.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';
import { adminSignIn } from '../setup/admin-totp.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

type Line = Record<string, unknown>;

/** The app as deployed behind a proxy: TRUST_PROXY as given, log lines captured. */
function appBehindProxy(trustProxy: string): { app: App; lines: Line[] } {
  const lines: Line[] = [];
  const log = createLogger(false, 'info', { write: (s: string) => void lines.push(JSON.parse(s) as Line) });
  const app = createApp({ ...ctx.deps, log, env: { ...ctx.deps.env, trustProxy: parseTrustProxy(trustProxy) } });
  return { app, lines };
}

/** A request as it arrives on the socket from `peer`, optionally with the proxy's X-Forwarded-For. */
function fromPeer(
  app: App,
  peer: string,
  path: string,
  init: { method?: string; body?: unknown; forwardedFor?: string; requestId?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.forwardedFor) headers['x-forwarded-for'] = init.forwardedFor;
  if (init.requestId) headers['x-request-id'] = init.requestId;
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return app.request(
    path,
    { method: init.method ?? 'GET', headers, body },
    { incoming: { socket: { remoteAddress: peer } } },
  );
}

const failLogin = (app: App, peer: string, forwardedFor: string | undefined, n: number) =>
  fromPeer(app, peer, '/api/auth/login', {
    method: 'POST',
    forwardedFor,
    body: { email: `nobody-${n}@example.com`, password: 'wrong password' },
  });

async function thirtyFailures(app: App, peer: string, forwardedFor: string | undefined) {
  for (let n = 0; n < 30; n += 10) {
    const batch = await Promise.all(Array.from({ length: 10 }, (_, i) => failLogin(app, peer, forwardedFor, n + i)));
    expect(batch.map((r) => r.status)).toEqual(Array(10).fill(401));
  }
}

describe('TRUST_PROXY: the client address behind a load balancer', () => {
  it('with one trusted hop, 30 failed logins from one client lock out that client only, not everyone behind the proxy', async () => {
    const user = await registerUser(ctx.app);
    const { app } = appBehindProxy('1');
    await thirtyFailures(app, '10.0.0.2', '198.51.100.7');
    expect((await failLogin(app, '10.0.0.2', '198.51.100.7', 99)).status).toBe(429);
    // A client cannot escape by writing its own X-Forwarded-For: the proxy appends the address it saw.
    expect((await failLogin(app, '10.0.0.2', '203.0.113.50, 198.51.100.7', 98)).status).toBe(429);
    const other = await fromPeer(app, '10.0.0.2', '/api/auth/login', {
      method: 'POST',
      forwardedFor: '198.51.100.8',
      body: { email: user.user.email, password: user.password },
    });
    expect(other.status).toBe(200);
  });

  it('off (the default), X-Forwarded-For is ignored: a client cannot pick a fresh address per attempt', async () => {
    expect(ctx.deps.env.trustProxy).toEqual({ kind: 'off' });
    const { app } = appBehindProxy('');
    for (let n = 0; n < 30; n += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, i) => failLogin(app, '192.0.2.1', `198.51.100.${n + i}`, n + i)),
      );
      expect(batch.map((r) => r.status)).toEqual(Array(10).fill(401));
    }
    expect((await failLogin(app, '192.0.2.1', '198.51.100.200', 77)).status).toBe(429);
  });

  it('with a list of proxies, believes X-Forwarded-For only from them, and logs the address it used', async () => {
    const { app, lines } = appBehindProxy('loopback, 10.0.0.0/8');
    await fromPeer(app, '10.1.2.3', '/api/nope', { forwardedFor: '203.0.113.9, 10.0.0.7' });
    await fromPeer(app, '::ffff:127.0.0.1', '/api/nope', { forwardedFor: '203.0.113.10' });
    await fromPeer(app, '198.51.100.1', '/api/nope', { forwardedFor: '203.0.113.11' });
    await fromPeer(app, '10.1.2.3', '/api/nope', { forwardedFor: 'not-an-ip, 10.0.0.9' });
    const clients = lines.filter((l) => l.msg === 'request').map((l) => l.client);
    expect(clients).toEqual(['203.0.113.9', '203.0.113.10', '198.51.100.1', '10.0.0.9']);
  });

  it('records the address an admin acted from in the audit log', async () => {
    const user = await registerUser(ctx.app);
    const { app } = appBehindProxy('1');
    const login = await fromPeer(app, '10.0.0.2', '/api/auth/login', {
      method: 'POST',
      forwardedFor: '203.0.113.20',
      body: await adminSignIn(),
    });
    const { token } = (await login.json()) as { token: string };
    const credit = await app.request(
      `/api/admin/users/${user.user.id}/balance`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-forwarded-for': '203.0.113.20',
        },
        body: JSON.stringify({ wallet_type: 'main', amount: 5, type: 'add', reason: 'audit address' }),
      },
      { incoming: { socket: { remoteAddress: '10.0.0.2' } } },
    );
    expect(credit.status).toBe(200);
    const [entry] = await queryRows<{ client_address: string | null }>(
      ctx.deps.db,
      sql`SELECT client_address FROM audit_log ORDER BY id DESC LIMIT 1`,
    );
    expect(entry?.client_address).toBe('203.0.113.20');
  });

  it('refuses a TRUST_PROXY it cannot read, and "true", at start', () => {
    for (const bad of ['true', 'proxy.example.com', '10.0.0.0/33']) {
      expect(() =>
        loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: bad }),
      ).toThrow(EnvError);
    }
    expect(
      loadEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: '2' }).trustProxy,
    ).toEqual({ kind: 'hops', hops: 2 });
  });
});

describe('request ids and logs', () => {
  it('answers every request with an X-Request-Id, keeps a sane one from the proxy, and puts it in error bodies and the log line', async () => {
    const { app, lines } = appBehindProxy('');
    const fresh = await fromPeer(app, '192.0.2.1', '/api/health/live');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await fromPeer(app, '192.0.2.1', '/api/wallet/wallets', { requestId: 'caddy-4f1e2d3c' });
    const body = (await failed.json()) as ErrorBody & { requestId: string };
    expect(failed.status).toBe(401);
    expect(failed.headers.get('x-request-id')).toBe('caddy-4f1e2d3c');
    expect(body.requestId).toBe('caddy-4f1e2d3c');
    expect(lines.find((l) => l.requestId === 'caddy-4f1e2d3c')).toMatchObject({
      msg: 'request',
      status: 401,
      route: '/api/wallet/wallets',
      method: 'GET',
    });
    const forged = await fromPeer(app, '192.0.2.1', '/api/nope', { requestId: 'x" "level":"error" spoofed' });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes JSON lines with the message first and never the secrets handed to it', () => {
    const out: string[] = [];
    const log = createLogger(false, 'info', { write: (s: string) => void out.push(s) });
    log.info('server listening', { url: 'http://localhost:1' });
    log.warn('login throttled', {
      authorization: 'Bearer eyJ.secret.jwt',
      body: { password: 'hunter22', newPassword: 'hunter23', email: 'a@b.c' },
      token: 'reset-token-123',
    });
    expect(out[0]).toMatch(/"msg":"server listening","url":"http:\/\/localhost:1"/);
    expect(out[1]).not.toMatch(/eyJ|hunter2|reset-token-123/);
    expect(JSON.parse(out[1] ?? '{}')).toMatchObject({
      level: 'warn',
      body: { email: 'a@b.c', password: '[redacted]' },
      authorization: '[redacted]',
    });
    const quiet = createLogger(false, 'warn', { write: (s: string) => void out.push(s) });
    quiet.info('not written');
    expect(out).toHaveLength(2);
  });
});
