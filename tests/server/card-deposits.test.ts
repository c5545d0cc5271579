import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { reconcileCardSessions } from '../../server/modules/card-payments/card-reconcile.ts';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import {
  cardMethod,
  CARD_METHOD,
  deliver,
  depositOf,
  startCardDeposit,
  useStandIn,
} from '../factories/card-payments.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { depositMethods } from '../factories/payments.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { StripeStandIn } from '../setup/stripe-stand-in.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

const stripe = new StripeStandIn();
let ctx: TestContext;
let admin: string;
let alice: Funded;
let card: DepositMethod;

beforeAll(() => stripe.start());
afterAll(() => stripe.stop());
beforeEach(async () => {
  ctx = await resetDatabase();
  stripe.reset();
  useStandIn(ctx, stripe);
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 0);
  card = await cardMethod(ctx.app, admin);
});
afterEach(async () => {
  ctx.deps.env.stripe = undefined;
  await expectLedgerHealthy(ctx.deps.db);
});

const mainOf = async () => (await balancesOf(ctx.app, alice.token)).main;
const count = async (table: string) =>
  Number((await queryRows<{ n: number }>(ctx.deps.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]?.n);
const ledgerDeposits = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        ctx.deps.db,
        sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE type = 'deposit'`,
      )
    )[0]?.n,
  );

/** A card deposit of 100.00 (charge 3.20: 2.9 % + 0.30, so 96.80 is credited) with its session at the stand-in. */
async function started(amount = '100') {
  const res = await startCardDeposit(ctx.app, alice.token, card.id, amount);
  expect(res.status).toBe(201);
  return {
    deposit: res.body.deposit,
    checkoutUrl: res.body.checkoutUrl,
    session: stripe.sessionOf(res.body.deposit.id),
  };
}

describe('card deposits: offering the kind', () => {
  it('is not offered without Stripe configured: admin create 400 naming kind, hidden from investors, deposits 404, webhook 404', async () => {
    ctx.deps.env.stripe = undefined;
    const refused = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: admin,
      body: CARD_METHOD,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.['kind']).toMatch(/STRIPE_SECRET_KEY/);
    expect((await depositMethods(ctx.app, alice.token)).map((m) => m.kind)).not.toContain('card');
    expect((await startCardDeposit(ctx.app, alice.token, card.id, '100')).status).toBe(404);
    const event = stripe.event('checkout.session.completed', { id: 'cs_x' });
    expect((await deliver(ctx.app, event)).status).toBe(404);
    expect(stripe.creates).toHaveLength(0);
    useStandIn(ctx, stripe);
    expect((await depositMethods(ctx.app, alice.token)).find((m) => m.id === card.id)).toMatchObject({
      kind: 'card',
      currency: 'USD',
      decimals: 2,
    });
  });

  it('creates methods of the old kinds without a kind field (manual by default) and refuses an unknown kind naming it', async () => {
    const body = {
      name: 'Cash at the office',
      currency: 'USD',
      min_amount: 10,
      max_amount: 100,
      instructions: 'Bring your reference',
    };
    const manual = await call<DepositMethod>(ctx.app, 'POST', '/api/admin/deposit-methods', { token: admin, body });
    expect(manual.status).toBe(201);
    expect(manual.body.kind).toBe('manual');
    const odd = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: admin,
      body: { ...body, kind: 'paypal' },
    });
    expect(odd.status).toBe(400);
    expect(odd.body.errors).toHaveProperty('kind');
    const badCurrency = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: admin,
      body: { ...CARD_METHOD, currency: 'USDT' },
    });
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.body.errors).toHaveProperty('currency');
  });
});

describe('card deposits: Checkout session', () => {
  it('answers 201 with the pending deposit and its checkoutUrl; the session carries the deposit id, the amount in cents and an idempotency key', async () => {
    const { deposit, checkoutUrl, session } = await started('100');
    expect(deposit).toMatchObject({
      kind: 'card',
      status: 'pending',
      amount: 100,
      charge: 3.2,
      receiveAmount: 96.8,
      payAmount: '100.00',
    });
    expect(checkoutUrl).toBe(session.url);
    expect(session).toMatchObject({
      client_reference_id: deposit.id,
      metadata: { deposit_id: deposit.id, deposit_reference: deposit.reference },
      amount_total: 10_000,
      currency: 'usd',
    });
    const [create] = stripe.creates;
    expect(create?.idempotencyKey).toBe(`deposit-checkout-${deposit.id}`);
    expect(create?.form).toMatchObject({
      mode: 'payment',
      'payment_intent_data[metadata][deposit_id]': deposit.id,
      success_url: `http://app.test/user/deposit/card-return?deposit=${deposit.id}`,
    });
    expect(await mainOf()).toBe(0);
  });

  it('marks the deposit failed and answers 503 when Stripe cannot start the payment; an admin cannot approve a card deposit', async () => {
    stripe.failCreates = true;
    const res = await startCardDeposit(ctx.app, alice.token, card.id, '50');
    expect(res.status).toBe(503);
    const [row] = await queryRows<{ status: string }>(ctx.deps.db, sql`SELECT status FROM deposits`);
    expect(row?.status).toBe('failed');
    stripe.failCreates = false;
    const { deposit } = await started();
    const approve = await call<ErrorBody>(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, {
      token: admin,
    });
    expect(approve.status).toBe(409);
    expect(await mainOf()).toBe(0);
  });
});

describe('card deposits: webhook', () => {
  it('refuses a missing, wrong or stale signature and a tampered body with 400, changing nothing', async () => {
    const { deposit, session } = await started();
    const paid = stripe.complete(session.id);
    const good = stripe.event('checkout.session.completed', paid);
    expect((await deliver(ctx.app, { payload: good.payload, signature: undefined })).status).toBe(400);
    expect(
      (
        await deliver(ctx.app, {
          payload: good.payload,
          signature: stripe.event('x', {}, { secret: 'whsec_other' }).signature,
        })
      ).status,
    ).toBe(400);
    expect(
      (await deliver(ctx.app, { payload: good.payload.replace('"paid"', '"paid" '), signature: good.signature }))
        .status,
    ).toBe(400);
    const stale = stripe.event('checkout.session.completed', paid, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    const staleRes = await deliver(ctx.app, stale);
    expect(staleRes.status).toBe(400);
    expect(staleRes.body.errors).toHaveProperty('stripe-signature');
    expect(await count('stripe_events')).toBe(0);
    expect((await depositOf(ctx.app, alice.token, deposit.id)).status).toBe('pending');
    expect(await mainOf()).toBe(0);
  });

  it('credits a paid checkout.session.completed once; a replay and a second event id for the session credit nothing more', async () => {
    const { deposit, session } = await started();
    const event = stripe.event('checkout.session.completed', stripe.complete(session.id));
    const first = await deliver(ctx.app, event);
    expect(first.body).toEqual({ received: true, duplicate: false, outcome: 'credited' });
    expect(await mainOf()).toBe(96.8);
    expect(await depositOf(ctx.app, alice.token, deposit.id)).toMatchObject({ status: 'approved' });
    const replay = await deliver(ctx.app, event);
    expect(replay.body).toMatchObject({ duplicate: true });
    const again = await deliver(ctx.app, stripe.event('checkout.session.completed', stripe.sessions.get(session.id)));
    expect(again.body).toMatchObject({ duplicate: false, outcome: 'unchanged' });
    expect(await mainOf()).toBe(96.8);
    expect(await ledgerDeposits()).toBe(1);
    const notes = await queryRows<{ message: string }>(
      ctx.deps.db,
      sql`SELECT message FROM notifications WHERE user_id = ${alice.user.id}`,
    );
    expect(notes.filter((n) => n.message.includes(deposit.reference))).toHaveLength(1);
  });

  it('handles delayed methods: async success before completed credits once; async failure marks the deposit failed', async () => {
    const a = await started();
    const paid = stripe.complete(a.session.id);
    expect((await deliver(ctx.app, stripe.event('checkout.session.async_payment_succeeded', paid))).body.outcome).toBe(
      'credited',
    );
    // The completed event (snapshot taken while the payment was still processing) arrives late.
    expect(
      (await deliver(ctx.app, stripe.event('checkout.session.completed', { ...paid, payment_status: 'unpaid' }))).body
        .outcome,
    ).toBe('awaiting_payment');
    expect((await deliver(ctx.app, stripe.event('checkout.session.completed', paid))).body.outcome).toBe('unchanged');
    expect(await mainOf()).toBe(96.8);

    const b = await started('20');
    const processing = stripe.complete(b.session.id, false);
    expect((await deliver(ctx.app, stripe.event('checkout.session.completed', processing))).body.outcome).toBe(
      'awaiting_payment',
    );
    expect(
      (await deliver(ctx.app, stripe.event('checkout.session.async_payment_failed', processing))).body.outcome,
    ).toBe('failed');
    expect(await depositOf(ctx.app, alice.token, b.deposit.id)).toMatchObject({
      status: 'failed',
      rejectionReason: 'The card payment failed',
    });
    expect(await mainOf()).toBe(96.8);
  });

  it('marks an expired session expired, and a late paid event for it credits nothing', async () => {
    const { deposit, session } = await started();
    expect(
      (await deliver(ctx.app, stripe.event('checkout.session.expired', stripe.expire(session.id)))).body.outcome,
    ).toBe('expired');
    expect((await depositOf(ctx.app, alice.token, deposit.id)).status).toBe('expired');
    expect(
      (
        await deliver(
          ctx.app,
          stripe.event('checkout.session.completed', {
            ...stripe.sessions.get(session.id),
            status: 'complete',
            payment_status: 'paid',
          }),
        )
      ).body.outcome,
    ).toBe('unchanged');
    expect(await mainOf()).toBe(0);
  });

  it('never credits a paid session whose amount differs from the deposit', async () => {
    const { deposit, session } = await started();
    const tampered = { ...stripe.complete(session.id), amount_total: 1 };
    expect((await deliver(ctx.app, stripe.event('checkout.session.completed', tampered))).body.outcome).toBe(
      'amount_mismatch',
    );
    expect((await depositOf(ctx.app, alice.token, deposit.id)).status).toBe('pending');
    expect(await mainOf()).toBe(0);
  });
});

describe('card deposits: reconciliation of lost webhooks', () => {
  it('settles sessions still open after a while from Stripe’s answer: paid credited once, expired marked, open left alone', async () => {
    const paid = await started('100');
    const expired = await started('30');
    const open = await started('40');
    stripe.complete(paid.session.id);
    stripe.expire(expired.session.id);
    // Too recent: nothing is asked yet.
    expect((await reconcileCardSessions(ctx.deps)).checked).toBe(0);
    ctx.clock.offsetMs += 20 * 60_000;
    const report = await reconcileCardSessions(ctx.deps);
    expect(report).toMatchObject({ checked: 3, settled: { credited: 1, expired: 1 }, errors: 0 });
    expect(await mainOf()).toBe(96.8);
    expect((await depositOf(ctx.app, alice.token, expired.deposit.id)).status).toBe('expired');
    expect((await depositOf(ctx.app, alice.token, open.deposit.id)).status).toBe('pending');
    // The webhook arrives after all, then the job runs again: nothing more.
    expect(
      (await deliver(ctx.app, stripe.event('checkout.session.completed', stripe.sessions.get(paid.session.id)))).body
        .outcome,
    ).toBe('unchanged');
    expect((await reconcileCardSessions(ctx.deps)).checked).toBe(1);
    expect(await mainOf()).toBe(96.8);
    expect(await ledgerDeposits()).toBe(1);
  });
});
