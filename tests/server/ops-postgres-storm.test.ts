import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedUntilAnswered, LOCAL_POSTGRES, terminateStorm, withClient } from '../factories/postgres-storm.ts';
import { createDatabase, dropDatabase } from '../setup/databases.ts';
import { listening } from '../setup/ports.ts';
import { remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { call } from '../setup/http.ts';
import { runCli, serverEnv } from '../setup/server-env.ts';
import { ServerProcess } from '../setup/server-process.ts';
import { SmtpSink } from '../setup/smtp-sink.ts';

/**
 * Fault: PostgreSQL ends every connection of the app's database (pg_terminate_backend, 57P01)
 * every 1.5 s, 26 times, while 8 clients move money under Idempotency-Keys, 2 read their
 * transactions and new accounts get their welcome mail. Whatever was checked out at that moment
 * (a pool client inside a transaction, the job-lock connection, the mail sender, the session
 * touch), the process must live, readiness must come back, and every acknowledged money
 * operation must be in the ledger exactly once.
 *
 * Runs in CI's PostgreSQL pass (DATABASE_URL set); without DATABASE_URL it uses 127.0.0.1:5432
 * when something listens there, and says so loudly when it cannot run.
 */
const baseUrl = process.env.DATABASE_URL || LOCAL_POSTGRES;
const dbName = `${process.env.TEST_DB_PREFIX ?? 'test'}_storm`;
const ROUNDS = Number(process.env.STORM_ROUNDS ?? 26);
const EVERY_MS = 1_500;
const MONEY_CLIENTS = 8;
// CI_POSTGRES_PASS=1 (.ci/run's embedded pass): the PostgreSQL pass that follows runs this same test
// against the same server, so the embedded pass leaves it to that pass (the summary checks it ran there).
const deferred = !process.env.DATABASE_URL && process.env.CI_POSTGRES_PASS === '1';
const available = process.env.DATABASE_URL ? true : deferred ? false : await listening(5432);
if (deferred) console.warn('[ops] ops-postgres-storm: left to the PostgreSQL pass (CI_POSTGRES_PASS=1)');
else if (!available)
  console.warn('[ops] ops-postgres-storm: NOT RUN: no DATABASE_URL and nothing listens on 127.0.0.1:5432');

const sink = new SmtpSink();
let server: ServerProcess;
let stormUrl = '';
let admin = '';
const payers: RemoteUser[] = [];
const payees: RemoteUser[] = [];

beforeAll(async () => {
  if (!available) return;
  await sink.listen();
  stormUrl = await createDatabase(baseUrl, dbName);
  server = new ServerProcess({
    dataDir: mkdtempSync(join(tmpdir(), 'ops-storm-')),
    databaseUrl: stormUrl,
    jobs: true,
    env: { DB_POOL_MAX: '6', SMTP_URL: sink.url, MAIL_FROM: 'ops@example.com' },
  });
  await server.start();
  admin = await remoteAdminToken(server.url);
  // Four-eyes off: the funding below is credited at once instead of waiting for a second admin.
  expect(
    (await call(server.url, 'PUT', '/api/admin/settings', { token: admin, body: { fourEyesThreshold: 0 } })).status,
  ).toBe(200);
  for (let i = 0; i < MONEY_CLIENTS; i += 1) {
    payers.push(await remoteUser(server.url, admin, 100_000));
    payees.push(await remoteUser(server.url, admin));
  }
}, 180_000);

afterAll(async () => {
  await server?.kill();
  await sink.close();
  if (available) await dropDatabase(baseUrl, dbName).catch(() => undefined);
});

describe.runIf(available)('the API server under a pg_terminate_backend storm', () => {
  it('stays up, recovers readiness, loses and doubles no acknowledged money operation', async () => {
    let storming = true;
    const stormDone = terminateStorm(baseUrl, dbName, ROUNDS, EVERY_MS).finally(() => (storming = false));
    const acked = payers.map(() => ({ send: 0, exchange: 0 }));
    const money = { acknowledged: 0, refused: 0, unresolved: 0, retries: 0 };
    const reads = { ok: 0, unavailable: 0, other: 0 };
    const registered: string[] = [];
    const refusals = new Set<string>();

    const moneyClient = async (i: number) => {
      const p = payers[i] as RemoteUser;
      for (let n = 0; storming; n += 1) {
        const exchange = n % 2 === 1;
        const deadline = Date.now() + 90_000;
        const out = exchange
          ? await keyedUntilAnswered(
              server.url,
              '/api/wallet/wallet-exchange-now',
              p.token,
              { from_wallet_id: p.main, to_wallet_id: p.profit, amount: 10 },
              deadline,
            )
          : await keyedUntilAnswered(
              server.url,
              '/api/send-money-now',
              p.token,
              { sender_wallet_id: p.main, recipient_email: payees[i]?.email, amount: 1 },
              deadline,
            );
        money.retries += out.attempts - 1;
        if (!out.answer) money.unresolved += 1;
        else if (out.status === 200) {
          money.acknowledged += 1;
          (acked[i] as { send: number; exchange: number })[exchange ? 'exchange' : 'send'] += 1;
        } else {
          money.refused += 1;
          refusals.add(`${out.status} ${String(out.answer.body.code)} ${String(out.answer.body.message)}`);
        }
      }
    };
    const reader = async (i: number) => {
      while (storming) {
        const res = await call(server.url, 'GET', '/api/transactions/user', { token: (payers[i] as RemoteUser).token });
        if (res.status === 200) reads.ok += 1;
        else if (res.status === 503) reads.unavailable += 1;
        else reads.other += 1;
      }
    };
    const mailer = async () => {
      for (let n = 0; storming; n += 1) {
        const email = `storm${n}-${Date.now()}@example.com`;
        const res = await call(server.url, 'POST', '/api/auth/register', {
          body: {
            email,
            password: 'correct horse battery',
            username: `storm${n}x${Date.now() % 1e6}`,
            firstName: 'Storm',
            lastName: 'Mail',
            phone: '+44 20 7946 0000',
            country: 'United Kingdom',
          },
        });
        if (res.status === 201) registered.push(email);
        // The load's pace (a registration every 200 ms), not a wait for a condition.
        await new Promise((r) => setTimeout(r, 200));
      }
    };

    const ended = await Promise.all([
      stormDone,
      ...payers.map((_, i) => moneyClient(i)),
      reader(0),
      reader(1),
      mailer(),
    ]).then(([e]) => e);
    expect(server.running, server.log.slice(-3000)).toBe(true);

    // Readiness comes back by itself.
    const started = Date.now();
    let ready: Awaited<ReturnType<typeof call>> | undefined;
    while (ready?.status !== 200 && Date.now() - started < 30_000) {
      ready = await call(server.url, 'GET', '/api/health/ready');
      if (ready?.status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    const readyMs = Date.now() - started;
    expect(ready?.status, `${JSON.stringify(ready?.body)}\n${server.log.slice(-2000)}`).toBe(200);

    // Every acknowledged operation is in the ledger exactly once; nothing else moved.
    const counts = await withClient(stormUrl, (c) =>
      c.query<{ user_id: string; type: string; n: string }>(
        `SELECT user_id, type, count(*) AS n FROM ledger_transactions WHERE type IN ('send_money', 'exchange') GROUP BY 1, 2`,
      ),
    );
    let lost = 0;
    let duplicated = 0;
    payers.forEach((p, i) => {
      for (const [kind, type] of [
        ['send', 'send_money'],
        ['exchange', 'exchange'],
      ] as const) {
        const inLedger = Number(counts.rows.find((r) => r.user_id === p.id && r.type === type)?.n ?? 0);
        const ack = (acked[i] as { send: number; exchange: number })[kind];
        lost += Math.max(0, ack - inLedger);
        duplicated += Math.max(0, inLedger - ack);
      }
    });

    // Every account registered during the storm has its welcome mail: delivered, or queued for the
    // outbox's retry (a claim cut by the storm is due again after the sender's lease). None lost.
    const mailStarted = Date.now();
    const mailed = () => registered.filter((e) => sink.countsByAddress().has(e)).length;
    while (mailed() < registered.length && Date.now() - mailStarted < 30_000)
      await new Promise((r) => setTimeout(r, 250));
    const outbox = await withClient(stormUrl, (c) =>
      c.query<{ to: string; status: string }>(
        `SELECT "to", status FROM mail_outbox WHERE template = 'welcome' AND "to" = ANY($1)`,
        [registered],
      ),
    );
    const mailLost = registered.filter(
      (e) => !outbox.rows.some((r) => r.to === e && (r.status === 'sent' || r.status === 'queued')),
    ).length;

    const verify = await runCli(['ledger:verify'], serverEnv({ dataDir: server.dataDir, databaseUrl: stormUrl }));
    const figures = {
      rounds: ended.length,
      backendsEnded: ended.reduce((a, b) => a + b, 0),
      ...money,
      lost,
      duplicated,
      reads,
      refusals: [...refusals],
      registered: registered.length,
      mailed: mailed(),
      mailQueuedForRetry: registered.length - mailed(),
      mailLost,
      readyAfterMs: readyMs,
      processAlive: server.running,
    };
    console.log(`[ops] pg_terminate_backend storm: ${JSON.stringify(figures)}`);
    expect(ended.length).toBe(ROUNDS);
    expect(figures.backendsEnded).toBeGreaterThan(ROUNDS);
    expect(money.acknowledged).toBeGreaterThan(50);
    expect(money.unresolved).toBe(0);
    expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect(reads.ok).toBeGreaterThan(0);
    expect(registered.length).toBeGreaterThan(0);
    expect(mailed()).toBeGreaterThan(0);
    expect(mailLost).toBe(0);
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toContain('ledger:verify passed');
    expect(server.running, server.log.slice(-3000)).toBe(true);
  }, 300_000);
});
