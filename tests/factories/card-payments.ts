import type { App } from '../../server/app.ts';
import type { Deposit, DepositMethod } from '../../src/contract/deposits.ts';
import { call } from '../setup/http.ts';
import type { StripeStandIn } from '../setup/stripe-stand-in.ts';
import type { TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';
import { postForm } from './payments.ts';

/** Points the worker's server at the stand-in (the env object is shared by every module of the app). */
export function useStandIn(ctx: TestContext, stripe: StripeStandIn): void {
  ctx.deps.env.stripe = { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.url };
}

export const CARD_METHOD = {
  kind: 'card',
  name: 'Card (Visa, Mastercard)',
  currency: 'USD',
  min_amount: 10,
  max_amount: 5000,
  charge_fixed: 0.3,
  charge_percent: 2.9,
};

/** A card deposit method created through the admin API. */
export async function cardMethod(
  app: App,
  adminToken: string,
  overrides: Record<string, unknown> = {},
): Promise<DepositMethod> {
  const res = await call<DepositMethod & ErrorBody>(app, 'POST', '/api/admin/deposit-methods', {
    token: adminToken,
    body: { ...CARD_METHOD, ...overrides },
  });
  if (res.status !== 201) throw new Error(`card method failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export type CardStart = {
  status: number;
  body: { deposit: Deposit; checkoutUrl: string; message: string } & ErrorBody;
};

export const startCardDeposit = (app: App, token: string, methodId: string, amount: string): Promise<CardStart> =>
  postForm<{ deposit: Deposit; checkoutUrl: string; message: string }>(app, '/api/deposits', token, {
    method_id: methodId,
    amount,
  });

/** Delivers a signed event to the webhook as Stripe does: the raw JSON with its Stripe-Signature header. */
export const deliver = (app: App, event: { payload: string; signature: string | undefined }) =>
  call<{ received: true; duplicate: boolean; outcome: string } & ErrorBody>(app, 'POST', '/api/webhooks/stripe', {
    raw: event.payload,
    headers: event.signature === undefined ? {} : { 'stripe-signature': event.signature },
  });

export async function depositOf(app: App, token: string, id: string): Promise<Deposit> {
  const res = await call<Deposit>(app, 'GET', `/api/deposits/${id}`, { token });
  if (res.status !== 200) throw new Error(`deposit ${id}: ${res.status}`);
  return res.body;
}
