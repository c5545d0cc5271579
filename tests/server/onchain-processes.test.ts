import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { EvmNode } from '../factories/evm-node.ts';
import {
  payMany,
  remoteAddress,
  remoteEvmMethod,
  remoteMain,
  remotePayments,
  until,
} from '../factories/onchain-remote.ts';
import { remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { callOk } from '../setup/http.ts';
import type { OnchainWatcher } from '../../src/contract/onchain.ts';
import { runCli, serverEnv } from '../setup/server-env.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * The watcher as it runs in production: a job inside real server processes, polling a real chain.
 * Each payment is credited once across a kill -9 in the middle of crediting, and across two
 * processes on one PostgreSQL database.
 */
const node = new EvmNode();
let token: `0x${string}`;
// The local chain node listens on loopback, as a self-hosted node would.
const jobsOn = { jobs: true, env: { ONCHAIN_POLL_MS: '150', ONCHAIN_RPC_ALLOW_PRIVATE: '1' } };

beforeAll(async () => {
  await node.start();
  token = await node.deployToken('USDT', 6);
}, 120_000);
afterAll(async () => {
  await node.stop();
});

async function setUp(url: string, users: number, confirmations = 2) {
  const admin = await remoteAdminToken(url);
  const methodId = await remoteEvmMethod(url, admin, { rpcUrl: node.url, token, confirmations, min: 10 });
  const people: RemoteUser[] = [];
  for (let i = 0; i < users; i++) people.push(await remoteUser(url, admin));
  const addresses = await Promise.all(people.map((p) => remoteAddress(url, p, methodId)));
  return { admin, methodId, people, addresses };
}

async function expectEachCreditedOnce(
  url: string,
  admin: string,
  people: RemoteUser[],
  addresses: string[],
  expected: Map<string, number>,
  count: number,
) {
  const payments = await until(
    'every payment credited',
    () => remotePayments(url, admin),
    (list) => list.filter((p) => p.status === 'credited').length >= count,
  );
  expect(payments).toHaveLength(count);
  expect(new Set(payments.map((p) => p.depositId)).size).toBe(count);
  const approved = await until(
    'approved deposits',
    async () =>
      (
        await callOk<{ items: unknown[] }>(url, 'GET', '/api/admin/deposits?status=approved&limit=100', {
          token: admin,
        })
      ).items.length,
    (n) => n >= count,
  );
  expect(approved).toBe(count);
  for (const [i, person] of people.entries())
    expect(Math.round((await remoteMain(url, person)) * 100)).toBe(expected.get(addresses[i] ?? '') ?? 0);
}

describe.skipIf(!!process.env.DATABASE_URL)('on-chain crediting survives kill -9', () => {
  const server = new ServerProcess(jobsOn);
  afterAll(async () => {
    await server.kill();
  });

  it('a server killed mid-crediting and restarted credits each payment exactly once', async () => {
    await server.start();
    // 20 confirmations: of 40 payments in 40 consecutive blocks, only the first 21 can be credited
    // before the test mines more, so the kill always leaves crediting unfinished (nothing else mines).
    const confirmations = 20;
    const { people, addresses } = await setUp(server.url, 4, confirmations);
    await server.kill();
    const count = 40;
    const expected = await payMany(node, token, addresses, count);
    const confirmable = count - confirmations + 1;
    await server.start();
    const freshAdmin = await remoteAdminToken(server.url);
    const atKill = await until(
      'the first credit',
      () => remotePayments(server.url, freshAdmin),
      (list) => list.some((p) => p.status === 'credited'),
    );
    await server.kill();
    const creditedAtKill = atKill.filter((p) => p.status === 'credited').length;
    expect(creditedAtKill).toBeGreaterThan(0);
    expect(creditedAtKill).toBeLessThanOrEqual(confirmable);
    expect(atKill.filter((p) => p.status === 'seen').length).toBe(count - creditedAtKill);
    console.info(
      `kill -9 after ${creditedAtKill} of ${count} payments were credited (${confirmable} had their confirmations)`,
    );
    await server.start();
    await node.mine(confirmations);
    await expectEachCreditedOnce(server.url, await remoteAdminToken(server.url), people, addresses, expected, count);
    await server.kill();
    const verify = await runCli(['ledger:verify'], serverEnv({ dataDir: server.dataDir }));
    expect(verify.code, verify.output).toBe(0);
  }, 240_000);
});

describe.skipIf(!process.env.DATABASE_URL)('two app processes on one PostgreSQL', () => {
  const dbName = `${process.env.TEST_DB_PREFIX ?? 'wallet_test'}_onchain2`;
  const base = process.env.DATABASE_URL ?? '';
  const url = (() => {
    const u = new URL(base || 'postgres://x/y');
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  const a = new ServerProcess({ ...jobsOn, databaseUrl: url });
  const b = new ServerProcess({ ...jobsOn, databaseUrl: url });

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${dbName}`);
    await client.end();
  });
  afterAll(async () => {
    await Promise.all([a.kill(), b.kill()]);
  });

  it('credits each payment once while both run the watcher', async () => {
    await a.start();
    await b.start();
    const { admin, people, addresses } = await setUp(a.url, 4);
    const count = 30;
    const expected = await payMany(node, token, addresses, count);
    await node.mine(3);
    await expectEachCreditedOnce(b.url, admin, people, addresses, expected, count);
    // Both processes kept polling meanwhile; another round, which reads the blocks mined now, changes nothing.
    await node.mine(5);
    const head = await node.blockNumber();
    await until(
      'a watcher round that read the new blocks',
      async () =>
        (await callOk<OnchainWatcher[]>(a.url, 'GET', '/api/admin/onchain/watchers', { token: admin }))[0]
          ?.scannedBlock ?? 0,
      (scanned) => scanned >= head,
    );
    await expectEachCreditedOnce(a.url, admin, people, addresses, expected, count);
  }, 240_000);
});
