import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { PayoutBatch, PayoutBatchResult, SafeBatchFile } from '../../src/contract/payout-batches.ts';
import type { WithdrawalMethod } from '../../src/contract/withdrawals.ts';
import { expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { methodNamed, withdrawalMethods } from '../factories/payments.ts';
import { bep20Method, pendingWithdrawal } from '../factories/payout-batches.ts';
import { staffSession } from '../factories/staff.ts';
import { putSettings } from '../factories/withdrawal-protection.ts';
import { loginAdmin, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

const USDT_BSC = '0x55d398326f99059fF775485246999027B3197955';
const ADDR = [
  '0x1111111111111111111111111111111111111111',
  '0x2222222222222222222222222222222222222222',
  '0x3333333333333333333333333333333333333333',
] as const;
const TX_HASH = `0x${'ab'.repeat(32)}`;

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

const key = () => ({ 'Idempotency-Key': randomUUID() });
const create = (body: Record<string, unknown>, token = owner.token) =>
  call<PayoutBatchResult & ErrorBody>(ctx.app, 'POST', '/api/admin/payout-batches', { token, headers: key(), body });
const action = (id: string, verb: 'approve' | 'cancel' | 'paid', token = owner.token, body?: unknown) =>
  call<PayoutBatchResult & ErrorBody>(ctx.app, 'POST', `/api/admin/payout-batches/${id}/${verb}`, {
    token,
    headers: key(),
    ...(body ? { body } : {}),
  });
const download = (id: string, file: 'batch.csv' | 'safe.json') =>
  ctx.app.request(`/api/admin/payout-batches/${id}/${file}`, { headers: { authorization: `Bearer ${owner.token}` } });
const statusOf = async (id: string) =>
  (
    await queryRows<{ status: string; payout_reference: string | null }>(
      ctx.deps.db,
      sql`SELECT status, payout_reference FROM withdrawals WHERE id = ${id}`,
    )
  )[0];

/** Three pending BEP20 withdrawals (100, 50 from alice; 200 from bob), each with a 1.00 charge. */
async function threeWithdrawals() {
  return [
    await pendingWithdrawal(ctx.app, alice.token, bep20.id, { wallet_address: ADDR[0] }, 100),
    await pendingWithdrawal(ctx.app, alice.token, bep20.id, { wallet_address: ADDR[1] }, 50),
    await pendingWithdrawal(ctx.app, bob.token, bep20.id, { wallet_address: ADDR[2] }, 200),
  ];
}

describe('batch payouts of crypto withdrawals', () => {
  it('exports one batch as CSV and as a Safe Transaction Builder file of ERC-20 transfers; marking it paid records the hash on each and tells each investor', async () => {
    const ids = await threeWithdrawals();
    const made = await create({ withdrawal_ids: ids, chain_id: 56, token_address: USDT_BSC, asset_decimals: 18 });
    expect(made.status).toBe(201);
    const batch = made.body.batch;
    expect(batch).toMatchObject({ status: 'ready', chainId: 56, total: 350, netTotal: 347 });
    expect(batch.items.map((i) => [i.address, i.amount, i.assetAmount])).toEqual([
      [ADDR[0], 99, '99.000000000000000000'],
      [ADDR[1], 49, '49.000000000000000000'],
      [ADDR[2], 199, '199.000000000000000000'],
    ]);

    const csv = await download(batch.id, 'batch.csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('batch,withdrawal,user_email,address,amount_usd,asset_amount,chain_id,token_address');
    expect(lines[3]).toContain(`${bob.user.email},${ADDR[2]},199.00,199.000000000000000000,56,${USDT_BSC}`);

    const safe = (await (await download(batch.id, 'safe.json')).json()) as SafeBatchFile;
    expect(safe).toMatchObject({ version: '1.0', chainId: '56', meta: { name: `Payout batch ${batch.reference}` } });
    expect(safe.transactions).toHaveLength(3);
    for (const [n, tx] of safe.transactions.entries()) {
      expect(tx).toMatchObject({ to: USDT_BSC, value: '0' });
      const call = decodeFunctionData({ abi: erc20Abi, data: tx.data as `0x${string}` });
      expect(call.functionName).toBe('transfer');
      expect(call.args).toEqual([ADDR[n], parseUnits(String(batch.items[n]?.amount), 18)]);
    }

    // One by one would pay twice: a batched withdrawal is decided by its batch.
    const single = await call<ErrorBody>(ctx.app, 'POST', `/api/admin/withdrawals/${ids[0]}/approve`, {
      token: owner.token,
      headers: key(),
    });
    expect(single.status).toBe(409);

    const paid = await action(batch.id, 'paid', owner.token, { transaction_hash: TX_HASH });
    expect(paid.status).toBe(200);
    expect(paid.body.batch).toMatchObject({ status: 'paid', transactionHash: TX_HASH });
    for (const id of ids) expect(await statusOf(id)).toEqual({ status: 'approved', payout_reference: TX_HASH });
    for (const who of [alice, bob]) {
      const notes = await queryRows<{ message: string }>(
        ctx.deps.db,
        sql`SELECT message FROM notifications WHERE user_id = ${who.user.id} AND message LIKE ${`%${TX_HASH}%`}`,
      );
      expect(notes.length).toBe(who === alice ? 2 : 1);
    }
    expect((await action(batch.id, 'paid', owner.token, { transaction_hash: TX_HASH })).status).toBe(409);
  });

  it('pays the native coin as value transfers, converted at the batch rate into wei', async () => {
    const id = await pendingWithdrawal(ctx.app, alice.token, bep20.id, { wallet_address: ADDR[0] }, 301);
    const made = await create({ withdrawal_ids: [id], chain_id: 1, rate: '3000' });
    expect(made.body.batch).toMatchObject({ assetDecimals: 18, tokenAddress: null });
    const safe = (await (await download(made.body.batch.id, 'safe.json')).json()) as SafeBatchFile;
    expect(safe.transactions).toEqual([
      {
        to: ADDR[0],
        value: parseEther('0.1').toString(),
        data: '0x',
        contractMethod: null,
        contractInputsValues: null,
      },
    ]);
  });

  it('above the four-eyes threshold a batch waits for a different admin before export or payment', async () => {
    await putSettings(ctx, owner.token, { fourEyesThreshold: 300 });
    const finance = await staffSession(ctx, 'finance', owner.token);
    const made = await create({ withdrawal_ids: await threeWithdrawals(), chain_id: 56, token_address: USDT_BSC });
    expect(made.body.batch.status).toBe('awaiting_approval');
    expect(made.body.message).toMatch(/second admin/);
    const id = made.body.batch.id;
    expect((await download(id, 'batch.csv')).status).toBe(409);
    expect((await download(id, 'safe.json')).status).toBe(409);
    expect((await action(id, 'paid', owner.token, { transaction_hash: TX_HASH })).status).toBe(409);
    const own = await action(id, 'approve');
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('OWN_APPROVAL_REQUEST');
    const approved = await action(id, 'approve', finance.token);
    expect(approved.body.batch).toMatchObject({ status: 'ready', approvedBy: finance.user.id });
    expect((await download(id, 'safe.json')).status).toBe(200);
    expect((await action(id, 'paid', owner.token, { transaction_hash: TX_HASH })).body.batch.status).toBe('paid');
  });

  it('refuses what cannot be batched, naming it, and frees withdrawals when a batch is cancelled', async () => {
    const [a, b] = await threeWithdrawals();
    const usdt = await methodNamed(await withdrawalMethods(ctx.app, alice.token), 'Bank transfer');
    const bank = await pendingWithdrawal(
      ctx.app,
      alice.token,
      usdt.id,
      { account_holder: 'Alice', bank_name: 'B', iban: 'GB33BUKB20201555555555' },
      60,
    );
    const tron = await pendingWithdrawal(
      ctx.app,
      bob.token,
      bep20.id,
      { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      20,
    );
    const noAddress = await create({ withdrawal_ids: [a, bank] });
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.errors).toHaveProperty('withdrawal_ids.1');
    const notEvm = await create({ withdrawal_ids: [tron], chain_id: 56 });
    expect(notEvm.status).toBe(422);
    expect((await create({ withdrawal_ids: [a, a] })).status).toBe(400);
    expect((await create({ withdrawal_ids: [] })).status).toBe(400);
    expect((await create({ withdrawal_ids: [a], token_address: '0x12' })).body.errors).toHaveProperty('token_address');
    expect((await create({ withdrawal_ids: [randomUUID()] })).status).toBe(404);

    const first = await create({ withdrawal_ids: [a, b] });
    expect(first.status).toBe(201);
    expect((await create({ withdrawal_ids: [b] })).status).toBe(409);
    expect((await action(first.body.batch.id, 'cancel')).body.batch).toMatchObject({ status: 'cancelled', items: [] });
    expect((await create({ withdrawal_ids: [b] })).status).toBe(201);
    const list = await call<{ items: PayoutBatch[] }>(ctx.app, 'GET', '/api/admin/payout-batches', {
      token: owner.token,
    });
    expect(list.body.items.map((x) => x.status)).toEqual(['ready', 'cancelled']);
    expect((await statusOf(a ?? ''))?.status).toBe('pending');
  });
});
