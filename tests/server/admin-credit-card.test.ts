import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { notifications } from '../../server/db/schema.ts';
import { reconcileCardSessions } from '../../server/modules/card-payments/card-reconcile.ts';
import type { ApprovalResult } from '../../src/contract/approvals.ts';
import type { CardIssueResult, CardPaymentIssue } from '../../src/contract/card-payments.ts';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import { cardMethod, deliver, depositOf, startCardDeposit, useStandIn } from '../factories/card-payments.ts';
import { balancesOf, creditUser, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { staffSession } from '../factories/staff.ts';
import { putSettings } from '../factories/withdrawal-protection.ts';
import { loginAdmin, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { StripeStandIn } from '../setup/stripe-stand-in.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/** Money entering by an admin's decision, card side: payments for another amount and signed events that cannot be applied. */
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
  ).body.items;
const credit = (token: string, id: string, body?: Record<string, unknown>) =>
  call<CardIssueResult & ErrorBody & { approval?: { id: string } }>(
    ctx.app,
    'POST',
    `/api/admin/card-payment-issues/${id}/credit`,
    { token, headers: key(), ...(body ? { body } : {}) },
  );
const noticesTo = async (userId: string) =>
  (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.message);
const signed = (payload: string) => ({
  payload,
  signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret }),
});

/** A card deposit of `asked` whose session Stripe reports paid for `paidMinor` cents instead. */
async function mismatched(asked: string, paidMinor: number) {
  const deposit = (await startCardDeposit(ctx.app, alice.token, card.id, asked)).body.deposit;
  const session = { ...stripe.complete(stripe.sessionOf(deposit.id).id), amount_total: paidMinor };
  const event = stripe.event('checkout.session.completed', session);
  expect((await deliver(ctx.app, event)).body.outcome).toBe('amount_mismatch');
  return { deposit, session, event };
}

describe('a card payment for another amount than its deposit', () => {
  it('is listed for the admins with a notice, the investor is told, nothing is credited; crediting it is an admin decision within the limits, once', async () => {
    const { deposit, session, event } = await mismatched('100', 9_000);
    expect((await deliver(ctx.app, event)).body.duplicate).toBe(true);
    expect((await deliver(ctx.app, stripe.event('checkout.session.completed', session))).body.outcome).toBe(
      'unchanged',
    );
    ctx.clock.offsetMs += 20 * 60_000;
    // Left for the admin: the reconciliation job no longer asks Stripe about it.
    expect((await reconcileCardSessions(ctx.deps)).checked).toBe(0);
    const listed = (await issues()).filter((i) => i.kind === 'amount_mismatch');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      status: 'open',
      amount: 90,
      currency: 'USD',
      suggestedAmount: 90,
      limits: { min: 10, max: 5000 },
      deposit: { reference: deposit.reference },
      user: { id: alice.user.id },
    });
    expect(
      (await noticesTo(owner.user.id)).some(
        (m) => m.includes(deposit.reference) && /90\.00 USD, not the 100\.00 USD/.test(m),
      ),
    ).toBe(true);
    expect(
      (await noticesTo(alice.user.id)).some((m) => m.includes(deposit.reference) && /different amount/.test(m)),
    ).toBe(true);
    expect((await depositOf(ctx.app, alice.token, deposit.id)).status).toBe('pending');
    expect(await mainOf()).toBe(0);

    const id = listed[0]?.id ?? '';
    for (const amount of [5000.01, 1e16, 1e300]) {
      const refused = await credit(owner.token, id, { amount });
      expect(refused.status, String(amount)).toBe(400);
      expect(refused.body.errors?.['amount']).toBeDefined();
    }
    const done = await credit(owner.token, id);
    expect(done.status).toBe(200);
    expect(done.body.issue.status).toBe('credited');
    expect((await depositOf(ctx.app, alice.token, deposit.id)).status).toBe('approved');
    // 90.00 less the method's charge (0.30 + 2.9 %).
    expect(await mainOf()).toBe(87.09);
    expect((await credit(owner.token, id)).status).toBe(409);
    expect(await mainOf()).toBe(87.09);
  });

  it('counts with the same user’s other admin credits of the day: a balance adjustment of 600 and a card credit of 500 wait for a second admin', async () => {
    await putSettings(ctx, owner.token, { fourEyesThreshold: 1000 });
    const finance = await staffSession(ctx, 'finance', owner.token);
    await creditUser(ctx.app, owner.token, alice.user.id, 600);
    const { deposit } = await mismatched('1000', 50_000);
    const id = (await issues()).find((i) => i.kind === 'amount_mismatch')?.id ?? '';
    const sent = await credit(owner.token, id, { amount: 500 });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/^Sent for approval/);
    expect(sent.body.issue.status).toBe('awaiting_approval');
    expect(await mainOf()).toBe(600);
    expect((await depositOf(ctx.app, alice.token, deposit.id)).status).toBe('pending');
    expect((await credit(finance.token, id, { amount: 500 })).status).toBe(409);
    const [request] = await queryRows<{ id: string }>(
      ctx.deps.db,
      sql`SELECT id FROM approval_requests WHERE kind = 'card_credit' AND status = 'pending'`,
    );
    const approved = await call<ApprovalResult & ErrorBody>(
      ctx.app,
      'POST',
      `/api/admin/approvals/${request?.id}/approve`,
      { token: finance.token, headers: key() },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.approval.transactionReference).toMatch(/./);
    expect((await issues()).find((i) => i.id === id)?.status).toBe('credited');
    expect(await mainOf()).toBe(1085.2);
  });

  it('dismissed, its deposit is rejected and the investor told; nothing is credited', async () => {
    const { deposit } = await mismatched('100', 9_000);
    const id = (await issues()).find((i) => i.kind === 'amount_mismatch')?.id ?? '';
    const dismissed = await call<CardIssueResult>(ctx.app, 'POST', `/api/admin/card-payment-issues/${id}/dismiss`, {
      token: owner.token,
      headers: key(),
      body: { reason: 'Refunded at Stripe' },
    });
    expect(dismissed.status).toBe(200);
    expect((await depositOf(ctx.app, alice.token, deposit.id)).status).toBe('rejected');
    expect(
      (await noticesTo(alice.user.id)).some(
        (m) => m.includes(deposit.reference) && /not credited: Refunded at Stripe/.test(m),
      ),
    ).toBe(true);
    expect((await credit(owner.token, id)).status).toBe(409);
    expect(await mainOf()).toBe(0);
  });
});

describe('a signed Stripe event that cannot be applied', () => {
  it('a fractional amount_refunded is 400 naming the field, recorded once for the admins, and its redelivery is acknowledged (not retried for ever)', async () => {
    const event = stripe.event('charge.refunded', {
      id: 'ch_fraction',
      object: 'charge',
      amount: 10_000,
      amount_refunded: 1.5,
      currency: 'usd',
      payment_intent: null,
      metadata: {},
    });
    const first = await deliver(ctx.app, event);
    expect(first.status).toBe(400);
    expect(first.body.errors?.['data.object.amount_refunded']).toMatch(/whole number/);
    const again = await deliver(ctx.app, event);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, outcome: 'invalid' });
    const listed = (await issues()).filter((i) => i.kind === 'invalid_event');
    expect(listed).toHaveLength(1);
    expect(listed[0]?.reason).toContain(event.id);
    expect(listed[0]?.reason).toContain('amount_refunded');
    expect((await noticesTo(owner.user.id)).some((m) => m.includes(event.id))).toBe(true);
    expect(await mainOf()).toBe(0);
  });

  it('a JSON array body is 400 naming the body, recorded once, and acknowledged when delivered again', async () => {
    const array = signed(JSON.stringify([{ id: 'evt_in_array', type: 'charge.refunded' }]));
    const first = await deliver(ctx.app, array);
    expect(first.status).toBe(400);
    expect(first.body.errors?.['body']).toMatch(/JSON object/);
    expect((await deliver(ctx.app, array)).status).toBe(200);
    expect((await issues()).filter((i) => i.kind === 'invalid_event')).toHaveLength(1);
    const [row] = await queryRows<{ n: number }>(
      ctx.deps.db,
      sql`SELECT count(*)::int AS n FROM stripe_events WHERE outcome = 'invalid'`,
    );
    expect(row?.n).toBe(1);
    const [told] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.link, '/admin/card-payments')));
    expect(told?.message).toMatch(/could not be applied/);
  });
});
