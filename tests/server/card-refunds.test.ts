import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { ApprovalResult } from '../../src/contract/approvals.ts';
import type { CardIssueResult, CardPaymentIssue } from '../../src/contract/card-payments.ts';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import { cardMethod, deliver, startCardDeposit, useStandIn } from '../factories/card-payments.ts';
import { balancesOf, creditUser, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { staffSession } from '../factories/staff.ts';
import { putSettings } from '../factories/withdrawal-protection.ts';
import { loginAdmin, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { StripeStandIn } from '../setup/stripe-stand-in.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

const stripe = new StripeStandIn();
let ctx: TestContext;
let owner: Session;
let alice: Funded;
let card: DepositMethod;

beforeAll(() => stripe.start());
afterAll(() => stripe.stop());
beforeEach(async () => {
  ctx = await resetDatabase();
  stripe.reset();
  useStandIn(ctx, stripe);
  owner = await loginAdmin(ctx.app);
  alice = await fundedUser(ctx.app, owner.token, 0);
  card = await cardMethod(ctx.app, owner.token);
});
afterEach(async () => {
  ctx.deps.env.stripe = undefined;
  await expectLedgerHealthy(ctx.deps.db);
});

const key = () => ({ 'Idempotency-Key': randomUUID() });
const mainOf = async () => (await balancesOf(ctx.app, alice.token)).main;
const issues = async () =>
  (
    await call<{ items: CardPaymentIssue[]; open: number }>(ctx.app, 'GET', '/api/admin/card-payment-issues', {
      token: owner.token,
    })
  ).body;
const reverse = (token: string, id: string, body?: Record<string, unknown>) =>
  call<CardIssueResult & ErrorBody & { approval?: unknown }>(
    ctx.app,
    'POST',
    `/api/admin/card-payment-issues/${id}/reverse`,
    { token, headers: key(), ...(body ? { body } : {}) },
  );

/** A card deposit of 100.00, paid and credited (96.80 after the 3.20 charge); answers its charge's facts. */
async function paidDeposit() {
  const res = await startCardDeposit(ctx.app, alice.token, card.id, '100');
  const deposit = res.body.deposit;
  const session = stripe.complete(stripe.sessionOf(deposit.id).id);
  expect((await deliver(ctx.app, stripe.event('checkout.session.completed', session))).body.outcome).toBe('credited');
  const charge = {
    id: `ch_${deposit.id.slice(0, 8)}`,
    object: 'charge',
    amount: 10_000,
    currency: 'usd',
    payment_intent: session.payment_intent,
    metadata: { deposit_id: deposit.id },
  };
  return { deposit, charge };
}

describe('card refunds and disputes', () => {
  it('a refund after credit is listed and told to the admins, takes nothing by itself; the admin reverses it once through the ledger', async () => {
    const { deposit, charge } = await paidDeposit();
    const refund = stripe.event('charge.refunded', { ...charge, amount_refunded: 10_000, refunded: true });
    expect((await deliver(ctx.app, refund)).body.outcome).toBe('recorded');
    expect((await deliver(ctx.app, refund)).body.duplicate).toBe(true);
    expect(await mainOf()).toBe(96.8);
    const listed = await issues();
    expect(listed.open).toBe(1);
    expect(listed.items).toHaveLength(1);
    const issue = listed.items[0] as CardPaymentIssue;
    expect(issue).toMatchObject({
      kind: 'refund',
      status: 'open',
      amount: 100,
      currency: 'USD',
      suggestedAmount: 96.8,
      deposit: { reference: deposit.reference },
      user: { id: alice.user.id },
    });
    const told = await queryRows<{ message: string }>(
      ctx.deps.db,
      sql`SELECT message FROM notifications WHERE user_id = ${owner.user.id} AND message LIKE ${'%refunded%'}`,
    );
    expect(told[0]?.message).toContain(deposit.reference);

    const done = await reverse(owner.token, issue.id);
    expect(done.status).toBe(200);
    expect(done.body.issue).toMatchObject({ status: 'reversed' });
    expect(await mainOf()).toBe(0);
    expect((await reverse(owner.token, issue.id)).status).toBe(409);
    expect(await mainOf()).toBe(0);
  });

  it('never leaves the wallet negative: a reversal larger than the balance is refused (422) and the issue stays open for the admin to decide', async () => {
    const { charge } = await paidDeposit();
    // The investor moved most of the money on before the refund came.
    await call(ctx.app, 'POST', `/api/admin/users/${alice.user.id}/balance`, {
      token: owner.token,
      headers: key(),
      body: { wallet_type: 'main', type: 'subtract', amount: 90, reason: 'spent meanwhile' },
    });
    await deliver(ctx.app, stripe.event('charge.refunded', { ...charge, amount_refunded: 10_000 }));
    const [issue] = (await issues()).items;
    const refused = await reverse(owner.token, issue?.id ?? '');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await mainOf()).toBe(6.8);
    expect((await issues()).items[0]?.status).toBe('open');
    const partial = await reverse(owner.token, issue?.id ?? '', { amount: 6.8, reason: 'Refund: what was left' });
    expect(partial.status).toBe(200);
    expect(await mainOf()).toBe(0);
  });

  it('records a partial refund as the difference since the last report, and a dispute found by its PaymentIntent, dismissed with a note', async () => {
    const { charge } = await paidDeposit();
    await deliver(ctx.app, stripe.event('charge.refunded', { ...charge, amount_refunded: 2_000 }));
    await deliver(ctx.app, stripe.event('charge.refunded', { ...charge, amount_refunded: 5_000 }));
    const dispute = {
      id: 'dp_1',
      object: 'dispute',
      amount: 5_000,
      currency: 'usd',
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      metadata: {},
    };
    expect((await deliver(ctx.app, stripe.event('charge.dispute.created', dispute))).body.outcome).toBe('recorded');
    const listed = (await issues()).items;
    expect(listed.map((i) => [i.kind, i.amount, i.suggestedAmount])).toEqual([
      ['dispute', 50, 50],
      ['refund', 30, 30],
      ['refund', 20, 20],
    ]);
    const dismissed = await call<CardIssueResult>(
      ctx.app,
      'POST',
      `/api/admin/card-payment-issues/${listed[0]?.id}/dismiss`,
      { token: owner.token, headers: key(), body: { reason: 'Won the dispute with evidence' } },
    );
    expect(dismissed.body.issue).toMatchObject({ status: 'dismissed', note: 'Won the dispute with evidence' });
    expect(await mainOf()).toBe(96.8);
  });

  it('above the four-eyes threshold a reversal waits for a second admin, then moves once', async () => {
    const { charge } = await paidDeposit();
    await creditUser(ctx.app, owner.token, alice.user.id, 10);
    await putSettings(ctx, owner.token, { fourEyesThreshold: 50 });
    const finance = await staffSession(ctx, 'finance', owner.token);
    await deliver(ctx.app, stripe.event('charge.refunded', { ...charge, amount_refunded: 10_000 }));
    const [issue] = (await issues()).items;
    const sent = await reverse(owner.token, issue?.id ?? '');
    expect(sent.status).toBe(200);
    expect(sent.body.issue).toMatchObject({ status: 'awaiting_approval', approvalStatus: 'pending' });
    expect(await mainOf()).toBe(106.8);
    expect((await reverse(finance.token, issue?.id ?? '')).status).toBe(409);
    const [approval] = await queryRows<{ id: string }>(
      ctx.deps.db,
      sql`SELECT approval_id AS id FROM card_payment_issues`,
    );
    const approved = await call<ApprovalResult>(ctx.app, 'POST', `/api/admin/approvals/${approval?.id}/approve`, {
      token: finance.token,
      headers: key(),
    });
    expect(approved.status).toBe(200);
    expect(await mainOf()).toBe(10);
    expect((await issues()).items[0]).toMatchObject({ status: 'awaiting_approval', approvalStatus: 'approved' });
  });
});
