import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Investment, InvestmentSchema } from '../../src/contract/investments.ts';
import { schemaBody } from '../factories/invest.ts';
import { createPlan, DAY_MS, plansOf } from '../factories/recurring.ts';
import { remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { callOk } from '../setup/http.ts';
import { runCli, serverEnv, type Finished } from '../setup/server-env.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * Recurring runs as production runs them: `run-due` in its own processes, each run its own
 * transaction. Each due date invests once across a kill -9 in the middle of a catch-up, and across
 * two processes catching up the same plans at once on one PostgreSQL database.
 */
const RUNS = 40;
const until = () => new Date(Date.now() + (RUNS - 1) * DAY_MS + 3_600_000).toISOString();

async function setUp(url: string, people: number) {
  const admin = await remoteAdminToken(url);
  const schema = (
    await callOk<{ schema: InvestmentSchema }>(
      url,
      'POST',
      '/api/admin/schemas',
      { token: admin, body: schemaBody({ periods: 1, minAmount: 1, maxAmount: 1000 }) },
      201,
    )
  ).schema;
  const users: RemoteUser[] = [];
  for (let i = 0; i < people; i++) users.push(await remoteUser(url, admin, 300));
  for (const u of users)
    await createPlan(url, u.token, { schema_id: schema.id, amount: 1, wallet_type: 'main', every: 'day' });
  return users;
}

/** Every investment of a user, through the paged Schema Logs API. */
async function investmentsOf(url: string, u: RemoteUser): Promise<Investment[]> {
  const all: Investment[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Investment[]; nextCursor: string | null } = await callOk(
      url,
      'GET',
      `/api/investments?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { token: u.token },
    );
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/** How many due dates of the user's plan have run: the plan's next run is that many days after its start. */
async function runsDone(url: string, u: RemoteUser): Promise<number> {
  const [plan] = await plansOf(url, u.token);
  if (!plan?.nextRunAt) throw new Error('no plan');
  return Math.round((Date.parse(plan.nextRunAt) - Date.parse(plan.createdAt)) / DAY_MS);
}

/** Every due date ran once (the plan is RUNS dates on) and made exactly one investment. */
async function expectOncePerDate(url: string, users: RemoteUser[]) {
  for (const u of users) {
    expect(await runsDone(url, u)).toBe(RUNS);
    const [plan] = await plansOf(url, u.token);
    expect(plan?.runs.every((r) => r.outcome === 'invested')).toBe(true);
    const made = await investmentsOf(url, u);
    expect(made).toHaveLength(RUNS);
    expect(new Set(made.map((i) => i.id)).size).toBe(RUNS);
  }
}

const expectOk = (r: Finished) => expect(r.code, r.output).toBe(0);
const started = Date.now();
const step = (what: string) => console.info(`${Math.round((Date.now() - started) / 1000)} s: ${what}`);

describe.skipIf(!!process.env.DATABASE_URL)('recurring runs survive kill -9', () => {
  const server = new ServerProcess({});
  afterAll(async () => {
    await server.kill();
  });

  it('a server killed mid catch-up and run again invests each due date once', async () => {
    await server.start();
    step('server up');
    const users = await setUp(server.url, 2);
    step('plans set up');
    const to = until();
    let ended: Finished | undefined;
    const first = runCli(['run-due', '--until', to], server.env).then((r) => (ended = r));
    // The server logs each run as it commits: kill it after a few, while the rest are still due.
    while ((server.log.match(/"msg":"recurring run"/g) ?? []).length < 3) {
      if (ended) throw new Error(`run-due ended before the kill: ${ended.output}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    step('three runs logged: kill -9');
    await server.kill();
    await first;
    await server.start();
    const doneAtKill = await Promise.all(users.map((u) => runsDone(server.url, u)));
    const total = doneAtKill.reduce((a, b) => a + b, 0);
    console.info(`kill -9 after ${total} of ${RUNS * users.length} due runs (${doneAtKill.join(', ')})`);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(RUNS * users.length);
    expectOk(await runCli(['run-due', '--until', to], server.env));
    step('run-due again');
    await expectOncePerDate(server.url, users);
    step('checked');
    await server.kill();
    expectOk(await runCli(['ledger:verify'], serverEnv({ dataDir: server.dataDir })));
  }, 600_000);
});

describe.skipIf(!process.env.DATABASE_URL)('two processes on one PostgreSQL', () => {
  const dbName = `${process.env.TEST_DB_PREFIX ?? 'wallet_test'}_recurring2`;
  const base = process.env.DATABASE_URL ?? '';
  const url = (() => {
    const u = new URL(base || 'postgres://x/y');
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  const server = new ServerProcess({ databaseUrl: url });

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${dbName}`);
    await client.end();
  });
  afterAll(async () => {
    await server.kill();
  });

  it('run-due in two processes at once invests each due date once', async () => {
    await server.start();
    step('server up');
    const users = await setUp(server.url, 2);
    step('plans set up');
    const to = until();
    const env = serverEnv({ dataDir: server.dataDir, databaseUrl: url });
    const [a, b] = await Promise.all([
      runCli(['run-due', '--until', to], env),
      runCli(['run-due', '--until', to], env),
    ]);
    step('both run-due done');
    expectOk(a);
    expectOk(b);
    const summary = (r: Finished) => r.stdout.split('\n').find((l) => l.startsWith('run-due until')) ?? '';
    console.info(`two processes: ${summary(a)} | ${summary(b)}`);
    await expectOncePerDate(server.url, users);
    expectOk(await runCli(['ledger:verify'], env));
  }, 600_000);
});
