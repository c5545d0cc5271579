import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema.ts';
import { deposits } from '../../server/db/schema-deposits.ts';
import { watchOnchainDeposits } from '../../server/modules/onchain/onchain-watcher.ts';
import type { ApprovalResult } from '../../src/contract/approvals.ts';
import type { AdminOnchainPayment, OnchainResolveResult } from '../../src/contract/onchain.ts';
import { EvmNode } from '../factories/evm-node.ts';
import { balancesOf, creditUser, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { addressOf, adminOnchain, createEvmMethod } from '../factories/onchain.ts';
import { staffSession } from '../factories/staff.ts';
import { putSettings } from '../factories/withdrawal-protection.ts';
import { loginAdmin, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * Money entering by an admin's decision, on-chain side, against a real local chain: payments held
 * for review are credited through the same four-eyes policy as balance adjustments, and a value
 * too large to hold exactly is never capped.
 */
const node = new EvmNode();
let usdtToken: `0x${string}`;
let fakeToken: `0x${string}`;
let hugeToken: `0x${string}`;
let ctx: TestContext;
let owner: Session;
let alice: Funded;

const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const FORGED = 2n ** 255n;
const key = () => ({ 'Idempotency-Key': randomUUID() });
const mainOf = async () => (await balancesOf(ctx.app, alice.token)).main;
const evmDeposits = async () => ctx.deps.db.select().from(deposits).where(eq(deposits.kind, 'evm'));
const resolve = (token: string, id: string, body: Record<string, unknown>) =>
  call<OnchainResolveResult & ErrorBody>(ctx.app, 'POST', `/api/admin/onchain/payments/${id}/resolve`, {
    token,
    headers: key(),
    body: { decision: 'credit', note: 'checked with the investor', ...body },
  });

/** A payment of `units` of `token` to alice's address of a method for `methodToken`, seen by the watcher and held for review. */
async function heldForReview(
  methodToken: `0x${string}`,
  token: `0x${string}`,
  units: bigint,
  max?: number,
): Promise<AdminOnchainPayment> {
  const method = await createEvmMethod(ctx.app, owner.token, {
    rpcUrl: node.url,
    token: methodToken,
    name: `M ${randomUUID().slice(0, 6)}`,
  });
  if (max !== undefined)
    await ctx.deps.db.execute(sql`UPDATE deposit_methods SET max_cents = ${max * 100} WHERE id = ${method.id}`);
  const { address } = await addressOf(ctx.app, alice.token, method.id);
  await node.sendToken(token, address, units);
  await node.mine(3);
  await watchOnchainDeposits(ctx.deps);
  const [payment] = (await adminOnchain(ctx.app, owner.token, 'review')).filter((p) => p.methodId === method.id);
  if (!payment) throw new Error('payment not held for review');
  return payment;
}

beforeAll(async () => {
  await node.start();
  usdtToken = await node.deployToken('USDT', 6);
  fakeToken = await node.deployToken('FAKE', 6);
  hugeToken = await node.deployToken('HUGE', 6, 2n ** 256n - 1n);
}, 120_000);
afterAll(() => node.stop());
beforeEach(async () => {
  ctx = await resetDatabase();
  owner = await loginAdmin(ctx.app);
  await putSettings(ctx, owner.token, { fourEyesThreshold: 1000 });
  alice = await fundedUser(ctx.app, owner.token, 0);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

describe('crediting an on-chain payment held for review', () => {
  it('one admin crediting 50,000 is only sent for approval; nothing moves until a second admin approves, then it moves once', async () => {
    const finance = await staffSession(ctx, 'finance', owner.token);
    const payment = await heldForReview(usdtToken, fakeToken, USDT(50_000));
    expect(payment.reviewReason).toBe('wrong_asset');
    const sent = await resolve(owner.token, payment.id, { amount: 50_000 });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/^Sent for approval/);
    expect(sent.body.payment.status).toBe('awaiting_approval');
    expect(await mainOf()).toBe(0);
    expect(await evmDeposits()).toHaveLength(0);
    // Claimed for the request: neither admin can credit it directly meanwhile.
    expect((await resolve(finance.token, payment.id, { amount: 50_000 })).status).toBe(409);
    const id = sent.body.approval?.id ?? '';
    expect(
      (await call(ctx.app, 'POST', `/api/admin/approvals/${id}/approve`, { token: owner.token, headers: key() }))
        .status,
    ).toBe(403);
    const approved = await call<ApprovalResult & ErrorBody>(ctx.app, 'POST', `/api/admin/approvals/${id}/approve`, {
      token: finance.token,
      headers: key(),
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.approval.transactionReference).toMatch(/./);
    expect(
      (await call(ctx.app, 'POST', `/api/admin/approvals/${id}/approve`, { token: finance.token, headers: key() }))
        .status,
    ).toBe(409);
    expect(await mainOf()).toBe(50_000);
    expect(await evmDeposits()).toHaveLength(1);
    expect((await adminOnchain(ctx.app, owner.token)).find((p) => p.id === payment.id)?.status).toBe('resolved');
  }, 60_000);

  it('counts with the same user’s other admin credits of the day: a balance adjustment of 600 and a payment credit of 600 wait for a second admin', async () => {
    await creditUser(ctx.app, owner.token, alice.user.id, 600);
    const payment = await heldForReview(usdtToken, fakeToken, USDT(600));
    const sent = await resolve(owner.token, payment.id, { amount: 600 });
    expect(sent.body.message).toMatch(/^Sent for approval/);
    expect(await mainOf()).toBe(600);
    // A rejection gives the payment back to the review list, to decide again.
    const rejected = await call(ctx.app, 'POST', `/api/admin/approvals/${sent.body.approval?.id}/reject`, {
      token: owner.token,
      headers: key(),
      body: { reason: 'Withdrawn by the requester' },
    });
    expect(rejected.status).toBe(200);
    expect((await adminOnchain(ctx.app, owner.token, 'review')).map((p) => p.id)).toContain(payment.id);
    // A day later the adjustment no longer counts: the same credit moves at once.
    ctx.clock.offsetMs += 25 * 3_600_000;
    const moved = await resolve(owner.token, payment.id, { amount: 600 });
    expect(moved.body.message).toBe('Payment credited');
    expect(await mainOf()).toBe(1200);
  }, 60_000);

  it('an over-maximum payment needs an explicit amount within the method’s limits; 1e16 and 1e300 are 400 naming amount', async () => {
    const payment = await heldForReview(usdtToken, usdtToken, USDT(900), 500);
    expect(payment).toMatchObject({ reviewReason: 'over_maximum', amount: 900, limits: { min: 10, max: 500 } });
    for (const body of [{}, { amount: 500.01 }, { amount: 5 }, { amount: 1e16 }, { amount: 1e300 }]) {
      const refused = await resolve(owner.token, payment.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['amount']);
    }
    expect(await mainOf()).toBe(0);
    expect((await resolve(owner.token, payment.id, { amount: 500 })).body.message).toBe('Payment credited');
    expect(await mainOf()).toBe(500);
  }, 60_000);
});

describe('a forged Transfer of 2^255 units', () => {
  it('is listed as unrepresentable with its raw value, never capped, and is credited only at an explicit amount within the limits', async () => {
    const payment = await heldForReview(hugeToken, hugeToken, FORGED);
    expect(payment).toMatchObject({ reviewReason: 'unrepresentable', amount: 0, amountUnits: FORGED.toString() });
    const told = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(told.some((n) => n.message.includes(FORGED.toString()))).toBe(true);
    const bare = await resolve(owner.token, payment.id, {});
    expect(bare.status).toBe(400);
    expect(bare.body.errors?.['amount']).toMatch(/is required/);
    expect((await resolve(owner.token, payment.id, { amount: 100_000.01 })).body.errors?.['amount']).toMatch(/between/);
    expect(await mainOf()).toBe(0);
    const moved = await resolve(owner.token, payment.id, { amount: 500 });
    expect(moved.status).toBe(200);
    expect(await mainOf()).toBe(500);
    expect((await evmDeposits())[0]?.amountCents).toBe(50_000);
  }, 60_000);
});

describe('a payment that is not a whole number of cents', () => {
  it('is held as unrepresentable, not rounded down and credited, until an admin gives the amount', async () => {
    const payment = await heldForReview(usdtToken, usdtToken, USDT(75.004));
    expect(payment).toMatchObject({ reviewReason: 'unrepresentable', amount: 0, amountUnits: '75004000' });
    expect(await mainOf()).toBe(0);
    expect((await resolve(owner.token, payment.id, {})).status).toBe(400);
    expect((await resolve(owner.token, payment.id, { amount: 75 })).status).toBe(200);
    expect(await mainOf()).toBe(75);
  }, 60_000);
});
