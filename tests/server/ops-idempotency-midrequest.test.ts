import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { LOCAL_POSTGRES } from '../factories/postgres-storm.ts';
import { createDatabase, dropDatabase } from '../setup/databases.ts';
import { usdtAccount } from '../factories/payments.ts';
import { remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { call, type ApiResponse } from '../setup/http.ts';
import { runCli } from '../setup/server-env.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * Fault: kill -9 while money requests under Idempotency-Keys are in flight (exchange, investment,
 * withdrawal, admin balance: every route that used to move the money and record the answer in two
 * steps). After the restart every key must give a definitive answer (a replay of what happened, or
 * the action run now): none may stay "still being processed" (409), and the ledger must hold each
 * acknowledged action exactly once. Runs on the embedded database, and on PostgreSQL in CI's
 * PostgreSQL pass (there a claim commits for good, so the old code left cut-off keys stuck for
 * 24 hours; a key now resolves once its 30 s lease has passed).
 */
const baseUrl = process.env.DATABASE_URL || LOCAL_POSTGRES;
const pgName = `${process.env.TEST_DB_PREFIX ?? 'test'}_midrequest`;
// CI's PostgreSQL pass runs it on PostgreSQL; the embedded pass (and a plain local run) on PGlite.
const onPostgres = !!process.env.DATABASE_URL;
let pgUrl = '';
const server = new ServerProcess({ dataDir: mkdtempSync(join(tmpdir(), 'ops-mid-')) });
const KILLS = 4;
let admin = '';
let alice: RemoteUser;
let bob: RemoteUser;
let schemaId = '';
let accountId = '';

type Op = { route: string; type: string; token: () => string; path: () => string; body: () => unknown };
const ops: Op[] = [
  {
    route: 'exchange',
    type: 'exchange',
    token: () => alice.token,
    path: () => '/api/wallet/wallet-exchange-now',
    body: () => ({ from_wallet_id: alice.main, to_wallet_id: alice.profit, amount: 10 }),
  },
  {
    route: 'invest',
    type: 'investment',
    token: () => alice.token,
    path: () => '/api/investments',
    body: () => ({ schema_id: schemaId, amount: 1_000, wallet_type: 'main' }),
  },
  {
    route: 'withdraw',
    type: 'withdraw',
    token: () => alice.token,
    path: () => '/api/withdrawals',
    body: () => ({ account_id: accountId, amount: 50 }),
  },
  {
    route: 'admin balance',
    type: 'admin_adjustment',
    token: () => admin,
    path: () => `/api/admin/users/${bob.id}/balance`,
    body: () => ({ wallet_type: 'main', amount: 20, type: 'add', reason: 'crash test' }),
  },
];
type Sent = { op: Op; key: string; first: ApiResponse | undefined };

beforeAll(async () => {
  if (onPostgres) pgUrl = await createDatabase(baseUrl, pgName);
  // The database exists only now; the server's environment is read at each start.
  if (pgUrl) server.options.databaseUrl = pgUrl;
  await server.start();
  admin = await remoteAdminToken(server.url);
  const settings = { withdrawalCoolingOffHours: 0, fourEyesThreshold: 0, withdrawDailyCount: 100 };
  expect((await call(server.url, 'PUT', '/api/admin/settings', { token: admin, body: settings })).status).toBe(200);
  alice = await remoteUser(server.url, admin, 500_000);
  bob = await remoteUser(server.url, admin);
  const schemas = await call(server.url, 'GET', '/api/schemas', { token: alice.token });
  schemaId = String((schemas.body.schemas as { id: string }[])[0]?.id);
  accountId = (await usdtAccount(server.url, alice.token)).id;
}, 120_000);

afterAll(async () => {
  await server.kill();
  if (pgUrl) await dropDatabase(baseUrl, pgName).catch(() => undefined);
});

/** Sends one op under a new key; the answer is undefined when the process died under it. */
const fire = async (op: Op): Promise<Sent> => {
  const key = randomUUID();
  const first = await call(server.url, 'POST', op.path(), { token: op.token(), key, body: op.body() });
  return { op, key, first: first.status === 0 ? undefined : first };
};

describe(`money requests cut off by kill -9 (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('leave no key stuck in flight, and every acknowledged action is in the ledger once', async () => {
    const sent: Sent[] = [];
    for (let round = 0; round < KILLS; round += 1) {
      let answered = 0;
      let killing = false;
      const client = async (i: number) => {
        for (let n = i; !killing; n += 1) {
          const s = await fire(ops[n % ops.length] as Op);
          sent.push(s);
          if (s.first) answered += 1;
        }
      };
      const clients = [0, 1, 2, 3, 4, 5].map(client);
      // Killed once the load is steady (answers coming back, six requests always outstanding).
      while (answered < 12) await new Promise((r) => setTimeout(r, 20));
      killing = true;
      await server.kill();
      await Promise.all(clients);
      await server.start();
    }
    // After the last restart: every key once more, same body. Undecided keys are the ones the kills cut.
    const cut = sent.filter((s) => !s.first);
    let stuck = 0;
    let inFlightAtRestart = 0;
    let replayed = 0;
    const acknowledged = new Map<string, number>();
    // A key may answer 409 until its lease (30 s) has passed; still 409 after 45 s is stuck.
    const deadline = Date.now() + 45_000;
    const isInFlight = (r: ApiResponse) => r.status === 409 && r.body.code === 'IDEMPOTENCY_IN_FLIGHT';
    for (const s of sent) {
      let again = await call(server.url, 'POST', s.op.path(), { token: s.op.token(), key: s.key, body: s.op.body() });
      if (isInFlight(again)) inFlightAtRestart += 1;
      while (isInFlight(again) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
        again = await call(server.url, 'POST', s.op.path(), { token: s.op.token(), key: s.key, body: s.op.body() });
      }
      if (isInFlight(again)) stuck += 1;
      if (again.headers.get('idempotent-replayed') === 'true') replayed += 1;
      if (s.first && s.first.status < 300)
        expect({ key: s.key, replay: again.body }).toEqual({ key: s.key, replay: s.first.body });
      if (again.status < 300) acknowledged.set(s.op.type, (acknowledged.get(s.op.type) ?? 0) + 1);
    }
    const verify = await runCli(['ledger:verify'], server.env);
    expect(verify.code, verify.output).toBe(0);
    // Each key answered 2xx is one ledger entry of its kind; nothing else moved.
    expect((await server.signal('SIGTERM')).code).toBe(0);
    const database = await openDatabase({ databaseUrl: pgUrl || undefined, dataDir: server.dataDir, role: 'test' });
    const inLedger = new Map<string, number>();
    try {
      const rows = await queryRows<{ type: string; n: number }>(
        database.db,
        sql`SELECT type, count(*)::int AS n FROM ledger_transactions WHERE (user_id = ${alice.id}::uuid AND type <> 'admin_adjustment') OR (user_id = ${bob.id}::uuid) GROUP BY type`,
      );
      for (const r of rows) inLedger.set(r.type, r.n);
    } finally {
      await database.close();
    }
    const figures = {
      database: pgUrl ? 'postgres' : 'embedded',
      kills: KILLS,
      keyed: sent.length,
      cutOff: cut.length,
      inFlightAtRestart,
      replayedAfterRestart: replayed,
      stuck,
      acknowledged: Object.fromEntries(acknowledged),
      inLedger: Object.fromEntries(inLedger),
    };
    console.log(`[ops] kill -9 mid-request: ${JSON.stringify(figures)}`);
    expect(cut.length).toBeGreaterThan(0);
    expect(stuck).toBe(0);
    expect(Object.fromEntries(inLedger)).toEqual(Object.fromEntries(acknowledged));
  }, 600_000);
});
