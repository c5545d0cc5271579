import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { LOCAL_POSTGRES } from '../factories/postgres-storm.ts';
import { remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { createDatabase, dropDatabase } from '../setup/databases.ts';
import { call, type ApiResponse } from '../setup/http.ts';
import { runCli } from '../setup/server-env.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * Fault: kill -9 while 32 clients send money, so batches of the send queue are being applied and
 * committed when the process dies. A batch is one statement and one transaction: after the
 * restart every send is either wholly there or wholly absent. Each key is then sent once more:
 * an acknowledged send must replay its first answer (none lost), a cut-off one either replays or
 * runs now, and the ledger must hold exactly one send per key answered 200 (none duplicated).
 * Runs on the embedded database, and on PostgreSQL in CI's PostgreSQL pass.
 */
const baseUrl = process.env.DATABASE_URL || LOCAL_POSTGRES;
const pgName = `${process.env.TEST_DB_PREFIX ?? 'test'}_send_batch_crash`;
const onPostgres = !!process.env.DATABASE_URL;
let pgUrl = '';
const server = new ServerProcess({ dataDir: mkdtempSync(join(tmpdir(), 'ops-send-batch-')) });
const CLIENTS = 32;
const KILLS = Number(process.env.SEND_CRASH_KILLS ?? 3);
let senders: RemoteUser[] = [];
let bob: RemoteUser;

type Sent = { sender: RemoteUser; key: string; first: ApiResponse | undefined };

beforeAll(async () => {
  if (onPostgres) pgUrl = await createDatabase(baseUrl, pgName);
  if (pgUrl) server.options.databaseUrl = pgUrl;
  await server.start();
  const admin = await remoteAdminToken(server.url);
  // Funding goes through without a second admin's approval (four-eyes): this suite is about crashes.
  expect(
    (await call(server.url, 'PUT', '/api/admin/settings', { token: admin, body: { fourEyesThreshold: 0 } })).status,
  ).toBe(200);
  bob = await remoteUser(server.url, admin);
  // Sixteen senders, two clients each: batches hold several sends of one sender, as they do under load.
  senders = [];
  for (let i = 0; i < Number(process.env.SEND_CRASH_SENDERS ?? 16); i += 1)
    senders.push(await remoteUser(server.url, admin, 5_000));
}, 300_000);

afterAll(async () => {
  await server.kill();
  if (pgUrl) await dropDatabase(baseUrl, pgName).catch(() => undefined);
});

const sendOnce = (s: Sent) =>
  call(server.url, 'POST', '/api/send-money-now', {
    token: s.sender.token,
    key: s.key,
    body: { sender_wallet_id: s.sender.main, recipient_email: bob.email, amount: 1.25 },
  });

describe(`sends in batches cut off by kill -9 (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  it('none acknowledged is lost, none is duplicated, no batch is half written', async () => {
    const sent: Sent[] = [];
    for (let round = 0; round < KILLS; round += 1) {
      let answered = 0;
      let killing = false;
      const client = async (i: number) => {
        while (!killing) {
          const s: Sent = { sender: senders[i % senders.length] as RemoteUser, key: randomUUID(), first: undefined };
          sent.push(s);
          const first = await sendOnce(s);
          s.first = first.status === 0 ? undefined : first;
          if (s.first) answered += 1;
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, i) => client(i));
      // Killed once the load is steady: answers coming back, 32 sends always outstanding.
      while (answered < 100) await new Promise((r) => setTimeout(r, 10));
      killing = true;
      await server.kill();
      await Promise.all(clients);
      await server.start();
    }

    const acknowledged = sent.filter((s) => s.first?.status === 200);
    const statuses: Record<string, number> = {};
    for (const s of sent) {
      const code = s.first ? `${s.first.status} ${String(s.first.body.code ?? '')}`.trim() : 'cut off';
      statuses[code] = (statuses[code] ?? 0) + 1;
    }
    const cut = sent.filter((s) => !s.first);
    let lost = 0;
    let ranAfterRestart = 0;
    let stuck = 0;
    const deadline = Date.now() + 45_000;
    const isInFlight = (r: ApiResponse) => r.status === 409 && r.body.code === 'IDEMPOTENCY_IN_FLIGHT';
    let answered200 = 0;
    for (const s of sent) {
      let again = await sendOnce(s);
      // On PostgreSQL a claim cut off before its commit is gone; a key may answer 409 only until its lease passes.
      while (isInFlight(again) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
        again = await sendOnce(s);
      }
      if (isInFlight(again)) stuck += 1;
      const replayed = again.headers.get('idempotent-replayed') === 'true';
      if (s.first?.status === 200 && (!replayed || !isDeepStrictEqual(again.body, s.first.body))) lost += 1;
      if (!s.first && !replayed && again.status === 200) ranAfterRestart += 1;
      if (again.status === 200) answered200 += 1;
    }
    const verify = await runCli(['ledger:verify'], server.env);
    expect(verify.code, verify.output).toBe(0);
    expect((await server.signal('SIGTERM')).code).toBe(0);
    const database = await openDatabase({ databaseUrl: pgUrl || undefined, dataDir: server.dataDir, role: 'test' });
    let inLedger = 0;
    let transfers = 0;
    try {
      const [row] = await queryRows<{ sends: number; transfers: number }>(
        database.db,
        sql`SELECT (SELECT count(*)::int FROM ledger_transactions WHERE type = 'send_money') AS sends,
          (SELECT count(*)::int FROM transfers) AS transfers`,
      );
      inLedger = row?.sends ?? 0;
      transfers = row?.transfers ?? 0;
    } finally {
      await database.close();
    }
    const figures = {
      database: onPostgres ? 'postgres' : 'embedded',
      kills: KILLS,
      sends: sent.length,
      statuses,
      acknowledged: acknowledged.length,
      cutOff: cut.length,
      ranAfterRestart,
      lost,
      duplicated: inLedger - answered200,
      stuck,
    };
    console.log(`[ops] kill -9 under batched sends: ${JSON.stringify(figures)}`);
    expect(cut.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(lost).toBe(0);
    expect(stuck).toBe(0);
    // Every key answered 200 once in the ledger, and each send with its transfer row: no half batch.
    expect(inLedger).toBe(answered200);
    expect(transfers).toBe(inLedger);
  }, 900_000);
});
