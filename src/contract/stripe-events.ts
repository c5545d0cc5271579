import { z } from 'zod';

/** An amount Stripe sends in minor units: a whole, non-negative number a JavaScript number holds exactly. */
const minorUnits = z
  .number('must be a number')
  .int('must be a whole number of minor units')
  .min(0, 'must not be negative')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');
const currency = z.string('must be a currency code').regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code');
const idOrObject = z.union(
  [z.string().min(1), z.looseObject({ id: z.string().min(1) })],
  'must be an id or an object with an id',
);

/** The envelope of every Stripe event we accept: an object with an id, a type and a data.object. */
export const stripeEnvelopeSchema = z.looseObject({
  id: z.string('must be an event id').min(1, 'must be an event id'),
  type: z.string('must be an event type').min(1, 'must be an event type'),
  data: z.looseObject({
    object: z.looseObject({ id: z.string('must be an object id').min(1, 'must be an object id') }),
  }),
});

/** The fields of a Checkout session that settle a card deposit. */
export const stripeSessionSchema = z.looseObject({
  amount_total: minorUnits.nullable(),
  currency: currency.nullable(),
});
/** The fields of a charge.refunded event's charge. */
export const stripeChargeSchema = z.looseObject({ amount_refunded: minorUnits, currency });
/** The fields of a charge.dispute.created event's dispute. */
export const stripeDisputeSchema = z.looseObject({ amount: minorUnits, currency, charge: idOrObject });

/** Which schema the data.object of each handled event type must satisfy (other types are ignored). */
export const STRIPE_OBJECT_SCHEMAS: Record<string, z.ZodType> = {
  'checkout.session.completed': stripeSessionSchema,
  'checkout.session.async_payment_succeeded': stripeSessionSchema,
  'checkout.session.async_payment_failed': stripeSessionSchema,
  'checkout.session.expired': stripeSessionSchema,
  'charge.refunded': stripeChargeSchema,
  'charge.dispute.created': stripeDisputeSchema,
};
