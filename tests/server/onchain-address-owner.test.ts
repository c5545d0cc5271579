import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { HDKey } from '@scure/bip32';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  depositAddresses,
  depositKeyAddresses,
  depositKeys,
  depositMethodEvm,
  onchainPayments,
} from '../../server/db/schema-onchain.ts';
import { deriveAddress, parseXpub } from '../../server/modules/onchain/evm-keys.ts';
import { watchOnchainDeposits } from '../../server/modules/onchain/onchain-watcher.ts';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import { EvmNode, OPERATOR_ROOT, OPERATOR_XPUB } from '../factories/evm-node.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { addressOf, createEvmMethod, evmMethodBody, paymentsOf } from '../factories/onchain.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * One owner per deposit address: two methods sharing the operator's key (USDT and USDC from one
 * wallet) give each investor one address, the same on both, and never another investor's.
 */
const node = new EvmNode();
let usdtToken: `0x${string}`;
let usdcToken: `0x${string}`;
let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;
let erin: Funded;

const units = (n: number) => BigInt(Math.round(n * 1e6));
const watch = () => watchOnchainDeposits(ctx.deps);
const mainOf = async (who: Funded) => (await balancesOf(ctx.app, who.token)).main;
const methods = {
  usdt: () =>
    createEvmMethod(ctx.app, admin, {
      rpcUrl: node.url,
      token: usdtToken,
      name: 'USDT',
      currency: 'USDT',
      confirmations: 1,
    }),
  usdc: () =>
    createEvmMethod(ctx.app, admin, {
      rpcUrl: node.url,
      token: usdcToken,
      name: 'USDC',
      currency: 'USDC',
      confirmations: 1,
    }),
};
const put = (id: string, body: Record<string, unknown>) =>
  call<ErrorBody>(ctx.app, 'PUT', `/api/admin/deposit-methods/${id}`, { token: admin, body });

beforeAll(async () => {
  await node.start();
  usdtToken = await node.deployToken('USDT', 6);
  usdcToken = await node.deployToken('USDC', 6);
}, 120_000);
afterAll(async () => {
  await node.stop();
});
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  [alice, bob, erin] = [
    await fundedUser(ctx.app, admin, 0),
    await fundedUser(ctx.app, admin, 0),
    await fundedUser(ctx.app, admin, 0),
  ];
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

describe('one owner per deposit address', () => {
  it("gives each user one address for every method and chain sharing a key, never another user's, and credits a payment to its one owner", async () => {
    const usdt = await methods.usdt();
    const usdc = await methods.usdc();
    // The same key on another chain (its node down, so its watcher reads nothing here).
    const other = await call<DepositMethod>(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: admin,
      body: {
        ...evmMethodBody({ rpcUrl: 'http://127.0.0.1:9/', token: usdtToken, name: 'USDT elsewhere' }),
        chain_id: 56,
      },
    });
    expect(other.status).toBe(201);
    // The order that gave Erin Alice's address and Alice Bob's when addresses were counted per method.
    const asks: Array<[Funded, DepositMethod]> = [
      [alice, usdt],
      [erin, usdc],
      [bob, usdt],
      [erin, usdt],
      [alice, usdc],
      [bob, usdc],
      [alice, other.body],
    ];
    const seen = new Map<string, Set<string>>();
    for (const [who, method] of asks) {
      const { address } = await addressOf(ctx.app, who.token, method.id);
      seen.set(who.user.id, (seen.get(who.user.id) ?? new Set()).add(address));
    }
    expect([...seen.values()].map((s) => s.size)).toEqual([1, 1, 1]);
    const [a = '', e = '', b = ''] = [alice, erin, bob].map((w) => [...(seen.get(w.user.id) ?? [])][0] ?? '');
    expect(new Set([a, e, b]).size).toBe(3);

    // USDC to Erin's address is Erin's USDC deposit; USDT to it is her USDT deposit: neither waits for review nor goes to anyone else.
    await node.sendToken(usdcToken, e, units(30));
    await node.sendToken(usdtToken, e, units(20));
    await watch();
    expect([await mainOf(alice), await mainOf(bob), await mainOf(erin)]).toEqual([0, 0, 50]);
    const rows = await ctx.deps.db.select().from(onchainPayments);
    expect(rows.map((r) => [r.userId, r.methodId, r.status]).sort()).toEqual(
      [
        [erin.user.id, usdt.id, 'credited'],
        [erin.user.id, usdc.id, 'credited'],
      ].sort(),
    );
  }, 60_000);

  it("lists only the caller's own payments: another investor reads none of them", async () => {
    const usdt = await methods.usdt();
    const { address } = await addressOf(ctx.app, alice.token, usdt.id);
    await node.sendToken(usdtToken, address, units(21));
    await watch();
    expect((await paymentsOf(ctx.app, alice.token, usdt.id)).map((p) => [p.amount, p.status])).toEqual([
      [21, 'credited'],
    ]);
    // Bob, with or without an address of his own, sees an empty list, not Alice's payment.
    expect(await paymentsOf(ctx.app, bob.token, usdt.id)).toEqual([]);
    await addressOf(ctx.app, bob.token, usdt.id);
    expect(await paymentsOf(ctx.app, bob.token, usdt.id)).toEqual([]);
  }, 60_000);

  it('accepts only an account-level key: a master key or a key at another depth is refused with a 400 naming xpub', async () => {
    const master = HDKey.fromMasterSeed(new Uint8Array(32).fill(42)).publicExtendedKey;
    const create = (xpub: string) =>
      call<ErrorBody>(ctx.app, 'POST', '/api/admin/deposit-methods', {
        token: admin,
        body: { ...evmMethodBody({ rpcUrl: node.url, token: usdtToken }), xpub },
      });
    const root = await create(master);
    expect(root.status).toBe(400);
    expect(root.body.errors?.['xpub']).toMatch(/master key \(depth 0\).*m\/44'\/60'\/0'/);
    const deeper = await create(OPERATOR_ROOT.deriveChild(0).publicExtendedKey);
    expect(deeper.status).toBe(400);
    expect(deeper.body.errors?.['xpub']).toMatch(/depth 4/);
    expect(await ctx.deps.db.select().from(depositMethodEvm)).toHaveLength(0);
    expect((await create(OPERATOR_XPUB)).status).toBe(201);
  }, 60_000);

  it('refuses changing the key, chain or decimals once an address was given (409 naming the field), and allows it before', async () => {
    const usdt = await methods.usdt();
    const body = evmMethodBody({
      rpcUrl: node.url,
      token: usdtToken,
      name: 'USDT',
      currency: 'USDT',
      confirmations: 1,
    });
    expect((await put(usdt.id, { ...body, asset_decimals: 18 })).status).toBe(200);
    expect((await put(usdt.id, body)).status).toBe(200);
    await addressOf(ctx.app, alice.token, usdt.id);
    const otherAccount = HDKey.fromMasterSeed(new Uint8Array(32).fill(42)).derive("m/44'/60'/1'").publicExtendedKey;
    for (const [field, change] of [
      ['asset_decimals', { asset_decimals: 18 }],
      ['chain_id', { chain_id: 56 }],
      ['xpub', { xpub: otherAccount }],
    ] as const) {
      const res = await put(usdt.id, { ...body, ...change });
      expect(res.status, field).toBe(409);
      expect(res.body.errors?.[field]).toMatch(/create a new method instead/);
    }
    const [row] = await ctx.deps.db.select().from(depositMethodEvm).where(eq(depositMethodEvm.methodId, usdt.id));
    expect(row).toMatchObject({ assetDecimals: 6, chainId: 31337, xpub: OPERATOR_XPUB });
    expect((await put(usdt.id, { ...body, name: 'USDT (BEP20)' })).status).toBe(200);
  }, 60_000);

  it('keeps addresses handed out per method before allocation was per key: each is credited to the user it was given to', async () => {
    const usdt = await methods.usdt();
    const usdc = await methods.usdc();
    const key = parseXpub(OPERATOR_XPUB);
    const at = (i: number) => deriveAddress(key, i);
    // As the per-method allocation left them: index 0 given to Alice on USDT and to Erin on USDC, Bob 1 on USDT and 2 on USDC.
    const given = [
      { methodId: usdt.id, userId: alice.user.id, derivationIndex: 0, createdAt: new Date('2026-01-01') },
      { methodId: usdc.id, userId: erin.user.id, derivationIndex: 0, createdAt: new Date('2026-01-02') },
      { methodId: usdt.id, userId: bob.user.id, derivationIndex: 1, createdAt: new Date('2026-01-03') },
      { methodId: usdc.id, userId: bob.user.id, derivationIndex: 2, createdAt: new Date('2026-01-04') },
    ];
    await ctx.deps.db.insert(depositAddresses).values(given.map((g) => ({ ...g, address: at(g.derivationIndex) })));
    await ctx.deps.db.update(depositMethodEvm).set({ nextIndex: 3 }).where(eq(depositMethodEvm.methodId, usdc.id));
    await ctx.deps.db.update(depositMethodEvm).set({ nextIndex: 2 }).where(eq(depositMethodEvm.methodId, usdt.id));
    await ctx.deps.db.delete(depositKeyAddresses);
    await ctx.deps.db.delete(depositKeys);
    // The migration itself, as it runs on an existing database.
    for (const statement of readFileSync('server/db/migrations/0033_deposit-address-owner.sql', 'utf8').split(
      '--> statement-breakpoint',
    ))
      await ctx.deps.db.execute(sql.raw(statement));

    // Bob keeps his first address for the whole key; Alice and Erin, who shared index 0, get new ones, after every index ever used.
    expect((await addressOf(ctx.app, bob.token, usdc.id)).address).toBe(at(1));
    expect((await addressOf(ctx.app, alice.token, usdc.id)).address).toBe(at(3));
    expect((await addressOf(ctx.app, erin.token, usdt.id)).address).toBe(at(4));
    // Payments to the old addresses are still each one's own.
    await node.sendToken(usdtToken, at(0), units(12));
    await node.sendToken(usdcToken, at(0), units(13));
    await node.sendToken(usdcToken, at(2), units(14));
    await node.sendToken(usdtToken, at(1), units(15));
    await watch();
    expect([await mainOf(alice), await mainOf(erin), await mainOf(bob)]).toEqual([12, 13, 29]);
    expect((await ctx.deps.db.select().from(onchainPayments)).every((p) => p.status === 'credited')).toBe(true);
    // Both methods have given addresses: their key, chain and decimals are fixed.
    expect(
      (
        await put(usdc.id, {
          ...evmMethodBody({ rpcUrl: node.url, token: usdcToken, name: 'USDC', currency: 'USDC' }),
          asset_decimals: 18,
        })
      ).status,
    ).toBe(409);
  }, 60_000);
});
