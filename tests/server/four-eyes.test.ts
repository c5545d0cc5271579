import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { ApprovalList, ApprovalResult, SentForApproval } from '../../src/contract/approvals.ts';
import type { BulkApproveResponse } from '../../src/contract/admin-bulk.ts';
import type { MoneyResult } from '../../src/contract/transfers.ts';
import type { AdminWithdrawal, WithdrawResult } from '../../src/contract/withdrawals.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { usdtAccount } from '../factories/payments.ts';
import { staffSession } from '../factories/staff.ts';
import { auditActions, putSettings } from '../factories/withdrawal-protection.ts';
import { loginAdmin, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { codeAt, nextStep } from '../factories/two-factor.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let owner: Session;
let finance: Awaited<ReturnType<typeof staffSession>>;
let alice: Funded;

beforeEach(async () => {
  // The product's default threshold (1,000.00); the accounts' cooling-off is another suite's.
  ctx = await resetDatabase({ productDefaults: true });
  owner = await loginAdmin(ctx.app);
  await putSettings(ctx, owner.token, { withdrawalCoolingOffHours: 0 });
  finance = await staffSession(ctx, 'finance', owner.token);
  alice = await fundedUser(ctx.app, owner.token, 1000);
  // A day later, so alice's funding no longer counts towards split adjustments (24-hour window).
  ctx.clock.offsetMs += 25 * 3_600_000;
  // Their step-ups ran out with the day: both confirm again, as operators do before approving.
  owner = await loginAdmin(ctx.app);
  await stepUp(
    ctx.app,
    finance.token,
    finance.password,
    finance.secret ? await codeAt(ctx, finance.secret) : undefined,
  );
  nextStep(ctx);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

type Sent = SentForApproval & ErrorBody;
const key = () => ({ 'Idempotency-Key': randomUUID() });
const adjust = (
  token: string,
  amount: number,
  type: 'add' | 'subtract' = 'add',
  headers: Record<string, string> = key(),
) =>
  call<MoneyResult & Sent>(ctx.app, 'POST', `/api/admin/users/${alice.user.id}/balance`, {
    token,
    body: { wallet_type: 'main', amount, type, reason: 'Goodwill credit' },
    headers,
  });
const approve = (token: string, id: string, headers: Record<string, string> = key()) =>
  call<ApprovalResult & ErrorBody>(ctx.app, 'POST', `/api/admin/approvals/${id}/approve`, { token, headers });
const reject = (token: string, id: string, reason = 'Not agreed with the customer') =>
  call<ApprovalResult & ErrorBody>(ctx.app, 'POST', `/api/admin/approvals/${id}/reject`, {
    token,
    body: { reason },
    headers: key(),
  });
const list = async (status = 'pending') =>
  (await call<ApprovalList>(ctx.app, 'GET', `/api/admin/approvals?status=${status}`, { token: owner.token })).body;
const mainOf = async () => (await balancesOf(ctx.app, alice.token)).main;
const adjustments = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        ctx.deps.db,
        sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE type = 'admin_adjustment' AND user_id = ${alice.user.id}`,
      )
    )[0]?.n,
  );

async function pendingWithdrawal(amount: number): Promise<string> {
  const account = await usdtAccount(ctx.app, alice.token);
  const made = await call<WithdrawResult & ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
    token: alice.token,
    body: { account_id: account.id, amount },
  });
  if (made.status !== 200) throw new Error(`withdraw failed: ${JSON.stringify(made.body)}`);
  return made.body.withdrawal.id;
}

describe('four-eyes on balance adjustments', () => {
  it('at the threshold the money moves at once; above it the first admin only sends a request, a different admin approves and it moves once', async () => {
    // Every admin's confirmations learn the threshold with their access, to say it before sending.
    const access = await call<{ data: { fourEyesThreshold?: number } }>(ctx.app, 'GET', '/api/admin/access', {
      token: finance.token,
    });
    expect(access.body.data.fourEyesThreshold).toBe(1000);
    expect((await adjust(owner.token, 1000)).body.transaction).toBeDefined();
    expect(await mainOf()).toBe(2000);

    const sent = await adjust(owner.token, 1000.01);
    expect(sent.status).toBe(200);
    expect(sent.body.transaction).toBeUndefined();
    expect(sent.body.message).toContain('Sent for approval');
    expect(sent.body.approval).toMatchObject({
      status: 'pending',
      kind: 'balance_adjustment',
      amount: 1000.01,
      summary: `Add 1,000.01 USD to the Main Wallet of ${alice.user.email}`,
    });
    expect(await mainOf()).toBe(2000);
    expect((await list()).pending).toBe(1);

    const own = await approve(owner.token, sent.body.approval.id);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('OWN_APPROVAL_REQUEST');
    expect(await mainOf()).toBe(2000);

    const ok = await approve(finance.token, sent.body.approval.id);
    expect(ok.status).toBe(200);
    expect(ok.body.approval).toMatchObject({
      status: 'approved',
      decidedBy: { email: finance.user.email },
      requestedBy: { email: owner.user.email },
    });
    expect(ok.body.approval.transactionReference).toMatch(/\S/);
    expect(await mainOf()).toBe(3000.01);
    expect((await approve(finance.token, sent.body.approval.id)).status).toBe(409);
    expect((await approve(owner.token, sent.body.approval.id)).status).toBe(403);
    expect(await mainOf()).toBe(3000.01);

    expect((await auditActions(ctx, owner.user.id)).map((a) => a.action)).toContain('approval.request');
    const second = await auditActions(ctx, finance.user.id);
    expect(second.map((a) => a.action)).toEqual(expect.arrayContaining(['approval.approve', 'balance.add']));
    expect(second.find((a) => a.action === 'balance.add')?.after).toMatchObject({ requestedBy: owner.user.id });
    expect((await list('approved')).items.map((a) => a.id)).toEqual([sent.body.approval.id]);
  });

  it('adjustments split under the threshold add up over 24 hours, also when sent at once', async () => {
    expect((await adjust(owner.token, 600)).body.transaction).toBeDefined();
    const second = await adjust(finance.token, 500, 'subtract');
    expect(second.body.transaction).toBeUndefined();
    expect(second.body.approval).toMatchObject({ status: 'pending', amount: 500 });
    expect(await mainOf()).toBe(1600);

    // A day later the window is empty again; two 600s at once: one moves, the other waits.
    ctx.clock.offsetMs += 25 * 3_600_000;
    const both = await Promise.all([adjust(owner.token, 600), adjust(finance.token, 600)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.filter((r) => r.body.transaction !== undefined)).toHaveLength(1);
    expect(both.filter((r) => r.body.approval?.status === 'pending')).toHaveLength(1);
    expect(await mainOf()).toBe(2200);
    expect(await adjustments()).toBe(3);
  });

  it('a replayed Idempotency-Key answers the same request and creates no second one; a rejection moves nothing', async () => {
    const headers = key();
    const first = await adjust(owner.token, 5000, 'add', headers);
    const replay = await adjust(owner.token, 5000, 'add', headers);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body.approval.id).toBe(first.body.approval.id);
    expect((await list()).items).toHaveLength(1);

    const no = await reject(finance.token, first.body.approval.id);
    expect(no.status).toBe(200);
    expect(no.body.approval).toMatchObject({ status: 'rejected', rejectionReason: 'Not agreed with the customer' });
    expect((await approve(finance.token, first.body.approval.id)).status).toBe(409);
    expect(await mainOf()).toBe(1000);
    expect(await adjustments()).toBe(1);

    // The requester may withdraw their own request (a rejection moves nothing).
    const mine = await adjust(owner.token, 2000, 'subtract');
    expect((await reject(owner.token, mine.body.approval.id)).status).toBe(200);
  });

  it('an approval that cannot move the money (balance too small) fails whole and the request stays pending', async () => {
    const sent = await adjust(owner.token, 1500, 'subtract');
    const refused = await approve(finance.token, sent.body.approval.id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await list()).items.map((a) => a.status)).toEqual(['pending']);
    expect(await mainOf()).toBe(1000);
  });

  it('two different admins approving the same request at once move the money once', async () => {
    const third = await staffSession(ctx, 'finance', owner.token);
    const sent = await adjust(owner.token, 2500);
    const answers = await Promise.all([
      approve(finance.token, sent.body.approval.id),
      approve(third.token, sent.body.approval.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await mainOf()).toBe(3500);
    expect(await adjustments()).toBe(2);
  });

  it('is for finance and owners only: support and compliance cannot list or approve', async () => {
    const sent = await adjust(owner.token, 2500);
    for (const role of ['support', 'compliance'] as const) {
      const staff = await staffSession(ctx, role, owner.token);
      expect((await call<ErrorBody>(ctx.app, 'GET', '/api/admin/approvals', { token: staff.token })).body.code).toBe(
        'STAFF_PERMISSION_REQUIRED',
      );
      expect((await approve(staff.token, sent.body.approval.id)).body.code).toBe('STAFF_PERMISSION_REQUIRED');
    }
    expect((await approve(alice.token, sent.body.approval.id)).status).toBe(403);
    expect(await mainOf()).toBe(1000);
  });
});

describe('four-eyes on withdrawal payouts', () => {
  const pay = (token: string, id: string, headers: Record<string, string> = key()) =>
    call<{ withdrawal: AdminWithdrawal; approval?: SentForApproval['approval'] } & ErrorBody>(
      ctx.app,
      'POST',
      `/api/admin/withdrawals/${id}/approve`,
      { token, body: { payout_reference: 'TX-77' }, headers },
    );

  it('paying above the threshold sends it for approval (single, replay, bulk, a second Pay); a different admin pays it once, with the payout reference', async () => {
    await adjust(owner.token, 1000);
    const id = await pendingWithdrawal(1500);
    const headers = key();
    const sent = await pay(owner.token, id, headers);
    expect(sent.status).toBe(200);
    expect(sent.body.withdrawal.status).toBe('pending');
    expect(sent.body.approval).toMatchObject({
      kind: 'withdrawal_payout',
      status: 'pending',
      amount: 1500,
      withdrawal: { id, payoutReference: 'TX-77' },
    });
    expect((await pay(owner.token, id, headers)).body.approval?.id).toBe(sent.body.approval?.id);
    const queue = await call<{ items: AdminWithdrawal[] }>(
      ctx.app,
      'GET',
      '/api/admin/withdrawal-queue?status=pending',
      { token: finance.token },
    );
    expect(queue.body.items.map((w) => [w.id, w.awaitingApproval])).toEqual([[id, true]]);
    expect((await pay(owner.token, id)).status).toBe(409);
    expect((await pay(finance.token, id)).status).toBe(409);

    const bulk = await call<BulkApproveResponse>(ctx.app, 'POST', '/api/admin/withdrawals/bulk-approve', {
      token: finance.token,
      body: { ids: [id] },
      headers: key(),
    });
    expect(bulk.body.results[0]).toMatchObject({ ok: false, status: 409 });
    expect(bulk.body.approved).toBe(0);
    const payable = async () =>
      Number(
        (
          await queryRows<{ v: string }>(
            ctx.deps.db,
            sql`SELECT count(*) AS v FROM withdrawals WHERE status = 'approved'`,
          )
        )[0]?.v,
      );
    expect(await payable()).toBe(0);

    expect((await approve(owner.token, sent.body.approval?.id ?? '')).body.code).toBe('OWN_APPROVAL_REQUEST');
    const [a, b] = await Promise.all([
      approve(finance.token, sent.body.approval?.id ?? ''),
      approve(finance.token, sent.body.approval?.id ?? ''),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await payable()).toBe(1);
    const paid = await call<{ items: AdminWithdrawal[] }>(ctx.app, 'GET', '/api/admin/withdrawals?status=approved', {
      token: owner.token,
    });
    expect(paid.body.items[0]).toMatchObject({ id, payoutReference: 'TX-77' });
    const paidTx = await queryRows<{ n: number }>(
      ctx.deps.db,
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE metadata->>'withdrawalId' = ${id} AND metadata->>'settlement' = 'paid'`,
    );
    expect(paidTx[0]?.n).toBe(1);
  });

  it('bulk mark paid pays those at or under the threshold and sends the others for approval', async () => {
    await adjust(owner.token, 1000);
    const small = await pendingWithdrawal(200);
    const large = await pendingWithdrawal(1200);
    const bulk = await call<BulkApproveResponse>(ctx.app, 'POST', '/api/admin/withdrawals/bulk-approve', {
      token: owner.token,
      body: { ids: [small, large] },
      headers: key(),
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toMatchObject({ approved: 1, sentForApproval: 1, failed: 0 });
    expect(bulk.body.message).toBe("1 marked paid, 1 sent for a second admin's approval");
    expect(bulk.body.results.find((r) => r.id === large)).toMatchObject({ ok: true, sentForApproval: true });
    expect((await list()).items.map((a) => a.withdrawal?.id)).toEqual([large]);
  });

  it('rejecting the withdrawal (refund) closes its waiting request; approving it later moves nothing', async () => {
    await adjust(owner.token, 1000);
    const id = await pendingWithdrawal(1500);
    const sent = await pay(owner.token, id);
    const refund = await call(ctx.app, 'POST', `/api/admin/withdrawals/${id}/reject`, {
      token: owner.token,
      body: { reason: 'Details do not match' },
    });
    expect(refund.status).toBe(200);
    expect((await list('rejected')).items[0]).toMatchObject({
      id: sent.body.approval?.id,
      rejectionReason: 'The withdrawal was rejected: Details do not match',
    });
    expect((await approve(finance.token, sent.body.approval?.id ?? '')).status).toBe(409);
    expect(await mainOf()).toBe(2000);
  });
});
