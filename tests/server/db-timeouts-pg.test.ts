import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { ServerProcess } from '../setup/server-process.ts';
import { call } from '../setup/http.ts';

/**
 * Every database session is bounded (statement_timeout, lock_timeout,
 * idle_in_transaction_session_timeout). Fault run on PostgreSQL: a deliberately slow statement
 * (pg_sleep in a trigger) and a transaction of the test's own holding a wallet row, while other
 * investors keep exchanging. The stuck requests answer 503 QUERY_TIMEOUT within the bound, the others
 * keep working, and once the lock is gone everything serves normally.
 */
const STATEMENT_MS = 1_500;
const LOCK_MS = 1_000;

describe('session timeouts are set at open', () => {
  it('PGlite: SET at open, with the env values', async () => {
    const database = await openDatabase({
      dataDir: 'memory://',
      timeouts: { statementMs: 1234, lockMs: 567, idleInTransactionMs: 8900 },
    });
    try {
      const [row] = await queryRows<Record<string, string>>(
        database.db,
        sql`SELECT current_setting('statement_timeout') AS s, current_setting('lock_timeout') AS l, current_setting('idle_in_transaction_session_timeout') AS i`,
      );
      expect(row).toEqual({ s: '1234ms', l: '567ms', i: '8900ms' });
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL: a pooled session is bounded before its first query', () => {
  it('sets the timeouts on every new connection before handing it out, with no query queued on a busy client', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    const database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      poolMax: 4,
      timeouts: { statementMs: 1234, lockMs: 567, idleInTransactionMs: 8900 },
    });
    try {
      // Eight at once on a pool of four fresh connections: each new connection's first query arrives
      // while its SET is on the wire (pg 8 warns of a second query on a busy client; pg 9 refuses it).
      const rows = await Promise.all(
        Array.from({ length: 8 }, () =>
          queryRows<{ s: string; l: string; i: string }>(
            database.db,
            sql`SELECT current_setting('statement_timeout') AS s, current_setting('lock_timeout') AS l, current_setting('idle_in_transaction_session_timeout') AS i, pg_sleep(0.05)`,
          ),
        ),
      );
      expect(rows.map((r) => r[0] && { s: r[0].s, l: r[0].l, i: r[0].i })).toEqual(
        Array.from({ length: 8 }, () => ({ s: '1234ms', l: '567ms', i: '8900ms' })),
      );
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
  });
});

type Timed = { status: number; code: string | undefined; ms: number };

/** One JSON request that gives up after 20 s (the old code would wait as long as the lock is held). */
async function timed(url: string, path: string, token: string, body: unknown): Promise<Timed> {
  const started = Date.now();
  const res = await call<{ code?: string } | null>(url, 'POST', path, {
    token,
    key: randomUUID(),
    body,
    signal: AbortSignal.timeout(20_000),
  });
  if (res.status === 0) return { status: 0, code: 'HUNG', ms: Date.now() - started };
  return { status: res.status, code: res.body?.code, ms: Date.now() - started };
}

const exchange = (url: string, u: RemoteUser) =>
  timed(url, '/api/wallet/wallet-exchange-now', u.token, { from_wallet_id: u.main, to_wallet_id: u.profit, amount: 1 });

describe.skipIf(!process.env.DATABASE_URL)('bounded queries on PostgreSQL under load', () => {
  const name = `${process.env.TEST_DB_PREFIX ?? 'wallet_test'}_timeouts`;
  let url = '';
  let server: ServerProcess;
  let admin: pg.Client;

  beforeAll(async () => {
    const root = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await root.connect();
    await root.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await root.query(`CREATE DATABASE ${name}`);
    await root.end();
    const u = new URL(process.env.DATABASE_URL ?? '');
    u.pathname = `/${name}`;
    url = u.toString();
    server = new ServerProcess({
      databaseUrl: url,
      env: { DB_POOL_MAX: '6', DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS), DB_LOCK_TIMEOUT_MS: String(LOCK_MS) },
    });
    await server.start();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // The deliberately slow statement: opening a ticket titled "slow" sleeps 30 s inside its INSERT.
    await admin.query(
      `CREATE FUNCTION test_slow_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(30); RETURN NEW; END $$`,
    );
    await admin.query(
      `CREATE TRIGGER test_slow BEFORE INSERT ON tickets FOR EACH ROW WHEN (NEW.subject = 'slow') EXECUTE FUNCTION test_slow_insert()`,
    );
  }, 180_000);

  afterAll(async () => {
    await admin?.end();
    await server?.kill();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('a slow statement and a held wallet lock answer 503 QUERY_TIMEOUT within the bound while the rest keeps working', async () => {
    const adminToken = await remoteAdminToken(server.url);
    const alice = await remoteUser(server.url, adminToken, 100);
    const others = await Promise.all(Array.from({ length: 4 }, () => remoteUser(server.url, adminToken, 1_000)));

    // Load: the other investors exchange in a loop until the faults are over.
    let loading = true;
    const load = others.map(async (u) => {
      const results: Timed[] = [];
      while (loading) results.push(await exchange(server.url, u));
      return results;
    });

    const slow = Promise.all(
      Array.from({ length: 3 }, () =>
        timed(server.url, '/api/tickets', alice.token, { subject: 'slow', priority: 'low', message: 'takes long' }),
      ),
    );
    await admin.query('BEGIN');
    await admin.query('SELECT id FROM wallets WHERE id = $1 FOR UPDATE', [alice.main]);
    const locked = await Promise.all(Array.from({ length: 3 }, () => exchange(server.url, alice)));
    await admin.query('ROLLBACK');
    const slowed = await slow;
    loading = false;
    const loadResults = (await Promise.all(load)).flat();

    for (const r of locked) expect([r.status, r.code]).toEqual([503, 'QUERY_TIMEOUT']);
    for (const r of slowed) expect([r.status, r.code]).toEqual([503, 'QUERY_TIMEOUT']);
    // Within the bound, plus the HTTP and pool around it (never the 30 s sleep, never the lock's life).
    expect(Math.max(...locked.map((r) => r.ms))).toBeLessThan(LOCK_MS + 4_000);
    expect(Math.max(...slowed.map((r) => r.ms))).toBeLessThan(STATEMENT_MS + 4_000);
    expect(loadResults.filter((r) => r.status !== 200)).toEqual([]);
    expect(loadResults.length).toBeGreaterThan(4);

    // Afterwards: the same requests succeed, and the refused ones moved nothing.
    expect((await exchange(server.url, alice)).status).toBe(200);
    expect(
      (await timed(server.url, '/api/tickets', alice.token, { subject: 'fast', priority: 'low', message: 'quick' }))
        .status,
    ).toBe(201);
    const [{ n } = { n: '' }] = (
      await admin.query<{ n: string }>(`SELECT count(*)::text AS n FROM tickets WHERE subject = 'slow'`)
    ).rows;
    expect(n).toBe('0');

    // Admin exports and reports run within the same bounds: behind a table lock (as a long migration
    // would hold), the CSV export, the month report and its CSV answer 503 instead of waiting.
    const month = new Date().toISOString().slice(0, 7);
    const reads = [
      '/api/admin/transactions.csv',
      `/api/admin/reports/monthly?month=${month}`,
      `/api/admin/reports/monthly.csv?month=${month}`,
    ];
    const get = async (path: string) => {
      const started = Date.now();
      const res = await call<{ code?: string }>(server.url, 'GET', path, {
        token: adminToken,
        signal: AbortSignal.timeout(20_000),
      });
      return { status: res.status, code: res.status === 503 ? res.body.code : undefined, ms: Date.now() - started };
    };
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE ledger_transactions IN ACCESS EXCLUSIVE MODE');
    const blocked = [];
    for (const path of reads) blocked.push(await get(path));
    await admin.query('ROLLBACK');
    for (const r of blocked) expect([r.status, r.code]).toEqual([503, 'QUERY_TIMEOUT']);
    expect(Math.max(...blocked.map((r) => r.ms))).toBeLessThan(LOCK_MS + 4_000);
    for (const path of reads) expect((await get(path)).status).toBe(200);

    console.log(
      `[ops] timeouts: exports and reports behind a table lock 503 in ${Math.max(...blocked.map((r) => r.ms))} ms at most; ${locked.length} requests behind a held wallet lock answered 503 in ${Math.max(...locked.map((r) => r.ms))} ms at most (lock_timeout ${LOCK_MS} ms); ` +
        `${slowed.length} slow statements 503 in ${Math.max(...slowed.map((r) => r.ms))} ms at most (statement_timeout ${STATEMENT_MS} ms); ${loadResults.length} exchanges of the load all 200`,
    );
  }, 120_000);
});
