import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { stripeEvents } from '../../db/schema-card-payments.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { recordUnappliedEvent, stripeEventProblem } from './card-event-check.ts';
import { recordCardIssue } from './card-issues.ts';
import { settleSession, type SettleResult } from './card-settlement.ts';
import { stripeFor } from './stripe-client.ts';

export type WebhookAnswer = { received: true; duplicate: boolean; outcome: string };

const badSignature = () =>
  new AppError(400, 'VALIDATION_FAILED', 'The Stripe signature is missing or does not match', {
    'stripe-signature': 'must be a valid signature of the raw body',
  });

/**
 * POST /api/webhooks/stripe. The signature is checked over the raw body with the endpoint's
 * secret before anything is read (a bad or missing one is 400 and changes nothing). The event id
 * is recorded in the transaction that acts on it: a replay or a duplicate delivery finds its row
 * and does nothing, and a failure rolls both back so Stripe's redelivery tries again. A signed
 * event whose shape cannot be applied (an array, a fractional amount) is refused with a 400 naming
 * the field and listed for the admins (card-event-check.ts).
 */
export async function handleStripeWebhook(
  deps: Deps,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  const env = deps.env.stripe;
  if (!env) throw new AppError(404, 'NOT_FOUND', 'Card payments are not configured on this server');
  if (!signature) throw badSignature();
  const stripe = await stripeFor(env);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, env.webhookSecret);
  } catch {
    throw badSignature();
  }
  // Signed is not the same as applicable: a shape the money code does not expect is a 400 naming the
  // field, recorded once for the admins; its redelivery is acknowledged so it is not retried for days.
  const problem = stripeEventProblem(event);
  if (problem) {
    if (!(await recordUnappliedEvent(deps, rawBody, event, problem)))
      return { received: true, duplicate: true, outcome: 'invalid' };
    throw fieldError(problem.field, problem.problem);
  }
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const objectId = (event.data.object as { id?: string }).id ?? null;
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ eventId: event.id, type: event.type, objectId, outcome: 'received', receivedAt: at })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { received: true as const, duplicate: true, outcome: 'duplicate' };
    let outcome: SettleResult | 'recorded' | 'unknown_charge' | 'awaiting_payment' | 'ignored';
    switch (event.type) {
      case 'checkout.session.completed':
        // A delayed method (bank debit) completes unpaid: its async_payment_* event settles it later.
        outcome =
          event.data.object.payment_status === 'unpaid'
            ? 'awaiting_payment'
            : await settleSession(deps, tx, event.data.object, 'paid', at);
        break;
      case 'checkout.session.async_payment_succeeded':
        outcome = await settleSession(deps, tx, event.data.object, 'paid', at);
        break;
      case 'checkout.session.async_payment_failed':
        outcome = await settleSession(deps, tx, event.data.object, 'failed', at);
        break;
      case 'checkout.session.expired':
        outcome = await settleSession(deps, tx, event.data.object, 'expired', at);
        break;
      case 'charge.refunded':
      case 'charge.dispute.created':
        outcome = await recordCardIssue(tx, event, at);
        break;
      default:
        outcome = 'ignored';
    }
    await tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.eventId, event.id));
    return { received: true as const, duplicate: false, outcome };
  });
}
