import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/contract/transaction-shape.ts';
import type { WalletSummary } from '../../src/contract/wallet-summary-shape.ts';
import { expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let alice: Funded;
let bob: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  const admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 300);
  bob = await fundedUser(ctx.app, admin, 40);
  const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
    token: alice.token,
    body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 100 },
  });
  expect(sent.status).toBe(200);
  const exchanged = await call(ctx.app, 'POST', '/api/wallet/wallet-exchange-now', {
    token: bob.token,
    body: { from_wallet_id: bob.main.id, to_wallet_id: bob.profit.id, amount: 50 },
  });
  expect(exchanged.status).toBe(200);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const list = (token: string, query = '') =>
  call<Transaction[]>(ctx.app, 'GET', `/api/transactions/user${query}`, { token });

describe('GET /api/transactions/user', () => {
  it("lists the payer and counterparty sides, newest first, from each user's point of view", async () => {
    const a = await list(alice.token);
    expect(a.status).toBe(200);
    expect(a.body.map((t) => [t.type, t.direction, t.amount, t.charge])).toEqual([
      ['send_money', 'debit', 100, 1.5],
      ['admin_adjustment', 'credit', 300, 0],
    ]);
    const b = await list(bob.token);
    expect(b.body.map((t) => [t.type, t.direction, t.amount, t.charge, t.walletType])).toEqual([
      ['exchange', 'internal', 50, 0.5, 'main'],
      ['receive_money', 'credit', 100, 0, 'main'],
      ['admin_adjustment', 'credit', 40, 0, 'main'],
    ]);
    expect(b.headers.get('x-next-cursor')).toBeNull();
  });

  it('filters by type, receive_money included', async () => {
    expect((await list(bob.token, '?type=receive_money')).body.map((t) => t.type)).toEqual(['receive_money']);
    expect((await list(bob.token, '?type=send_money')).body).toEqual([]);
    expect((await list(alice.token, '?type=send_money')).body.map((t) => t.type)).toEqual(['send_money']);
    expect((await list(bob.token, '?type=nonsense')).status).toBe(400);
  });

  it('pages with limit and the X-Next-Cursor header', async () => {
    const first = await list(bob.token, '?limit=2');
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await list(bob.token, `?limit=2&cursor=${cursor}`);
    expect(second.body.map((t) => t.type)).toEqual(['admin_adjustment']);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect((await list(bob.token, '?limit=101')).status).toBe(400);
    expect((await list(bob.token, '?cursor=nope')).status).toBe(400);
  });
});

describe('GET /api/wallet/summary', () => {
  it('computes balances and totals from the ledger', async () => {
    const a = await call<{ data: WalletSummary }>(ctx.app, 'GET', '/api/wallet/summary', { token: alice.token });
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual({
      currency: 'USD',
      mainBalance: 198.5,
      profitBalance: 0,
      totalBalance: 198.5,
      totalDeposited: 0,
      totalWithdrawn: 0,
      totalInvested: 0,
      profitEarned: 0,
      totalSent: 100,
      totalReceived: 0,
      referralEarned: 0,
      // Nothing waits for review or payout (tests/server/pending-money.test.ts fills these).
      pendingDeposits: { count: 0, amount: 0 },
      pendingWithdrawals: { count: 0, amount: 0 },
    });
    const b = await call<{ data: WalletSummary }>(ctx.app, 'GET', '/api/wallet/summary', { token: bob.token });
    expect(b.body.data).toMatchObject({
      mainBalance: 90,
      profitBalance: 49.5,
      totalBalance: 139.5,
      totalReceived: 100,
      totalSent: 0,
    });
  });
});
