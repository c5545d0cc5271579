import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../setup/ports.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivatePostgres, postgresBin } from '../factories/private-postgres.ts';
import { remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { call, type ApiResponse } from '../setup/http.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * Fault: the database goes away under a running API server, first by pg_terminate_backend() of
 * every connection, then by a full PostgreSQL restart. The server must stay up, answer 503 with a
 * clear message while the database is away (never hang), and recover by itself within seconds.
 * A private cluster is used, so the machine's shared PostgreSQL is never stopped.
 */
const bin = postgresBin();

let cluster: PrivatePostgres;
let server: ServerProcess;
let admin = '';
let alice: RemoteUser;
let bob: RemoteUser;

const timed = async (run: () => Promise<ApiResponse>) => {
  const started = Date.now();
  const res = await run();
  return { ...res, ms: Date.now() - started };
};

/** Retries `run` until it answers `status` (the server reconnects by itself); returns how long that took. */
async function until(status: number, run: () => Promise<ApiResponse>, limitMs = 15_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await run();
    if (res.status === status) return Date.now() - started;
    if (Date.now() - started > limitMs)
      throw new Error(`no ${status} within ${limitMs} ms; last: ${res.status} ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const sendsInLedger = async () => {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ sends: string }>(
      `SELECT count(*) AS sends FROM ledger_transactions WHERE type = 'send_money'`,
    );
    return Number(rows[0]?.sends);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  if (!bin) return;
  cluster = new PrivatePostgres(bin, await freePort());
  cluster.init();
  cluster.start();
  server = new ServerProcess({
    dataDir: mkdtempSync(join(tmpdir(), 'ops-dbr-')),
    databaseUrl: cluster.url,
    env: { DB_POOL_MAX: '4' },
  });
  await server.start();
  admin = await remoteAdminToken(server.url);
  alice = await remoteUser(server.url, admin, 1_000);
  bob = await remoteUser(server.url, admin);
}, 120_000);

afterAll(async () => {
  await server?.kill();
  cluster?.destroy();
});

const send = (key = randomUUID()) =>
  call(server.url, 'POST', '/api/send-money-now', {
    token: alice.token,
    key,
    body: { sender_wallet_id: alice.main, recipient_email: bob.email, amount: 1 },
  });
const wallets = () => call(server.url, 'GET', '/api/wallet/wallets', { token: alice.token });

describe.skipIf(!bin || process.env.DATABASE_URL)('the API server when its PostgreSQL goes away', () => {
  it('survives pg_terminate_backend() of all its connections and serves the next request', async () => {
    for (let i = 0; i < 8; i += 1) expect((await wallets()).status).toBe(200);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    // Time for a crash to show: the process's staying up is an absence, which no condition can signal.
    await new Promise((r) => setTimeout(r, 300));
    expect(server.running, server.log).toBe(true);
    const recoveredMs = await until(200, wallets, 5_000);
    expect((await send()).status).toBe(200);
    expect(server.running).toBe(true);
    console.log(`[ops] pg_terminate_backend: ${rowCount} connections ended, first 200 after ${recoveredMs} ms`);
  }, 60_000);

  it('answers 503 quickly while PostgreSQL is down, and recovers by itself after the restart', async () => {
    const before = await sendsInLedger();
    cluster.stop('fast');
    const read = await timed(wallets);
    expect(read.status).toBe(503);
    expect(read.ms).toBeLessThan(8_000);
    expect(read.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('database unreachable'),
    });
    expect(read.headers.get('retry-after')).toBe('5');
    const health = await timed(() => call(server.url, 'GET', '/api/health'));
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(8_000);
    // A money request during the outage is refused before it claims its key: the same key works later.
    const key = randomUUID();
    expect((await send(key)).status).toBe(503);
    expect(server.running, server.log).toBe(true);

    cluster.start();
    const recoveredMs = await until(200, wallets, 15_000);
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    const retried = await send(key);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(server.running).toBe(true);
    // Exactly one transfer reached the ledger: the refused attempt moved nothing, the retry moved it once.
    expect((await sendsInLedger()) - before).toBe(1);
    console.log(
      `[ops] PostgreSQL restart: 503 in ${read.ms} ms while down, health 503 in ${health.ms} ms, first 200 ${recoveredMs} ms after the restart`,
    );
  }, 90_000);
});
