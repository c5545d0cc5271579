import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../server/db/client.ts';
import { KEEP_ALIVE_MS } from '../../server/bootstrap.ts';
import { verifyLedger } from '../../server/modules/ledger/ledger.verify.ts';
import type { Wallet } from '../../src/contract/wallet-shape.ts';
import { caddyBinary, startCaddy, startReplica, type Caddy } from '../factories/lb-cluster.ts';
import { ADMIN } from '../setup/admin-account.ts';
import { createDatabase, dropDatabase } from '../setup/databases.ts';
import { call, type CallOptions } from '../setup/http.ts';
import { freePort, listening } from '../setup/ports.ts';
import type { ServerProcess } from '../setup/server-process.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';
import { browserKeys, startPushService, type PushServiceStandIn } from '../setup/push-service.ts';
import { logIn, PASSWORD, person, waitForWorkerControl } from '../setup/pwa-e2e.ts';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'wallet_lb_e2e';
const available = caddyBinary() !== undefined && (await listening(5432));

type Session = { token: string; user: { id: string; email: string } };

let a: ServerProcess;
let b: ServerProcess;
let caddy: Caddy;
let database: Database;
let browser: Browser;
let pushService: PushServiceStandIn;
let admin: string;

const METRICS_TOKEN = 'load-balancer-metrics-token-0123';
/** Through Caddy, from a loopback address of its own (127.0.0.1 unless `from` says otherwise), a new connection each time. */
const api = <T = Record<string, unknown>>(method: string, path: string, opts: CallOptions = {}) =>
  call<T>(caddy.url, method, path, { from: '127.0.0.1', ...opts });
/** How often `replica` has run the push-outbox job (whatever the outcome: another replica may hold its lock). */
const pushJobRuns = async (replica: ServerProcess) => {
  const text = String((await call(replica.url, 'GET', '/metrics', { token: METRICS_TOKEN })).body);
  return [...text.matchAll(/^job_runs_total\{job="push-outbox",outcome="\w+"\} (\d+)$/gm)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
};
const sum = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ v: string | null }>(database.db, query))[0]?.v ?? 0);

async function register(username: string): Promise<Session> {
  const res = await api<Session>('POST', '/api/auth/register', { body: person(username) });
  if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  // Without two-factor, a send to someone new asks for the password: this session gives it once.
  const steppedUp = await api('POST', '/api/step-up', { token: res.body.token, body: { password: PASSWORD } });
  if (steppedUp.status !== 200) throw new Error(`step-up ${username}: ${steppedUp.status}`);
  return res.body;
}

async function credit(userId: string, amount: number): Promise<void> {
  const res = await api('POST', `/api/admin/users/${userId}/balance`, {
    token: admin,
    body: { wallet_type: 'main', amount, type: 'add', reason: 'load balancer test' },
  });
  if (res.status !== 200) throw new Error(`credit: ${res.status} ${JSON.stringify(res.body)}`);
}

describe.skipIf(!available)('two app processes on one PostgreSQL behind Caddy (deploy/Caddyfile)', () => {
  beforeAll(async () => {
    const databaseUrl = await createDatabase(POSTGRES, DB_NAME);
    const vapid = webpush.generateVAPIDKeys();
    const callerPort = await freePort();
    const options = {
      databaseUrl,
      jwtSecret: 'load-balancer-secret-load-balancer-secret-0123',
      appUrl: `http://127.0.0.1:${callerPort}`,
      jobs: true,
      env: {
        // Caddy connects from 127.0.0.1; the clients below come from other loopback addresses.
        TRUST_PROXY: '127.0.0.1',
        // Every replica must sign pushes with the same keys as the one the browser subscribed through.
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:ops@example.com',
        DB_POOL_MAX: '8',
        // Each replica's own /metrics (Caddy answers 404 there) tells how often its jobs ran.
        METRICS_TOKEN,
      },
    };
    // The first replica migrates and seeds; the second starts on the ready database.
    a = await startReplica('a', options);
    [b, browser, pushService] = await Promise.all([startReplica('b', options), launchBrowser(), startPushService()]);
    caddy = await startCaddy([a, b], callerPort);
    database = await openDatabase({ databaseUrl, poolMax: 2 });
    const login = await api<Session>('POST', '/api/auth/login', { body: ADMIN });
    admin = login.body.token;
  });

  afterAll(async () => {
    await browser?.close();
    await pushService?.close();
    await Promise.all([caddy, a, b].filter(Boolean).map((p) => p.stop()));
    await database?.close();
    await dropDatabase(POSTGRES, DB_NAME).catch(() => undefined);
  });

  it('serves the PWA through the proxy: sign-in in the browser, the service worker installs and controls the page, both replicas answer', async () => {
    const worker = await api('GET', '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const shell = await api<string>('GET', '/');
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    const asset = /\/assets\/[\w.-]+\.js/.exec(shell.body)?.[0];
    if (!asset) throw new Error('no hashed script in index.html');
    expect((await api('GET', asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await api('GET', '/metrics', { token: METRICS_TOKEN })).status).toBe(404);

    await register('lena');
    const context = await phoneContext(browser, caddy.url);
    const page = await context.newPage();
    await logIn(page, 'lena');
    await waitForWorkerControl(page);
    // A reload is answered by the worker's precache and the API through Caddy.
    await page.reload();
    await page.getByRole('region', { name: 'Balances' }).waitFor({ timeout: 15_000 });
    await context.close();

    const answered = (p: ServerProcess) => p.log.split('\n').filter((l) => l.includes('"msg":"request"')).length;
    expect(answered(a)).toBeGreaterThan(0);
    expect(answered(b)).toBeGreaterThan(0);
  });

  it('gives up an idle connection to a replica before the replica does (else a POST may meet a closing socket: a 502)', () => {
    const config = execFileSync(
      caddyBinary() ?? 'caddy',
      ['adapt', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
      { encoding: 'utf8', env: { ...process.env, CADDY_ADMIN: 'off' } },
    );
    const idleNs = [...config.matchAll(/"keep_alive":\{[^}]*"idle_timeout":(\d+)/g)].map((m) => Number(m[1]));
    expect(idleNs.length).toBeGreaterThan(0);
    for (const ns of idleNs) expect(ns / 1e6).toBeLessThan(KEEP_ALIVE_MS);
  });

  it('throttles logins per client address, not per proxy: one client locked out, the others sign in', async () => {
    const fail = (n: number, from: string, headers: Record<string, string> = {}) =>
      api('POST', '/api/auth/login', {
        from,
        headers,
        body: { email: `nobody-${n}@example.com`, password: 'wrong password' },
      });
    for (let n = 0; n < 30; n += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, i) => fail(n + i, '127.0.0.20')));
      expect(batch.map((r) => r.status)).toEqual(Array(10).fill(401));
    }
    expect((await fail(30, '127.0.0.20')).status).toBe(429);
    // Writing a made-up X-Forwarded-For does not make a fresh client.
    expect((await fail(31, '127.0.0.20', { 'x-forwarded-for': '203.0.113.77' })).status).toBe(429);
    const other = await api('POST', '/api/auth/login', {
      from: '127.0.0.21',
      body: { email: 'lena@example.com', password: PASSWORD },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a push subscription made through the proxy gets one push per notification, with the push job on both replicas', async () => {
    const mia = await register('mia');
    const keys = browserKeys();
    const sub = await api('POST', '/api/push/subscribe', {
      token: mia.token,
      body: { endpoint: `${pushService.url}/fcm/send/mia`, expirationTime: null, keys: keys.json },
    });
    expect(sub.status).toBe(201);
    await credit(mia.user.id, 25);
    await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(1);
    // Once each replica has run the push outbox twice more, still one: no replica sent it again.
    const [runsA, runsB] = await Promise.all([pushJobRuns(a), pushJobRuns(b)]);
    await expect
      .poll(async () => (await pushJobRuns(a)) >= runsA + 2 && (await pushJobRuns(b)) >= runsB + 2, { timeout: 30_000 })
      .toBe(true);
    expect(pushService.received.length).toBe(1);
  });

  it('one replica killed with SIGKILL mid-load: the other keeps serving, every send lands once, money is conserved and the ledger verifies', async () => {
    const people = await Promise.all(['ann', 'ben', 'cat', 'dan', 'eve', 'fay'].map(register));
    await Promise.all(people.map((p) => credit(p.user.id, 500)));
    const wallets = await Promise.all(
      people.map(
        async (p) =>
          (await api<Wallet[]>('GET', '/api/wallet/wallets', { token: p.token })).body.find((w) => w.type === 'main')
            ?.id ?? '',
      ),
    );
    const before = await sum(sql`SELECT sum(balance_cents) AS v FROM wallets WHERE user_id IS NOT NULL`);

    const OPS = 48;
    let done = 0;
    let acknowledged = 0;
    let killedAt = 0;
    let firstOkAfterKill = 0;
    let retriesAfterKill = 0;
    const outcomes: number[] = [];
    const sendOnce = async (op: number, worker: number) => {
      const from = op % people.length;
      const to = (from + 1 + (op % (people.length - 1))) % people.length;
      const key = randomUUID();
      const body = { sender_wallet_id: wallets[from], recipient_email: people[to]?.user.email, amount: 1 + (op % 9) };
      // The client keeps trying for longer than Caddy can leave both replicas out of its pool
      // (deploy/Caddyfile: fail_duration 10s, lb_try_duration 5s), as a phone on a retry loop would.
      const deadline = Date.now() + 30_000;
      let last = -1;
      while (Date.now() < deadline) {
        const res = await api('POST', '/api/send-money-now', {
          token: people[from]?.token,
          body,
          key,
          from: `127.0.0.${40 + worker}`,
        });
        // 0 / 502: the replica died under the request; 409: its claim is still settling. Same key again.
        if (res.status === 0 || res.status === 502 || res.status === 503 || res.status === 504 || res.status === 409) {
          last = res.status;
          if (killedAt) retriesAfterKill += 1;
          // The client's back-off before the retry (what a real client does), not a wait for a condition.
          await new Promise((r) => setTimeout(r, 100));
          continue;
        }
        if (killedAt && !firstOkAfterKill && res.status === 200) firstOkAfterKill = Date.now();
        return res.status;
      }
      // Never answered: what it last got, negated, so a failure says which it was.
      return -1000 - last;
    };
    const worker = async (w: number) => {
      for (let op = w; op < OPS; op += 4) {
        const status = await sendOnce(op, w);
        outcomes.push(status);
        if (status === 200) acknowledged += 1;
        done += 1;
        if (done === OPS / 3 && !killedAt) {
          killedAt = Date.now();
          void a.kill();
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));

    expect(killedAt).toBeGreaterThan(0);
    expect(outcomes.filter((s) => s !== 200 && s !== 422)).toEqual([]);
    expect(acknowledged).toBeGreaterThan(OPS / 2);
    const sends = await sum(sql`SELECT count(*) AS v FROM ledger_transactions WHERE type = 'send_money'`);
    expect(sends).toBe(acknowledged);
    const after = await sum(sql`SELECT sum(balance_cents) AS v FROM wallets WHERE user_id IS NOT NULL`);
    const fees = await sum(sql`SELECT sum(charge_cents) AS v FROM ledger_transactions WHERE type = 'send_money'`);
    expect(after + fees).toBe(before);
    const report = await verifyLedger(database.db);
    expect(report.firstFailure).toBeUndefined();
    expect(report.ok).toBe(true);
    expect((await call(b.url, 'GET', '/api/health/ready')).status).toBe(200);
    expect((await api('GET', '/api/health/ready')).status).toBe(200);
    console.log(
      `[load-balancer] ${OPS} sends (${acknowledged} ok, ${outcomes.filter((s) => s === 422).length} refused), replica a killed after ${OPS / 3}; ` +
        `${retriesAfterKill} retried answers after the kill, first success ${firstOkAfterKill ? firstOkAfterKill - killedAt : -1} ms after it`,
    );
  });
});
