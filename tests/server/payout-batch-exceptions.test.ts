import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { PayoutBatch, PayoutBatchResult, PayoutCandidate } from '../../src/contract/payout-batches.ts';
import type { WithdrawalMethod } from '../../src/contract/withdrawals.ts';
import { expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { bep20Method, pendingWithdrawal } from '../factories/payout-batches.ts';
import { noticesOf, passHours, putSettings } from '../factories/withdrawal-protection.ts';
import { loginAdmin, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

const ADDR = [
  '0x1111111111111111111111111111111111111111',
  '0x2222222222222222222222222222222222222222',
  '0x3333333333333333333333333333333333333333',
] as const;
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const HASH = `0x${'ab'.repeat(32)}`;
const OWN_HASH = `0x${'cd'.repeat(32)}`;

let ctx: TestContext;
let owner: Session;
let alice: Funded;
let bob: Funded;
let bep20: WithdrawalMethod;

beforeEach(async () => {
  ctx = await resetDatabase();
  owner = await loginAdmin(ctx.app);
  alice = await fundedUser(ctx.app, owner.token, 1000);
  bob = await fundedUser(ctx.app, owner.token, 1000);
  bep20 = await bep20Method(ctx.app, owner.token);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

type Answer = PayoutBatchResult & ErrorBody;
const key = () => ({ 'Idempotency-Key': randomUUID() });
const create = (body: Record<string, unknown>) =>
  call<Answer>(ctx.app, 'POST', '/api/admin/payout-batches', { token: owner.token, headers: key(), body });
const paid = (id: string, body: unknown) =>
  call<Answer>(ctx.app, 'POST', `/api/admin/payout-batches/${id}/paid`, { token: owner.token, headers: key(), body });
const download = (id: string, file: 'batch.csv' | 'safe.json') =>
  call<ErrorBody>(ctx.app, 'GET', `/api/admin/payout-batches/${id}/${file}`, { token: owner.token });
const withdrawal = async (id: string) =>
  (
    await queryRows<{ status: string; payout_reference: string | null }>(
      ctx.deps.db,
      sql`SELECT status, payout_reference FROM withdrawals WHERE id = ${id}`,
    )
  )[0];

/** A ready EVM batch of three withdrawals: alice's 100 and 50, bob's 200. */
async function readyBatch() {
  const ids = [
    await pendingWithdrawal(ctx.app, alice.token, bep20.id, { wallet_address: ADDR[0] }, 100),
    await pendingWithdrawal(ctx.app, alice.token, bep20.id, { wallet_address: ADDR[1] }, 50),
    await pendingWithdrawal(ctx.app, bob.token, bep20.id, { wallet_address: ADDR[2] }, 200),
  ];
  const made = await create({ withdrawal_ids: ids, chain_id: 56 });
  expect(made.status).toBe(201);
  return { ids, batch: made.body.batch };
}

describe('a payout batch paid on chain is never refused at mark paid', () => {
  it('refuses the file (409) naming each withdrawal that cannot be paid now: a security change after the request, a lengthened cooling-off', async () => {
    const { batch } = await readyBatch();
    // The accounts are out of any cooling-off; a security change now holds alice's payouts for 48 hours.
    passHours(ctx, 49);
    await putSettings(ctx, owner.token, { withdrawalCoolingOffHours: 48 });
    await stepUp(ctx.app, alice.token, alice.password);
    const changed = await call(ctx.app, 'POST', '/api/auth/change-password', {
      token: alice.token,
      body: { currentPassword: alice.password, newPassword: 'a-new-password-1', confirmPassword: 'a-new-password-1' },
    });
    expect(changed.status).toBe(200);
    for (const file of ['batch.csv', 'safe.json'] as const) {
      const refused = await download(batch.id, file);
      expect(refused.status).toBe(409);
      // Alice's two are named, bob's is payable.
      expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['items.0', 'items.1']);
      expect(refused.body.message).toContain(`${batch.items[0]?.reference}, ${batch.items[1]?.reference}`);
    }
    await putSettings(ctx, owner.token, { withdrawalCoolingOffHours: 100 });
    expect(Object.keys((await download(batch.id, 'batch.csv')).body.errors ?? {}).sort()).toEqual([
      'items.0',
      'items.1',
      'items.2',
    ]);
    expect(
      (await call<PayoutBatch>(ctx.app, 'GET', `/api/admin/payout-batches/${batch.id}`, { token: owner.token })).body
        .status,
    ).toBe('ready');
  });

  it('marks paid a batch exported before its withdrawals became unpayable: each is paid with its hash and flagged, every admin is told, none goes back to the queue', async () => {
    const { ids, batch } = await readyBatch();
    expect((await download(batch.id, 'safe.json')).status).toBe(200);
    await putSettings(ctx, owner.token, { withdrawalCoolingOffHours: 48 });

    const res = await paid(batch.id, {
      transaction_hash: HASH,
      items: [{ withdrawal_id: ids[2], transaction_hash: OWN_HASH }],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/3 exceptions/);
    expect(res.body.batch.status).toBe('paid');
    expect(res.body.batch.items.map((i) => i.transactionHash)).toEqual([HASH, HASH, OWN_HASH]);
    for (const item of res.body.batch.items)
      expect(item.exception).toMatch(/^Paid on chain though .*can receive money from/);
    expect(await withdrawal(ids[0] ?? '')).toEqual({ status: 'approved', payout_reference: HASH });
    expect(await withdrawal(ids[2] ?? '')).toEqual({ status: 'approved', payout_reference: OWN_HASH });
    const notice = (await noticesOf(ctx, owner.user.id)).find((m) => m.includes(batch.reference));
    expect(notice).toMatch(/3 exceptions to follow up/);
    // Nothing can put them back in the queue to be paid twice.
    expect(
      (
        await call(ctx.app, 'POST', `/api/admin/payout-batches/${batch.id}/cancel`, {
          token: owner.token,
          headers: key(),
        })
      ).status,
    ).toBe(409);
    const queue = await call<{ items: PayoutCandidate[] }>(
      ctx.app,
      'GET',
      '/api/admin/payout-batches/candidates?network=evm',
      { token: owner.token },
    );
    expect(queue.body.items).toEqual([]);
  });

  it('checks transaction hashes (an EVM batch: 0x and 64 hex digits) and that each names a withdrawal of the batch, 400 naming the field, nothing changed', async () => {
    const { ids, batch } = await readyBatch();
    const short = await paid(batch.id, { transaction_hash: 'abc123' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toHaveProperty('transaction_hash');
    const items = await paid(batch.id, {
      transaction_hash: HASH,
      items: [
        { withdrawal_id: ids[0], transaction_hash: 'ab'.repeat(32) },
        { withdrawal_id: randomUUID(), transaction_hash: HASH },
      ],
    });
    expect(items.status).toBe(400);
    expect(Object.keys(items.body.errors ?? {}).sort()).toEqual(['items.0.transaction_hash', 'items.1.withdrawal_id']);
    expect((await paid(batch.id, { transaction_hash: `${HASH}00` })).body.errors).toHaveProperty('transaction_hash');
    expect(await withdrawal(ids[0] ?? '')).toEqual({ status: 'pending', payout_reference: null });

    // A batch without a chain (CSV, e.g. TRON) takes its network's hash: 64 hex digits, no 0x.
    const tron = await pendingWithdrawal(ctx.app, bob.token, bep20.id, { wallet_address: TRON }, 20);
    const csvOnly = await create({ withdrawal_ids: [tron] });
    expect((await paid(csvOnly.body.batch.id, { transaction_hash: 'ef'.repeat(32) })).status).toBe(200);
  });

  it('answers 400 naming chain_id beyond the 4-byte column, not 500', async () => {
    const id = await pendingWithdrawal(ctx.app, alice.token, bep20.id, { wallet_address: ADDR[0] }, 100);
    for (const chain_id of [2 ** 40, 2 ** 31, 2 ** 53 - 1]) {
      const res = await create({ withdrawal_ids: [id], chain_id });
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty('chain_id');
    }
    for (const rate of [1e20, '12345678901234567', 1e-9])
      expect((await create({ withdrawal_ids: [id], chain_id: 1, rate })).body.errors).toHaveProperty('rate');
    expect((await create({ withdrawal_ids: [id], chain_id: 56, asset_decimals: 2 ** 40 })).body.errors).toHaveProperty(
      'asset_decimals',
    );
    expect((await create({ withdrawal_ids: [id], chain_id: 2 ** 31 - 1 })).status).toBe(201);
  });

  it('offers and accepts only withdrawals of the batch network: an EVM batch never lists a TRON address', async () => {
    const evm = await pendingWithdrawal(ctx.app, alice.token, bep20.id, { wallet_address: ADDR[0] }, 100);
    const tron = await pendingWithdrawal(ctx.app, bob.token, bep20.id, { wallet_address: TRON }, 20);
    const listed = async (network: string) =>
      call<{ items: PayoutCandidate[] } & ErrorBody>(
        ctx.app,
        'GET',
        `/api/admin/payout-batches/candidates?network=${network}`,
        { token: owner.token },
      );
    expect((await listed('evm')).body.items.map((c) => [c.withdrawalId, c.address, c.amount])).toEqual([
      [evm, ADDR[0], 99],
    ]);
    expect((await listed('tron')).body.items.map((c) => c.withdrawalId)).toEqual([tron]);
    const bad = await listed('bitcoin-ish');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('network');
    const mixed = await create({ withdrawal_ids: [evm, tron] });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors).toHaveProperty('withdrawal_ids.1');
  });
});
