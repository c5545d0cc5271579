import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PayoutBatchResult } from '../../src/contract/payout-batches.ts';
import type { WithdrawalMethod } from '../../src/contract/withdrawals.ts';
import { expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { bep20Method, pendingWithdrawal } from '../factories/payout-batches.ts';
import { passHours, putSettings } from '../factories/withdrawal-protection.ts';
import { loginAdmin, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

const ADDR = '0x1111111111111111111111111111111111111111';

let ctx: TestContext;
let owner: Session;
let alice: Funded;
let bob: Funded;
let bep20: WithdrawalMethod;

beforeEach(async () => {
  ctx = await resetDatabase();
  owner = await loginAdmin(ctx.app);
  alice = await fundedUser(ctx.app, owner.token, 3000);
  bob = await fundedUser(ctx.app, owner.token, 1000);
  bep20 = await bep20Method(ctx.app, owner.token);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const key = () => ({ 'Idempotency-Key': randomUUID() });
const batchOf = async (ids: string[]) => {
  const res = await call<PayoutBatchResult & ErrorBody>(ctx.app, 'POST', '/api/admin/payout-batches', {
    token: owner.token,
    headers: key(),
    body: { withdrawal_ids: ids, chain_id: 56 },
  });
  expect(res.status).toBe(201);
  return res.body;
};
const withdraw = (who: Funded, amount: number) =>
  pendingWithdrawal(ctx.app, who.token, bep20.id, { wallet_address: ADDR }, amount);

describe('four-eyes counts one investor’s batched payouts over 24 hours', () => {
  it('two batches of 600 for one investor are 1,200 against a threshold of 1,000: the second waits for a second admin', async () => {
    const [first, second, third] = [await withdraw(alice, 600), await withdraw(alice, 600), await withdraw(alice, 600)];
    const bobs = await withdraw(bob, 600);
    await putSettings(ctx, owner.token, { fourEyesThreshold: 1000 });

    expect((await batchOf([first])).batch.status).toBe('ready');
    const split = await batchOf([second]);
    expect(split.batch.status).toBe('awaiting_approval');
    expect(split.message).toMatch(/last 24 hours come to 1,200\.00 USD/);
    // Another investor's payouts are theirs alone.
    expect((await batchOf([bobs])).batch.status).toBe('ready');
    // A day later the first no longer counts.
    passHours(ctx, 25);
    expect((await batchOf([third])).batch.status).toBe('ready');
  });

  it('a single payout approved by one admin counts with the batch', async () => {
    const single = await withdraw(alice, 600);
    const batched = await withdraw(alice, 500);
    await putSettings(ctx, owner.token, { fourEyesThreshold: 1000 });
    expect(
      (await call(ctx.app, 'POST', `/api/admin/withdrawals/${single}/approve`, { token: owner.token, headers: key() }))
        .status,
    ).toBe(200);
    expect((await batchOf([batched])).batch.status).toBe('awaiting_approval');
  });

  it('a batch counts toward a later single payout of the same investor', async () => {
    const batched = await withdraw(alice, 600);
    const single = await withdraw(alice, 500);
    const bobs = await withdraw(bob, 500);
    await putSettings(ctx, owner.token, { fourEyesThreshold: 1000 });
    expect((await batchOf([batched])).batch.status).toBe('ready');
    const approve = (id: string) =>
      call<{ message: string; approval?: unknown }>(ctx.app, 'POST', `/api/admin/withdrawals/${id}/approve`, {
        token: owner.token,
        headers: key(),
      });
    const sent = await approve(single);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/^Sent for approval/);
    expect((await approve(bobs)).body.approval).toBeUndefined();
  });
});
