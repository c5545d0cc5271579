import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositMethodEvm } from '../../server/db/schema-onchain.ts';
import { loadEnv } from '../../server/env.ts';
import { watchOnchainDeposits } from '../../server/modules/onchain/onchain-watcher.ts';
import type { Dashboard } from '../../src/contract/admin-dashboard.ts';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import { fundedUser } from '../factories/money.ts';
import { evmMethodBody } from '../factories/onchain.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * Where an on-chain method's RPC URL may point: never a link-local or cloud metadata address, the
 * app itself or a URL with credentials; loopback and private networks only with
 * ONCHAIN_RPC_ALLOW_PRIVATE (on in the tests' environment, switched off here per test). Checked at
 * save and again before every watcher run.
 */
let ctx: TestContext;
let admin: string;
let node: Server;
let nodeUrl = '';
let requests = 0;

const create = (rpcUrl: string) =>
  call<ErrorBody & DepositMethod>(ctx.app, 'POST', '/api/admin/deposit-methods', {
    token: admin,
    body: evmMethodBody({ rpcUrl }),
  });
const setAllowPrivate = (on: boolean) => {
  ctx.deps.env.onchainRpcAllowPrivate = on;
};

beforeAll(async () => {
  // A node that counts what reaches it and answers nothing useful (a warning on the method).
  node = createServer((req, res) => {
    requests += 1;
    req.resume();
    res.writeHead(500).end();
  });
  await new Promise<void>((done) => node.listen(0, '127.0.0.1', done));
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((done) => node.close(done));
});
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});
afterEach(() => setAllowPrivate(true));

describe('rpc_url', () => {
  it('takes ONCHAIN_RPC_ALLOW_PRIVATE as 1/true/0/false, off when unset, and refuses to start on anything else', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: 'memory://' };
    expect(loadEnv(base).onchainRpcAllowPrivate).toBe(false);
    expect(loadEnv({ ...base, ONCHAIN_RPC_ALLOW_PRIVATE: '1' }).onchainRpcAllowPrivate).toBe(true);
    expect(loadEnv({ ...base, ONCHAIN_RPC_ALLOW_PRIVATE: 'false' }).onchainRpcAllowPrivate).toBe(false);
    expect(() => loadEnv({ ...base, ONCHAIN_RPC_ALLOW_PRIVATE: 'yes' })).toThrow(
      /ONCHAIN_RPC_ALLOW_PRIVATE must be 1, 0, true or false/,
    );
  });

  it('refuses link-local and metadata addresses, credentials and the app itself with a 400 naming rpc_url, whatever the setting', async () => {
    const refused: Array<[string, RegExp]> = [
      ['http://169.254.169.254/latest/meta-data/', /link-local or cloud metadata/],
      ['http://0xA9FEA9FE/', /169\.254\.169\.254, a link-local/],
      ['http://[fe80::1]:8545/', /link-local/],
      ['http://metadata.google.internal/computeMetadata/v1/', /cloud metadata service/],
      ['https://user:s3cret@rpc.example.com/', /user name or password/],
      ['http://app.test/api/health', /this platform's own address/],
      [`http://127.0.0.1:${ctx.deps.env.port}/`, /this platform's own address/],
    ];
    for (const on of [true, false]) {
      setAllowPrivate(on);
      for (const [url, problem] of refused) {
        const res = await create(url);
        expect(res.status, `${url} (private ${on ? 'allowed' : 'refused'})`).toBe(400);
        expect(res.body.errors?.['rpc_url'], url).toMatch(problem);
        expect(JSON.stringify(res.body)).not.toContain('s3cret');
      }
    }
    expect(await ctx.deps.db.select().from(depositMethodEvm)).toHaveLength(0);
  });

  it('accepts loopback and private addresses only with ONCHAIN_RPC_ALLOW_PRIVATE, a host name resolving to one included', async () => {
    setAllowPrivate(false);
    const port = new URL(nodeUrl).port;
    for (const url of [
      nodeUrl,
      `http://localhost:${port}/`,
      'http://10.1.2.3:8545/',
      'http://192.168.1.10/',
      'http://[::1]:8545/',
    ]) {
      const res = await create(url);
      expect(res.status, url).toBe(400);
      expect(res.body.errors?.['rpc_url'], url).toMatch(
        /loopback or private network address: allowed only for a self-hosted node, when the server sets ONCHAIN_RPC_ALLOW_PRIVATE=1/,
      );
    }
    expect((await create(`http://localhost:${port}/`)).body.errors?.['rpc_url']).toMatch(
      /points to localhost \((127\.0\.0\.1|::1)\)/,
    );
    expect(await ctx.deps.db.select().from(depositMethodEvm)).toHaveLength(0);
    setAllowPrivate(true);
    const saved = await create(nodeUrl);
    expect(saved.status).toBe(201);
    // A change of URL is checked the same way.
    setAllowPrivate(false);
    const put = await call<ErrorBody>(ctx.app, 'PUT', `/api/admin/deposit-methods/${saved.body.id}`, {
      token: admin,
      body: evmMethodBody({ rpcUrl: 'http://10.0.0.5:8545/' }),
    });
    expect(put.status).toBe(400);
    expect(put.body.errors?.['rpc_url']).toMatch(/private network/);
  });

  it('is checked again before every watcher run: a refused URL is never called, and the admin and the investor are told', async () => {
    const saved = await create(nodeUrl);
    expect(saved.status).toBe(201);
    const investor = await fundedUser(ctx.app, admin, 0);
    setAllowPrivate(false);
    const before = requests;
    await watchOnchainDeposits(ctx.deps);
    expect(requests).toBe(before);
    const [row] = await ctx.deps.db.select().from(depositMethodEvm).where(eq(depositMethodEvm.methodId, saved.body.id));
    expect(row?.scanError).toMatch(
      /^RPC URL refused: it points to 127\.0\.0\.1, a loopback or private network address/,
    );
    // The admin sees the error on the method and on the dashboard; the investor only that payments are delayed.
    const adminList = await call<DepositMethod[]>(ctx.app, 'GET', '/api/admin/deposit-methods', { token: admin });
    expect(adminList.body.find((m) => m.id === saved.body.id)?.evm).toMatchObject({
      delayed: true,
      scanError: expect.stringMatching(/RPC URL refused/),
    });
    const dash = await call<{ data: Dashboard }>(ctx.app, 'GET', '/api/admin/dashboard', { token: admin });
    expect(dash.body.data.onchain?.[0]?.error).toMatch(/RPC URL refused/);
    const offered = await call<DepositMethod[]>(ctx.app, 'GET', '/api/deposits/methods', { token: investor.token });
    const seen = offered.body.find((m) => m.id === saved.body.id)?.evm;
    expect(seen?.delayed).toBe(true);
    expect(seen).not.toHaveProperty('scanError');
    // Allowed again, the next run (after its backoff) calls the node.
    setAllowPrivate(true);
    ctx.clock.offsetMs += 120_000;
    await watchOnchainDeposits(ctx.deps);
    expect(requests).toBeGreaterThan(before);
  });
});
