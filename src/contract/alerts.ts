import { z } from 'zod';
import { amountCents } from './money.ts';

const symbol = z
  .string('must be a text')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, 'must be 2-10 letters or digits');

/** `PUT /api/alerts/balance`: alert when Main falls under `level` (site currency); null removes it. */
export const balanceAlertUpdateSchema = z.strictObject({
  level: amountCents.nullable(),
});

/**
 * `POST /api/alerts/prices`: alert when the asset's rate goes above or below `level`. Without a
 * direction, the side the rate is not on now: a level over today's rate alerts when it rises to it.
 */
export const priceAlertCreateSchema = z.strictObject({
  symbol,
  level: z.number('must be a number').positive('must be greater than zero').max(1e12, 'is too large'),
  direction: z.enum(['above', 'below'], 'must be above or below').optional(),
});
export type PriceAlertCreate = z.infer<typeof priceAlertCreateSchema>;

export const priceAlertSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  level: z.number(),
  direction: z.enum(['above', 'below']),
  /** True while the rate is past the level (alerted); it alerts again after going back. */
  triggered: z.boolean(),
});

/** `GET /api/alerts`: the user's levels. */
export const alertsSchema = z.object({
  balance: z.object({ level: z.number(), triggered: z.boolean() }).nullable(),
  prices: z.array(priceAlertSchema),
});
export type Alerts = z.infer<typeof alertsSchema>;
