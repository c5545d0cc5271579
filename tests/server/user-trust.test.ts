import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/contract/transaction-shape.ts';
import {
  maskEmail,
  type RecipientPreview,
  type SendLimits,
  type TransferLogItem,
} from '../../src/contract/transfers.ts';
import { lastMailTo } from '../setup/outbox.ts';
import type { ChargeQuote } from '../../src/contract/wallet.ts';
import { RECIPIENT_LOOKUPS_PER_HOUR } from '../../server/modules/transfers/transfers.recipient.ts';
import { expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { createDeposit, depositMethods, methodNamed, pngFile, postForm } from '../factories/payments.ts';
import type { Deposit } from '../../src/contract/deposits.ts';
import { loginAdmin, registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

// The investor's side: what a transaction says to whom, and who an e-mail would pay.
let ctx: TestContext;
let admin: string;
let alice: Funded;
let priya: Session;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 300);
  priya = await registerUser(ctx.app, { firstName: 'Priya', lastName: 'Raman' });
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const list = (token: string) => call<Transaction[]>(ctx.app, 'GET', '/api/transactions/user', { token });
const lookup = (token: string, email: string) =>
  call<RecipientPreview & ErrorBody>(ctx.app, 'GET', `/api/send-money/recipient?email=${encodeURIComponent(email)}`, {
    token,
  });

describe('transaction titles and amounts', () => {
  it('titles money received "Received from <First L. (masked e-mail)>" for the recipient; the sender keeps "Sent to <the e-mail typed>"', async () => {
    const bob = await fundedUser(ctx.app, admin, 0);
    const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 100 },
    });
    expect(sent.status).toBe(200);
    const [received] = (await list(bob.token)).body;
    expect(received).toMatchObject({
      type: 'receive_money',
      description: `Received from Ada L. (${maskEmail(alice.user.email)})`,
      amount: 100,
      net: 100,
      charge: 0,
    });
    expect(received?.description).not.toContain('Lovelace');
    expect(received?.description).not.toContain(bob.user.email);
    const [paid] = (await list(alice.token)).body;
    expect(paid).toMatchObject({
      type: 'send_money',
      description: `Sent to ${bob.user.email}`,
      amount: 100,
      charge: 1.5,
      net: 101.5,
    });
  });

  it('gives a deposit the amount that reached the wallet (net of the fee) beside the amount and the fee', async () => {
    const bank = await methodNamed(await depositMethods(ctx.app, alice.token), 'Bank transfer');
    const deposit = await createDeposit(ctx.app, alice.token, bank.id, '300');
    expect((await call(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, { token: admin })).status).toBe(
      200,
    );
    const row = (await list(alice.token)).body.find((t) => t.type === 'deposit');
    expect(row).toMatchObject({ amount: 300, charge: 1, net: 299, direction: 'credit' });
  });
});

describe('GET /api/send-money/recipient', () => {
  it('answers the masked name of a payable recipient, whatever the e-mail case', async () => {
    const res = await lookup(alice.token, priya.user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'Priya R.' });
  });

  it('refuses an unknown e-mail, oneself, an admin and a malformed address without telling them apart from send', async () => {
    expect((await lookup(alice.token, 'nobody@example.com')).body.code).toBe('RECIPIENT_NOT_FOUND');
    expect((await lookup(alice.token, 'admin@example.com')).status).toBe(404);
    expect((await lookup(alice.token, alice.user.email)).status).toBe(422);
    expect((await lookup(alice.token, 'not-an-email')).status).toBe(400);
  });

  it('needs a signed-in investor', async () => {
    expect((await call(ctx.app, 'GET', `/api/send-money/recipient?email=${priya.user.email}`)).status).toBe(401);
    expect((await lookup(admin, priya.user.email)).status).toBe(403);
  });

  it(`stops a caller after ${RECIPIENT_LOOKUPS_PER_HOUR} lookups an hour, found or not, and not another user`, async () => {
    for (let i = 0; i < RECIPIENT_LOOKUPS_PER_HOUR; i += 1) {
      expect((await lookup(alice.token, `guess${i}@example.com`)).status).toBe(404);
    }
    const blocked = await lookup(alice.token, priya.user.email);
    expect(blocked.status).toBe(429);
    expect(blocked.body).not.toHaveProperty('name');
    expect((await lookup(priya.token, alice.user.email)).body).toEqual({ name: 'Ada L.' });
  });
});

describe('send money preview checks', () => {
  const quote = (amount: number) =>
    call<ChargeQuote & ErrorBody>(ctx.app, 'POST', '/api/send-money/calculate-charge', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: priya.user.email, amount },
    });
  const limits = async () =>
    (await call<SendLimits>(ctx.app, 'GET', '/api/send-money/limits', { token: alice.token })).body;

  it('refuses in the preview what send would refuse: over the balance, over the daily limit', async () => {
    // 300.00 on Main; the default fee is 0.50 + 1 %.
    const over = await quote(299);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      errors: { amount: 'exceeds the available balance' },
    });
    expect((await quote(100)).status).toBe(200);
    await call(ctx.app, 'PUT', '/api/admin/settings', { token: admin, body: { sendMoneyDailyLimit: 50 } });
    const daily = await quote(60);
    expect(daily.body).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      errors: { amount: 'exceeds the daily limit (50.00 left today)' },
    });
  });

  it('answers the limits, what is left today and the largest amount the balance covers with its fee', async () => {
    const before = await limits();
    expect(before).toMatchObject({
      currency: 'USD',
      min: 1,
      max: 10000,
      dailyLimit: 25000,
      dailyLeft: 25000,
      chargeFixed: 0.5,
      chargePercent: 1,
    });
    // 296.53 + 0.50 + 2.97 (1 % rounded) = 300.00 exactly; one cent more would not fit.
    expect(before.maxSendable).toBe(296.53);
    const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: priya.user.email, amount: before.maxSendable },
    });
    expect(sent.status).toBe(200);
    const after = await limits();
    expect(after).toMatchObject({ dailyLeft: 25000 - 296.53, maxSendable: 0 });
    expect((await call(ctx.app, 'GET', '/api/send-money/limits')).status).toBe(401);
  });
});

describe('Add Money: "I have paid" after the payment details', () => {
  it('takes the proof and the transfer hash on a deposit created first, and refuses an over-long hash', async () => {
    const usdt = await methodNamed(await depositMethods(ctx.app, alice.token), 'USDT (TRC20)');
    const deposit = await createDeposit(ctx.app, alice.token, usdt.id, '50');
    expect(deposit).toMatchObject({ status: 'pending', hasProof: false, transactionHash: null });
    const tooLong = await postForm<{ deposit: Deposit }>(ctx.app, `/api/deposits/${deposit.id}/proof`, alice.token, {
      proof: pngFile(),
      transaction_hash: 'x'.repeat(201),
    });
    expect(tooLong.status).toBe(400);
    const paid = await postForm<{ deposit: Deposit }>(ctx.app, `/api/deposits/${deposit.id}/proof`, alice.token, {
      proof: pngFile(),
      transaction_hash: ' 0xabc123 ',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.deposit).toMatchObject({ hasProof: true, transactionHash: '0xabc123', status: 'pending' });
  });
});

// One rule both ways (docs/decisions/0059-names-privacy-rule.md). The other party is
// "First L." with a masked e-mail; an address is whole only for the sender who typed it.
describe('names privacy rule', () => {
  const notices = async (token: string) =>
    (
      await call<{ notifications: Array<{ message: string }> }>(ctx.app, 'GET', '/api/notifications', { token })
    ).body.notifications.map((n) => n.message);
  const logOf = async (token: string) =>
    (await call<{ items: TransferLogItem[] }>(ctx.app, 'GET', '/api/send-money/logs', { token })).body.items;

  it('shows the other party as "First L." before and after sending, in both histories, notifications and mail', async () => {
    const [local = '', domain = ''] = priya.user.email.split('@');
    expect(maskEmail(priya.user.email)).toBe(`${local.charAt(0)}•••@${domain}`);
    expect((await lookup(alice.token, priya.user.email)).body).toEqual({ name: 'Priya R.' });
    const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: priya.user.email, amount: 40, note: 'Dinner' },
    });
    expect(sent.status).toBe(200);
    const aliceShown = `Ada L. (${maskEmail(alice.user.email)})`;

    // The sender: the same "Priya R." after sending, with the address they typed.
    const [paid] = await logOf(alice.token);
    expect(paid).toMatchObject({
      direction: 'sent',
      counterpartyName: 'Priya R.',
      counterpartyEmail: priya.user.email,
    });
    // The recipient: the sender's name the same way, and never the sender's full e-mail or last name.
    const [got] = await logOf(priya.token);
    expect(got).toMatchObject({
      direction: 'received',
      counterpartyName: 'Ada L.',
      counterpartyEmail: maskEmail(alice.user.email),
    });
    const [received] = (await list(priya.token)).body;
    expect(received?.description).toBe(`Received from ${aliceShown}`);
    const priyaNotices = await notices(priya.token);
    expect(priyaNotices.some((m) => m.startsWith(`You received 40.00 USD from ${aliceShown} (`))).toBe(true);
    const mail = await lastMailTo(ctx, priya.user.email, 'money_received');
    expect(mail?.text).toContain(`${aliceShown} sent you 40.00 USD`);

    const everything = JSON.stringify([got, received, priyaNotices, mail?.text, mail?.html]);
    expect(everything).not.toContain(alice.user.email);
    expect(everything).not.toContain('Lovelace');
    expect(JSON.stringify([paid, await notices(alice.token)])).not.toContain('Raman');
  });
});
