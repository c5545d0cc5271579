import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { STRIPE_OBJECT_SCHEMAS, stripeEnvelopeSchema } from '../../../src/contract/stripe-events.ts';
import { users } from '../../db/schema.ts';
import { cardPaymentIssues, stripeEvents } from '../../db/schema-card-payments.ts';
import type { Deps } from '../../lib/context.ts';
import { hashToken } from '../../lib/secrets.ts';
import { notify } from '../notifications/notify.ts';
import { CARD_ISSUES_LINK } from './card-issues.ts';

export type EventProblem = { field: string; problem: string };

const firstProblem = (error: z.ZodError, prefix: string): EventProblem => {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  return { field: [prefix, path].filter(Boolean).join('.') || 'body', problem: issue?.message ?? 'is not valid' };
};

/**
 * What makes a correctly signed event unusable, or null: not an object (an array body), no id,
 * type or data.object, or a handled type whose amounts are not whole minor units (1.5), whose
 * currency is not a code. Checked before anything reads the event, so no field reaches the money
 * code in a shape it does not expect.
 */
export function stripeEventProblem(event: unknown): EventProblem | null {
  if (event === null || typeof event !== 'object' || Array.isArray(event))
    return { field: 'body', problem: 'must be a JSON object (a Stripe event)' };
  const envelope = stripeEnvelopeSchema.safeParse(event);
  if (!envelope.success) return firstProblem(envelope.error, '');
  const schema = STRIPE_OBJECT_SCHEMAS[envelope.data.type];
  if (!schema) return null;
  const object = schema.safeParse(envelope.data.data.object);
  return object.success ? null : firstProblem(object.error, 'data.object');
}

/**
 * Records a signed event that cannot be applied, once: in stripe_events (outcome 'invalid', under
 * its id, or the body's hash when it has none) and as an open card issue the admins read, with a
 * notice to each. Answers false when it was recorded before: the redelivery is then acknowledged
 * (2xx) so Stripe stops retrying, instead of retrying for days an event that can never apply.
 */
export async function recordUnappliedEvent(
  deps: Deps,
  rawBody: string,
  event: unknown,
  problem: EventProblem,
): Promise<boolean> {
  const fields =
    event !== null && typeof event === 'object' && !Array.isArray(event) ? (event as Record<string, unknown>) : {};
  const eventId =
    typeof fields['id'] === 'string' && fields['id'] ? fields['id'].slice(0, 255) : `body:${hashToken(rawBody)}`;
  const type = typeof fields['type'] === 'string' ? fields['type'].slice(0, 100) : 'unknown';
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ eventId, type, objectId: null, outcome: 'invalid', receivedAt: at })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return false;
    const reason = `${type} event ${eventId} could not be applied: ${problem.field} ${problem.problem}`;
    await tx
      .insert(cardPaymentIssues)
      .values({
        kind: 'invalid_event',
        eventId,
        chargeId: '',
        amountMinor: 0,
        currency: '',
        suggestedCents: 0,
        reason,
        createdAt: at,
      })
      .onConflictDoNothing();
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    const notice = { name: 'card_event_invalid' as const, values: { reason } };
    await notify(
      tx,
      admins.map((a) => ({ userId: a.id, notice, link: CARD_ISSUES_LINK, event: 'card_payment_issue' as const })),
      at,
    );
    deps.log.warn('stripe event could not be applied', { eventId, type, field: problem.field });
    return true;
  });
}
