import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WalletSummary } from '../../src/contract/wallet-summary-shape.ts';
import type { WithdrawResult } from '../../src/contract/withdrawals.ts';
import { createDeposit, depositMethods, methodNamed, pngFile, usdtAccount } from '../factories/payments.ts';
import { expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 500);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const summary = async (token: string) =>
  (await call<{ data: WalletSummary }>(ctx.app, 'GET', '/api/wallet/summary', { token })).body.data;
type Notice = { message: string; link: string };
const notices = async (token: string) =>
  (await call<{ notifications: Notice[] }>(ctx.app, 'GET', '/api/notifications', { token })).body.notifications;

// Money on its way is visible, and a withdrawal request is told in the app.
describe('pending money and the withdrawal notice', () => {
  it('the summary counts deposits marked paid that wait for review (at what they credit) and withdrawals not paid yet', async () => {
    expect((await summary(alice.token)).pendingDeposits).toEqual({ count: 0, amount: 0 });
    const usdt = await methodNamed(await depositMethods(ctx.app, alice.token), 'USDT (TRC20)');
    // Created but not paid yet: nothing waits for review.
    await createDeposit(ctx.app, alice.token, usdt.id, '50');
    const paid = await createDeposit(ctx.app, alice.token, usdt.id, '200', pngFile());
    const account = await usdtAccount(ctx.app, alice.token);
    const res = await call<WithdrawResult & ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
      token: alice.token,
      body: { account_id: account.id, amount: 120 },
      headers: { 'Idempotency-Key': 'w-pending-1' },
    });
    expect(res.status).toBe(200);

    const data = await summary(alice.token);
    expect(data.pendingDeposits).toEqual({ count: 1, amount: paid.amount - paid.charge });
    expect(data.pendingWithdrawals).toEqual({ count: 1, amount: 120 });

    // Approved, the deposit is no longer pending.
    expect(
      (await call(ctx.app, 'POST', `/api/admin/deposits/${paid.id}/approve`, { token: admin, body: {} })).status,
    ).toBe(200);
    expect((await summary(alice.token)).pendingDeposits).toEqual({ count: 0, amount: 0 });
  });

  it('a withdrawal request writes an in-app notification linking to the withdraw log', async () => {
    const account = await usdtAccount(ctx.app, alice.token);
    const res = await call<WithdrawResult & ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
      token: alice.token,
      body: { account_id: account.id, amount: 120 },
      headers: { 'Idempotency-Key': 'w-notice-1' },
    });
    expect(res.status).toBe(200);
    const list = await notices(alice.token);
    const notice = list.find((n) => n.message.includes(res.body.withdrawal.reference));
    expect(notice).toMatchObject({ link: '/user/withdraw/log' });
    expect(notice?.message).toContain('120.00 USD');
    expect(notice?.message).toContain('requested');
  });
});
