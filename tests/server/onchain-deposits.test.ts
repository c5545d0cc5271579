import { eq } from 'drizzle-orm';
import { bytesToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema-mail.ts';
import { notifications } from '../../server/db/schema.ts';
import { deposits } from '../../server/db/schema-deposits.ts';
import { depositMethodEvm, onchainPayments } from '../../server/db/schema-onchain.ts';
import { watchOnchainDeposits } from '../../server/modules/onchain/onchain-watcher.ts';
import { RUN_BLOCKS } from '../../server/modules/onchain/onchain-scan.ts';
import { metricsRegistry } from '../../server/lib/metrics.ts';
import type { Dashboard } from '../../src/contract/admin-dashboard.ts';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import type { OnchainWatcher } from '../../src/contract/onchain.ts';
import { EvmNode, OPERATOR_ROOT } from '../factories/evm-node.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { addressOf, adminOnchain, createEvmMethod, evmMethodBody, paymentsOf } from '../factories/onchain.ts';
import { startRpcSwitch, type RpcSwitch } from '../factories/rpc-switch.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * On-chain deposits against a real local chain (hardhat node) with a real ERC-20: the watcher is
 * run here one pass at a time (as its job would), so each step's effect is checked exactly.
 */
const node = new EvmNode();
let rpc: RpcSwitch;
let token: `0x${string}`;
let otherToken: `0x${string}`;
let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;
let usdt: DepositMethod;

const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const watch = () => watchOnchainDeposits(ctx.deps);
const mainOf = async (who: Funded) => (await balancesOf(ctx.app, who.token)).main;
const evmDeposits = async () => await ctx.deps.db.select().from(deposits).where(eq(deposits.kind, 'evm'));

beforeAll(async () => {
  await node.start();
  rpc = await startRpcSwitch(node.url);
  token = await node.deployToken('USDT', 6);
  otherToken = await node.deployToken('FAKE', 6);
}, 120_000);
afterAll(async () => {
  await rpc?.close();
  await node.stop();
});
beforeEach(async () => {
  rpc.mode = 'up';
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 0);
  bob = await fundedUser(ctx.app, admin, 0);
  usdt = await createEvmMethod(ctx.app, admin, { rpcUrl: rpc.url, token, confirmations: 3, min: 10 });
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

describe('evm deposit methods', () => {
  it('refuses a private key (xprv) with a 400 naming xpub and stores nothing', async () => {
    const before = (await ctx.deps.db.select().from(depositMethodEvm)).length;
    const res = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: admin,
      body: { ...evmMethodBody({ rpcUrl: rpc.url, token }), xpub: OPERATOR_ROOT.privateExtendedKey },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.['xpub']).toMatch(/private key/);
    expect(JSON.stringify(res.body)).not.toContain(OPERATOR_ROOT.privateExtendedKey);
    const garbage = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: admin,
      body: { ...evmMethodBody({ rpcUrl: rpc.url, token }), xpub: 'xpub-not-a-key' },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.errors?.['xpub']).toMatch(/not a valid extended public key/);
    expect((await ctx.deps.db.select().from(depositMethodEvm)).length).toBe(before);
  });

  it('accepts an unreachable RPC with a warning on the method, and old clients without kind still create manual methods', async () => {
    const down = await call<DepositMethod>(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: admin,
      body: evmMethodBody({ rpcUrl: 'http://127.0.0.1:9/', token, name: 'Down' }),
    });
    expect(down.status).toBe(201);
    expect(down.body.evm?.rpcWarning).toMatch(/did not answer/);
    const legacy = await call<DepositMethod>(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: admin,
      body: { name: 'Cash desk', currency: 'USD', min_amount: 10, max_amount: 100, instructions: 'Pay at the desk' },
    });
    expect(legacy.status).toBe(201);
    expect(legacy.body.kind).toBe('manual');
    // Investors never see the RPC URL (it may carry a provider key) nor the xpub.
    const listed = await call<DepositMethod[]>(ctx.app, 'GET', '/api/deposits/methods', { token: alice.token });
    const seen = listed.body.find((m) => m.id === usdt.id);
    expect(seen?.evm).toEqual({
      chainId: 31337,
      tokenAddress: token,
      assetDecimals: 6,
      confirmations: 3,
      delayed: false,
    });
  });

  it('gives each user one personal address, the same every time, at xpub/0/index', async () => {
    const a1 = await addressOf(ctx.app, alice.token, usdt.id);
    const a2 = await addressOf(ctx.app, alice.token, usdt.id);
    const b = await addressOf(ctx.app, bob.token, usdt.id);
    expect(a1).toEqual({ address: a1.address, chainId: 31337, asset: 'USDT', minimum: 10, confirmations: 3 });
    expect(a2.address).toBe(a1.address);
    expect(b.address).not.toBe(a1.address);
    // The operator's wallet holds the keys of exactly these addresses: m/44'/60'/0'/0/0 and /1.
    const keyAt = (i: number) =>
      privateKeyToAccount(
        bytesToHex(OPERATOR_ROOT.deriveChild(0).deriveChild(i).privateKey ?? new Uint8Array()),
      ).address.toLowerCase();
    expect([a1.address, b.address]).toEqual([keyAt(0), keyAt(1)]);
    const manual = (
      await call<DepositMethod[]>(ctx.app, 'GET', '/api/deposits/methods', { token: alice.token })
    ).body.find((m) => m.kind === 'manual');
    expect(
      (await call(ctx.app, 'GET', `/api/deposits/methods/${manual?.id}/address`, { token: alice.token })).status,
    ).toBe(404);
  });
});

describe('the chain watcher', () => {
  it('credits a token payment once, after the confirmations, through the deposit approval path', async () => {
    const { address } = await addressOf(ctx.app, alice.token, usdt.id);
    const hash = await node.sendToken(token, address, USDT(25));
    await watch();
    let [p] = await paymentsOf(ctx.app, alice.token, usdt.id);
    expect(p).toMatchObject({
      txHash: hash,
      status: 'seen',
      confirmations: 1,
      required: 3,
      assetAmount: '25',
      amount: 25,
    });
    await node.mine(1);
    await watch();
    [p] = await paymentsOf(ctx.app, alice.token, usdt.id);
    expect(p).toMatchObject({ status: 'seen', confirmations: 2 });
    expect(await mainOf(alice)).toBe(0);
    await node.mine(1);
    await watch();
    await watch();
    [p] = await paymentsOf(ctx.app, alice.token, usdt.id);
    expect(p).toMatchObject({ status: 'credited', confirmations: 3 });
    expect(await mainOf(alice)).toBe(25);
    await node.mine(5);
    await watch();
    expect(await mainOf(alice)).toBe(25);
    const rows = await evmDeposits();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'approved',
      transactionHash: hash,
      amountCents: 2_500,
      userId: alice.user.id,
    });
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, alice.user.id));
    expect(notes.some((n) => /approved: 25\.00 USD added/.test(n.message))).toBe(true);
    const mails = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'deposit_approved'));
    expect(mails).toHaveLength(1);
  }, 60_000);

  it('never credits a payment whose block was reorganised away before its confirmations', async () => {
    const { address } = await addressOf(ctx.app, alice.token, usdt.id);
    const snap = await node.snapshot();
    await node.sendToken(token, address, USDT(40));
    await watch();
    expect((await paymentsOf(ctx.app, alice.token, usdt.id))[0]?.status).toBe('seen');
    await node.revert(snap);
    await node.mine(6);
    await watch();
    await watch();
    expect((await paymentsOf(ctx.app, alice.token, usdt.id))[0]?.status).toBe('dropped');
    expect(await mainOf(alice)).toBe(0);
    expect(await evmDeposits()).toHaveLength(0);
  }, 60_000);

  it('reports a deep reorganisation after crediting to the admins, once', async () => {
    const { address } = await addressOf(ctx.app, alice.token, usdt.id);
    const snap = await node.snapshot();
    await node.sendToken(token, address, USDT(30));
    await node.mine(3);
    await watch();
    expect(await mainOf(alice)).toBe(30);
    await node.revert(snap);
    await node.mine(8);
    await watch();
    await watch();
    const [payment] = await adminOnchain(ctx.app, admin);
    expect(payment?.reorgReportedAt).not.toBeNull();
    const admins = await ctx.deps.db.select().from(notifications).where(eq(notifications.link, '/admin/onchain'));
    expect(admins.filter((n) => /Deep reorganisation/.test(n.message))).toHaveLength(1);
  }, 60_000);

  it('backs off while the RPC is down or rate-limited, shows the lag, then catches up crediting each payment once', async () => {
    const { address: a } = await addressOf(ctx.app, alice.token, usdt.id);
    const { address: b } = await addressOf(ctx.app, bob.token, usdt.id);
    await watch();
    rpc.mode = 'down';
    await node.sendToken(token, a, USDT(11));
    await node.sendToken(token, b, USDT(12));
    // More blocks than one run reads (RUN_BLOCKS): the catch-up takes two runs, the lag shows between them.
    await node.mine(RUN_BLOCKS + 100);
    await watch();
    const [row] = await ctx.deps.db.select().from(depositMethodEvm).where(eq(depositMethodEvm.methodId, usdt.id));
    expect(row?.scanFailures).toBe(1);
    expect(row?.nextScanAt?.getTime()).toBeGreaterThan(ctx.deps.now().getTime());
    await watch(); // still backing off: no try, no second failure
    expect(
      (await ctx.deps.db.select().from(depositMethodEvm).where(eq(depositMethodEvm.methodId, usdt.id)))[0]
        ?.scanFailures,
    ).toBe(1);
    ctx.clock.offsetMs += 120_000;
    rpc.mode = 'rate-limited';
    await watch();
    const state = await call<OnchainWatcher[]>(ctx.app, 'GET', '/api/admin/onchain/watchers', { token: admin });
    expect(state.body[0]).toMatchObject({ methodId: usdt.id, error: expect.stringMatching(/./) });
    ctx.clock.offsetMs += 120_000;
    rpc.mode = 'up';
    await watch();
    const behind = await call<{ data: Dashboard }>(ctx.app, 'GET', '/api/admin/dashboard', { token: admin });
    expect(behind.body.data.onchain?.[0]?.lag).toBeGreaterThanOrEqual(100);
    expect(await metricsRegistry.metrics()).toMatch(
      new RegExp(`onchain_blocks_behind\\{method="${usdt.id}",chain_id="31337"\\} [1-9]\\d+`),
    );
    await watch();
    expect([await mainOf(alice), await mainOf(bob)]).toEqual([11, 12]);
    const dash = await call<{ data: Dashboard }>(ctx.app, 'GET', '/api/admin/dashboard', { token: admin });
    expect(dash.body.data.onchain).toEqual([{ methodName: usdt.name, chainId: 31337, lag: 0, error: null }]);
    expect(await metricsRegistry.metrics()).toMatch(
      new RegExp(`onchain_blocks_behind\\{method="${usdt.id}",chain_id="31337"\\} 0`),
    );
    expect(await evmDeposits()).toHaveLength(2);
    const after = await call<OnchainWatcher[]>(ctx.app, 'GET', '/api/admin/onchain/watchers', { token: admin });
    expect(after.body[0]).toMatchObject({ lag: 0, error: null });
  }, 60_000);

  it('records under-minimum, wrong-token and native payments for review; an admin credits one once', async () => {
    const { address } = await addressOf(ctx.app, alice.token, usdt.id);
    await node.sendToken(token, address, USDT(2));
    await node.sendToken(otherToken, address, USDT(50));
    await node.sendNative(address, 10n ** 17n);
    await node.mine(3);
    await watch();
    const review = await adminOnchain(ctx.app, admin, 'review');
    expect(review.map((p) => p.reviewReason).sort()).toEqual(['under_minimum', 'wrong_asset', 'wrong_asset']);
    expect(await mainOf(alice)).toBe(0);
    const small = review.find((p) => p.reviewReason === 'under_minimum');
    const path = `/api/admin/onchain/payments/${small?.id}/resolve`;
    const first = await call<{ payment: { status: string } }>(ctx.app, 'POST', path, {
      token: admin,
      body: { decision: 'credit', note: 'small first payment accepted' },
    });
    expect(first.status).toBe(200);
    expect(first.body.payment.status).toBe('resolved');
    expect(
      (await call(ctx.app, 'POST', path, { token: admin, body: { decision: 'credit', note: 'again' } })).status,
    ).toBe(409);
    expect(await mainOf(alice)).toBe(2);
    const fake = review.find((p) => p.assetAddress === otherToken);
    expect(
      (
        await call(ctx.app, 'POST', `/api/admin/onchain/payments/${fake?.id}/resolve`, {
          token: admin,
          body: { decision: 'dismiss', note: 'not our token: returned to sender' },
        })
      ).status,
    ).toBe(200);
    expect(await mainOf(alice)).toBe(2);
  }, 60_000);

  it('lists every derived address holding funds, with totals, in the sweep CSV', async () => {
    // The chain outlives each test's database: index 0 and 1 may already hold tokens of earlier tests.
    const { address: a } = await addressOf(ctx.app, alice.token, usdt.id);
    const { address: b } = await addressOf(ctx.app, bob.token, usdt.id);
    await node.sendToken(token, a, USDT(15));
    const onChain = new Map([
      [a, await node.tokenBalance(token, a)],
      [b, await node.tokenBalance(token, b)],
    ]);
    const res = await ctx.app.request('/api/admin/onchain/sweep.csv', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'method,chain_id,network,asset,token_address,address,derivation_path,user_email,balance,balance_units',
    );
    const rows = lines.filter((l) => l.startsWith(`${usdt.name},`)).map((l) => l.split(','));
    const holders = [...onChain].filter(([, units]) => units > 0n);
    expect(rows.slice(0, -1).map((r) => [r[5], BigInt(r[9] ?? '')])).toEqual(holders);
    expect(rows[0]?.slice(5, 8)).toEqual([a, 'xpub/0/0', alice.user.email]);
    expect(rows.at(-1)?.slice(5, 10)).toEqual([
      'TOTAL',
      '',
      '',
      expect.any(String),
      String(holders.reduce((t, [, u]) => t + u, 0n)),
    ]);
  }, 60_000);

  it('refuses a deposit request for an evm method (payments arrive by themselves)', async () => {
    const form = new FormData();
    form.set('method_id', usdt.id);
    form.set('amount', '20');
    const res = await ctx.app.request('/api/deposits', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(res.status).toBe(422);
    expect((await ctx.deps.db.select().from(onchainPayments)).length).toBe(0);
  });
});
