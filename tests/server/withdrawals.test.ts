import { stepUp } from '../setup/step-up.ts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransactions, notifications } from '../../server/db/schema.ts';
import { kycSubmissions } from '../../server/db/schema-kyc.ts';
import { withdrawals } from '../../server/db/schema-withdrawals.ts';
import { systemWalletId } from '../../server/modules/ledger/ledger.accounts.ts';
import type {
  AdminWithdrawal,
  Withdrawal,
  WithdrawalAccount,
  WithdrawalMethod,
  WithdrawQuote,
  WithdrawResult,
} from '../../src/contract/withdrawals.ts';
import { methodNamed, usdtAccount, withdrawalMethods } from '../factories/payments.ts';
import {
  balancesOf,
  BAD_AMOUNTS,
  expectLedgerHealthy,
  fundedUser,
  withRawAmount,
  type Funded,
} from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;
let account: WithdrawalAccount;
let bank: WithdrawalMethod;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 500);
  bob = await fundedUser(ctx.app, admin, 100);
  account = await usdtAccount(ctx.app, alice.token);
  bank = await methodNamed(await withdrawalMethods(ctx.app, alice.token), 'Bank transfer');
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

type Answer = WithdrawResult & ErrorBody;
const withdraw = (who: Funded, body: Record<string, unknown>, key?: string) =>
  call<Answer>(ctx.app, 'POST', '/api/withdrawals', {
    token: who.token,
    body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
const approve = (id: string, body?: unknown) =>
  call<{ withdrawal: AdminWithdrawal } & ErrorBody>(ctx.app, 'POST', `/api/admin/withdrawals/${id}/approve`, {
    token: admin,
    ...(body ? { body } : {}),
  });
const reject = (id: string, reason: string) =>
  call<{ withdrawal: AdminWithdrawal } & ErrorBody>(ctx.app, 'POST', `/api/admin/withdrawals/${id}/reject`, {
    token: admin,
    body: { reason },
  });
const mainOf = async (who: Funded) => (await balancesOf(ctx.app, who.token)).main;
const systemBalance = async (code: 'fees_earned' | 'withdrawals_payable') => {
  const res = (await ctx.deps.db.execute(
    sql`SELECT coalesce(sum(amount_cents), 0) AS total FROM ledger_entries WHERE wallet_id = ${systemWalletId(code)}`,
  )) as unknown as {
    rows: Array<{ total: unknown }>;
  };
  return Number(res.rows[0]?.total ?? 0);
};
const noWithdrawals = async () => expect((await ctx.deps.db.select().from(withdrawals)).length).toBe(0);

describe('withdrawal accounts', () => {
  it('saves details validated against the method fields, lists, updates and deletes them', async () => {
    const missing = await call<ErrorBody>(ctx.app, 'POST', '/api/withdrawal-accounts', {
      token: alice.token,
      body: { method_id: bank.id, name: 'Main bank', details: { bank_name: 'Monzo', iban: '' } },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(['details.account_holder', 'details.iban']);
    const unknown = await call<ErrorBody>(ctx.app, 'POST', '/api/withdrawal-accounts', {
      token: alice.token,
      body: {
        method_id: bank.id,
        name: 'x',
        details: { account_holder: 'A', bank_name: 'B', iban: 'GB1', pin: '1234' },
      },
    });
    expect(unknown.body.errors).toHaveProperty('details.pin');
    const badMethod = await call(ctx.app, 'POST', '/api/withdrawal-accounts', {
      token: alice.token,
      body: { method_id: randomUUID(), name: 'x', details: {} },
    });
    expect(badMethod.status).toBe(404);

    const created = await call<WithdrawalAccount>(ctx.app, 'POST', '/api/withdrawal-accounts', {
      token: alice.token,
      body: {
        method_id: bank.id,
        name: 'Main bank',
        details: { account_holder: 'Ada Lovelace', bank_name: 'Monzo', iban: 'GB33BUKB20201555555555', swift: '' },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      methodName: 'Bank transfer',
      details: { account_holder: 'Ada Lovelace', bank_name: 'Monzo', iban: 'GB33BUKB20201555555555' },
    });
    expect(created.body.details).not.toHaveProperty('swift');
    const list = await call<WithdrawalAccount[]>(ctx.app, 'GET', '/api/withdrawal-accounts', { token: alice.token });
    expect(list.body.map((a) => a.name)).toEqual(['Main bank', 'My TRON wallet']);
    const updated = await call<WithdrawalAccount>(ctx.app, 'PUT', `/api/withdrawal-accounts/${created.body.id}`, {
      token: alice.token,
      body: {
        name: 'Savings',
        details: { account_holder: 'Ada Lovelace', bank_name: 'Monzo', iban: 'GB99', swift: 'MONZGB2L' },
      },
    });
    expect(updated.body).toMatchObject({ name: 'Savings', details: { swift: 'MONZGB2L', iban: 'GB99' } });
    expect(
      (await call(ctx.app, 'DELETE', `/api/withdrawal-accounts/${created.body.id}`, { token: alice.token })).status,
    ).toBe(200);
    expect(
      (await call<WithdrawalAccount[]>(ctx.app, 'GET', '/api/withdrawal-accounts', { token: alice.token })).body,
    ).toHaveLength(1);
  });

  it("404s another user's account for read, change, delete and withdraw", async () => {
    expect(
      (await call<WithdrawalAccount[]>(ctx.app, 'GET', '/api/withdrawal-accounts', { token: bob.token })).body,
    ).toEqual([]);
    const body = { name: 'mine now', details: { wallet_address: 'T-evil' } };
    await stepUp(ctx.app, bob.token, bob.password);
    expect(
      (await call(ctx.app, 'PUT', `/api/withdrawal-accounts/${account.id}`, { token: bob.token, body })).status,
    ).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/api/withdrawal-accounts/${account.id}`, { token: bob.token })).status).toBe(
      404,
    );
    expect((await call(ctx.app, 'DELETE', '/api/withdrawal-accounts/not-a-uuid', { token: bob.token })).status).toBe(
      404,
    );
    const res = await withdraw(bob, { account_id: account.id, amount: 50 });
    expect(res.status).toBe(404);
    expect(res.body.errors).toHaveProperty('account_id');
    expect(await mainOf(bob)).toBe(100);
  });
});

describe('withdraw', () => {
  it('quotes the charge deducted from the payout and the processing time', async () => {
    const q = await call<WithdrawQuote>(ctx.app, 'POST', '/api/withdrawals/calculate-charge', {
      token: alice.token,
      body: { account_id: account.id, amount: 100 },
    });
    expect(q.body).toEqual({
      amount: 100,
      charge: 1,
      receive_amount: 99,
      total_debit: 100,
      currency: 'USD',
      payout_currency: 'USDT',
      processing_time: 'Within 24 hours',
    });
  });

  it('takes the amount from Main at once into withdrawals payable, pending', async () => {
    const res = await withdraw(alice, { account_id: account.id, amount: 120 });
    expect(res.status).toBe(200);
    expect(res.body.withdrawal).toMatchObject({
      status: 'pending',
      amount: 120,
      charge: 1,
      receiveAmount: 119,
      accountName: 'My TRON wallet',
      details: { wallet_address: account.details['wallet_address'] },
    });
    expect(res.body.transaction).toMatchObject({
      type: 'withdraw',
      amount: 120,
      direction: 'debit',
      status: 'pending',
      walletType: 'main',
    });
    expect(res.body.wallets).toEqual([expect.objectContaining({ type: 'main', balance: 380 })]);
    expect(await mainOf(alice)).toBe(380);
    expect(await systemBalance('withdrawals_payable')).toBe(12000);
    const log = await call<{ items: Withdrawal[] }>(ctx.app, 'GET', '/api/withdrawals', { token: alice.token });
    expect(log.body.items.map((w) => w.id)).toEqual([res.body.withdrawal.id]);
    expect(
      (await call(ctx.app, 'GET', `/api/withdrawals/${res.body.withdrawal.id}`, { token: alice.token })).status,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'GET', `/api/withdrawals/${res.body.withdrawal.id}`, { token: bob.token })).status,
    ).toBe(404);
    expect(
      (await call<{ items: Withdrawal[] }>(ctx.app, 'GET', '/api/withdrawals', { token: bob.token })).body.items,
    ).toEqual([]);
  });

  it('refuses over the balance, under the minimum, over the maximum and malformed amounts, changing nothing', async () => {
    const over = await withdraw(alice, { account_id: account.id, amount: 500.01 });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('INSUFFICIENT_FUNDS');
    for (const amount of [19.99, 20000.01]) {
      const res = await withdraw(alice, { account_id: account.id, amount });
      expect(res.status, String(amount)).toBe(422);
      expect(res.body).toMatchObject({ code: 'LIMIT_EXCEEDED', errors: { amount: expect.any(String) } });
    }
    for (const raw of BAD_AMOUNTS) {
      const res = await call<ErrorBody>(ctx.app, 'POST', '/api/withdrawals', {
        token: alice.token,
        raw: withRawAmount({ account_id: account.id }, raw),
      });
      expect(res.status, raw).toBe(400);
      expect(res.body.errors, raw).toHaveProperty('amount');
    }
    expect(await mainOf(alice)).toBe(500);
    await noWithdrawals();
  });

  it('applies the daily count limit (admin setting) and a new UTC day resets it', async () => {
    expect(
      (await call(ctx.app, 'PUT', '/api/admin/settings', { token: admin, body: { withdrawDailyCount: 2 } })).status,
    ).toBe(200);
    expect((await withdraw(alice, { account_id: account.id, amount: 20 })).status).toBe(200);
    expect((await withdraw(alice, { account_id: account.id, amount: 20 })).status).toBe(200);
    const third = await withdraw(alice, { account_id: account.id, amount: 20 });
    expect(third.status).toBe(422);
    expect(third.body).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: expect.stringMatching(/at most 2 requests per day/),
    });
    expect(await mainOf(alice)).toBe(460);
    expect((await ctx.deps.db.select().from(withdrawals)).length).toBe(2);
    ctx.clock.offsetMs = 24 * 3600 * 1000;
    expect((await withdraw(alice, { account_id: account.id, amount: 20 })).status).toBe(200);
  });

  it('asks for approved KYC when the setting says so, with a link to the KYC form', async () => {
    await call(ctx.app, 'PUT', '/api/admin/settings', { token: admin, body: { withdrawRequireKyc: true } });
    const res = await withdraw(alice, { account_id: account.id, amount: 50 });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('KYC_REQUIRED');
    expect(res.body.message).toContain('/user/kyc/form');
    await noWithdrawals();
    await ctx.deps.db.insert(kycSubmissions).values({
      userId: alice.user.id,
      status: 'approved',
      idType: 'passport',
      idNumber: 'P123',
      address: '1 Main St',
      city: 'London',
      state: 'London',
      zipCode: 'N1',
      addressCountry: 'United Kingdom',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44',
      country: 'United Kingdom',
      documentKey: 'x',
      documentMime: 'image/png',
      documentName: 'id.png',
      documentSize: 1,
    });
    expect((await withdraw(alice, { account_id: account.id, amount: 50 })).status).toBe(200);
  });

  it('replays a retried request with the same Idempotency-Key instead of withdrawing twice', async () => {
    const key = randomUUID();
    const first = await withdraw(alice, { account_id: account.id, amount: 30 }, key);
    const again = await withdraw(alice, { account_id: account.id, amount: 30 }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.withdrawal.id).toBe(first.body.withdrawal.id);
    expect(await mainOf(alice)).toBe(470);
  });
});

describe('admin review of withdrawals', () => {
  it('approve marks it paid with the payout reference once; the charge goes to fees', async () => {
    const { body } = await withdraw(alice, { account_id: account.id, amount: 100 });
    const fees = await systemBalance('fees_earned');
    const res = await approve(body.withdrawal.id, { payout_reference: 'TX-88f1' });
    expect(res.status).toBe(200);
    expect(res.body.withdrawal).toMatchObject({
      status: 'approved',
      payoutReference: 'TX-88f1',
      user: { email: alice.user.email },
    });
    // One word for a paid withdrawal (src/contract/status-words.ts): the answer says "paid", not "approved".
    expect(res.body.message).toBe('Withdrawal marked paid.');
    expect(await mainOf(alice)).toBe(400);
    expect(await systemBalance('fees_earned')).toBe(fees + 100);
    expect(await systemBalance('withdrawals_payable')).toBe(0);
    const [request] = await ctx.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, (await ctx.deps.db.select().from(withdrawals))[0]?.requestTransactionId ?? ''));
    expect(request?.status).toBe('completed');
    for (const second of [await approve(body.withdrawal.id), await reject(body.withdrawal.id, 'Too late now')])
      expect(second.status).toBe(409);
    expect(await mainOf(alice)).toBe(400);
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.link, '/user/withdraw/log'));
    // The request's own notice, then the payout's.
    expect(notes).toHaveLength(2);
    expect(notes.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/was paid: 99\.00 USD sent\. Payout reference: TX-88f1/),
        expect.stringMatching(/was requested\. It is paid out once it is approved\./),
      ]),
    );
    expect(
      (await ctx.deps.db.select().from(auditLog).where(eq(auditLog.targetId, body.withdrawal.id))).map((a) => a.action),
    ).toEqual(['withdrawal.approve']);
    const summary = await call<{ data: { totalWithdrawn: number } }>(ctx.app, 'GET', '/api/wallet/summary', {
      token: alice.token,
    });
    expect(summary.body.data.totalWithdrawn).toBe(100);
    const log = await call<{ items: Withdrawal[] }>(ctx.app, 'GET', '/api/withdrawals', { token: alice.token });
    expect(log.body.items[0]).toMatchObject({ status: 'approved', payoutReference: 'TX-88f1' });
  });

  it('approve works without a body', async () => {
    const { body } = await withdraw(alice, { account_id: account.id, amount: 100 });
    const res = await approve(body.withdrawal.id);
    expect(res.status).toBe(200);
    expect(res.body.withdrawal.payoutReference).toBeNull();
  });

  it('reject refunds the Main wallet through the ledger once, with the reason', async () => {
    const { body } = await withdraw(alice, { account_id: account.id, amount: 250 });
    expect(await mainOf(alice)).toBe(250);
    expect((await reject(body.withdrawal.id, 'x')).status).toBe(400);
    const res = await reject(body.withdrawal.id, 'Address is on a sanctions list');
    expect(res.status).toBe(200);
    expect(res.body.withdrawal).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Address is on a sanctions list',
    });
    expect(await mainOf(alice)).toBe(500);
    const refunds = await ctx.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.type, 'refund'));
    const [row] = await ctx.deps.db.select().from(withdrawals);
    expect(refunds).toEqual([
      expect.objectContaining({ userId: alice.user.id, amountCents: 25000, reversesId: row?.requestTransactionId }),
    ]);
    const [request] = await ctx.deps.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, row?.requestTransactionId ?? ''));
    expect(request?.status).toBe('reversed');
    expect((await approve(body.withdrawal.id)).status).toBe(409);
    expect((await reject(body.withdrawal.id, 'again and again')).status).toBe(409);
    expect(await mainOf(alice)).toBe(500);
    const log = await call<{ items: Withdrawal[] }>(ctx.app, 'GET', '/api/withdrawals', { token: alice.token });
    expect(log.body.items[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Address is on a sanctions list' });
  });

  it('an approve and a reject at once: exactly one wins', async () => {
    const { body } = await withdraw(alice, { account_id: account.id, amount: 100 });
    const results = await Promise.all([
      approve(body.withdrawal.id),
      reject(body.withdrawal.id, 'Racing the approve'),
      approve(body.withdrawal.id),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    const winner = results.find((r) => r.status === 200)?.body.withdrawal.status;
    expect(await mainOf(alice)).toBe(winner === 'approved' ? 400 : 500);
  });

  it('lists by status for admins only', async () => {
    const a = await withdraw(alice, { account_id: account.id, amount: 30 });
    const b = await withdraw(alice, { account_id: account.id, amount: 40 });
    await reject(a.body.withdrawal.id, 'Wrong network');
    const pending = await call<{ items: AdminWithdrawal[] }>(ctx.app, 'GET', '/api/admin/withdrawals?status=pending', {
      token: admin,
    });
    expect(pending.body.items.map((w) => w.id)).toEqual([b.body.withdrawal.id]);
    expect((await call(ctx.app, 'GET', '/api/admin/withdrawals', { token: alice.token })).status).toBe(403);
    expect(
      (await call(ctx.app, 'POST', `/api/admin/withdrawals/${b.body.withdrawal.id}/approve`, { token: alice.token }))
        .status,
    ).toBe(403);
    expect((await approve(randomUUID())).status).toBe(404);
  });
});

describe('admin withdrawal methods', () => {
  const body = {
    name: 'PayPal',
    currency: 'USD',
    min_amount: 10,
    max_amount: 2000,
    charge_fixed: 0.3,
    charge_percent: 2.9,
    processing_time: 'Same day',
    fields: [{ key: 'paypal_email', label: 'PayPal e-mail' }],
  };

  it('creates, updates, deletes an unused method and deactivates one in use', async () => {
    const created = await call<WithdrawalMethod>(ctx.app, 'POST', '/api/admin/withdrawal-methods', {
      token: admin,
      body,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      chargeFixed: 0.3,
      chargePercent: 2.9,
      fields: [{ key: 'paypal_email', label: 'PayPal e-mail', required: true }],
    });
    const updated = await call<WithdrawalMethod>(ctx.app, 'PUT', `/api/admin/withdrawal-methods/${created.body.id}`, {
      token: admin,
      body: { ...body, active: false },
    });
    expect(updated.body.active).toBe(false);
    expect((await withdrawalMethods(ctx.app, alice.token)).map((m) => m.name)).toEqual([
      'USDT (TRC20)',
      'Bank transfer',
    ]);
    expect(
      (
        await call<{ deactivated: boolean }>(ctx.app, 'DELETE', `/api/admin/withdrawal-methods/${created.body.id}`, {
          token: admin,
        })
      ).body.deactivated,
    ).toBe(false);
    const used = await call<{ deactivated: boolean }>(
      ctx.app,
      'DELETE',
      `/api/admin/withdrawal-methods/${account.methodId}`,
      { token: admin },
    );
    expect(used.body.deactivated).toBe(true);
    const res = await withdraw(alice, { account_id: account.id, amount: 50 });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/no longer available/);
  });

  it('validates the fields list and limits', async () => {
    const bad = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/withdrawal-methods', {
      token: admin,
      body: { ...body, min_amount: 50, max_amount: 5, fields: [{ key: 'Bad Key', label: '' }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['max_amount', 'fields.0.key', 'fields.0.label']),
    );
  });
});
