import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../server/db/client.ts';
import { verifyLedger } from '../../server/modules/ledger/ledger.verify.ts';
import type { Wallet } from '../../src/contract/wallet-shape.ts';
import { dropDatabase, freshDatabase } from '../factories/conservation-cluster.ts';
import { caddyBinary, freePort, http, listening, startCaddy, startReplica, type Proc } from '../factories/lb-cluster.ts';
import { E2E_ADMIN } from '../setup/app-server.ts';
import { launchBrowser, phoneContext } from '../setup/browser.ts';
import { browserKeys, startPushService, type PushServiceStandIn } from '../setup/push-service.ts';
import { logIn, PASSWORD, person, waitForWorkerControl } from '../setup/pwa-e2e.ts';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'wallet_lb_e2e';
const available = caddyBinary() !== undefined && (await listening(5432));

type Session = { token: string; user: { id: string; email: string } };

let a: Proc;
let b: Proc;
let caddy: Proc;
let database: Database;
let browser: Browser;
let pushService: PushServiceStandIn;
let admin: string;

const api = (path: string) => `${caddy.url}${path}`;
const sum = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ v: string | null }>(database.db, query))[0]?.v ?? 0);

async function register(username: string): Promise<Session> {
  const res = await http<Session>(api('/api/auth/register'), { method: 'POST', body: person(username) });
  if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function credit(userId: string, amount: number): Promise<void> {
  const res = await http(api(`/api/admin/users/${userId}/balance`), { method: 'POST', token: admin, body: { wallet_type: 'main', amount, type: 'add', reason: 'load balancer test' } });
  if (res.status !== 200) throw new Error(`credit: ${res.status} ${JSON.stringify(res.body)}`);
}

describe.skipIf(!available)('two app processes on one PostgreSQL behind Caddy (deploy/Caddyfile)', () => {
  beforeAll(async () => {
    const databaseUrl = await freshDatabase(POSTGRES, DB_NAME);
    const vapid = webpush.generateVAPIDKeys();
    const callerPort = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      ADMIN_TWO_FACTOR: 'optional',
      JWT_SECRET: 'load-balancer-secret-load-balancer-secret-0123',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      APP_URL: `http://127.0.0.1:${callerPort}`,
      // Caddy connects from 127.0.0.1; the clients below come from other loopback addresses.
      TRUST_PROXY: '127.0.0.1',
      // Every replica must sign pushes with the same keys as the one the browser subscribed through.
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
      DB_POOL_MAX: '8',
    };
    // The first replica migrates and seeds; the second starts on the ready database.
    a = await startReplica('a', env);
    [b, browser, pushService] = await Promise.all([startReplica('b', env), launchBrowser(), startPushService()]);
    caddy = await startCaddy([a, b], callerPort);
    database = await openDatabase({ databaseUrl, poolMax: 2 });
    const login = await http<Session>(api('/api/auth/login'), { method: 'POST', body: E2E_ADMIN });
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
    const worker = await http(api('/sw.js'));
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const shell = await http<string>(api('/'));
    expect(shell.headers['cache-control']).toBe('no-cache');
    const asset = /\/assets\/[\w.-]+\.js/.exec(shell.body)?.[0];
    if (!asset) throw new Error('no hashed script in index.html');
    expect((await http(api(asset))).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await http(api('/metrics'))).status).toBe(404);

    await register('lena');
    const context = await phoneContext(browser, caddy.url);
    const page = await context.newPage();
    await logIn(page, 'lena');
    await waitForWorkerControl(page);
    // A reload is answered by the worker's precache and the API through Caddy.
    await page.reload();
    await page.getByRole('region', { name: 'Balances' }).waitFor({ timeout: 15_000 });
    await context.close();

    const answered = (p: Proc) => p.log().split('\n').filter((l) => l.includes('"msg":"request"')).length;
    expect(answered(a)).toBeGreaterThan(0);
    expect(answered(b)).toBeGreaterThan(0);
  });

  it('throttles logins per client address, not per proxy: one client locked out, the others sign in', async () => {
    const fail = (n: number, from: string, headers: Record<string, string> = {}) =>
      http(api('/api/auth/login'), { method: 'POST', from, headers, body: { email: `nobody-${n}@example.com`, password: 'wrong password' } });
    for (let n = 0; n < 30; n += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, i) => fail(n + i, '127.0.0.20')));
      expect(batch.map((r) => r.status)).toEqual(Array(10).fill(401));
    }
    expect((await fail(30, '127.0.0.20')).status).toBe(429);
    // Writing a made-up X-Forwarded-For does not make a fresh client.
    expect((await fail(31, '127.0.0.20', { 'x-forwarded-for': '203.0.113.77' })).status).toBe(429);
    const other = await http(api('/api/auth/login'), { method: 'POST', from: '127.0.0.21', body: { email: 'lena@example.com', password: PASSWORD } });
    expect(other.status).toBe(200);
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a push subscription made through the proxy gets one push per notification, with the push job on both replicas', async () => {
    const mia = await register('mia');
    const keys = browserKeys();
    const sub = await http(api('/api/push/subscribe'), { method: 'POST', token: mia.token, body: { endpoint: `${pushService.url}/fcm/send/mia`, expirationTime: null, keys: keys.json } });
    expect(sub.status).toBe(201);
    await credit(mia.user.id, 25);
    await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(1);
    // Two push-outbox intervals later, still one: no replica sent it again.
    await new Promise((r) => setTimeout(r, 6_500));
    expect(pushService.received.length).toBe(1);
  });

  it('one replica killed with SIGKILL mid-load: the other keeps serving, every send lands once, money is conserved and the ledger verifies', async () => {
    const people = await Promise.all(['ann', 'ben', 'cat', 'dan', 'eve', 'fay'].map(register));
    await Promise.all(people.map((p) => credit(p.user.id, 500)));
    const wallets = await Promise.all(
      people.map(async (p) => (await http<Wallet[]>(api('/api/wallet/wallets'), { token: p.token })).body.find((w) => w.type === 'main')?.id ?? ''),
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
      for (let attempt = 0; attempt < 60; attempt++) {
        const res = await http(api('/api/send-money-now'), { method: 'POST', token: people[from]?.token, body, headers: { 'Idempotency-Key': key }, from: `127.0.0.${40 + worker}` });
        // 0 / 502: the replica died under the request; 409: its claim is still settling. Same key again.
        if (res.status === 0 || res.status === 502 || res.status === 503 || res.status === 504 || res.status === 409) {
          if (killedAt) retriesAfterKill += 1;
          await new Promise((r) => setTimeout(r, 100));
          continue;
        }
        if (killedAt && !firstOkAfterKill && res.status === 200) firstOkAfterKill = Date.now();
        return res.status;
      }
      return -1;
    };
    const worker = async (w: number) => {
      for (let op = w; op < OPS; op += 4) {
        const status = await sendOnce(op, w);
        outcomes.push(status);
        if (status === 200) acknowledged += 1;
        done += 1;
        if (done === OPS / 3 && !killedAt) {
          killedAt = Date.now();
          a.kill();
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
    expect((await http(`${b.url}/api/health/ready`)).status).toBe(200);
    expect((await http(api('/api/health/ready'))).status).toBe(200);
    console.log(
      `[load-balancer] ${OPS} sends (${acknowledged} ok, ${outcomes.filter((s) => s === 422).length} refused), replica a killed after ${OPS / 3}; ` +
        `${retriesAfterKill} retried answers after the kill, first success ${firstOkAfterKill ? firstOkAfterKill - killedAt : -1} ms after it`,
    );
  });
});
