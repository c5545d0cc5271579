import { z } from 'zod';

export const marketAssetSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  /** Price of one unit in the site currency. */
  rate: z.number(),
  /** Percent change; null without a rate that old. */
  change24h: z.number().nullable(),
  change30d: z.number().nullable(),
  updatedAt: z.string(),
  /** Up to 31 daily points (UTC), oldest first, for the chart. */
  history: z.array(z.object({ at: z.string(), rate: z.number() })),
});
export type MarketAsset = z.infer<typeof marketAssetSchema>;
export const marketSchema = z.object({ currency: z.string(), assets: z.array(marketAssetSchema) });
export type Market = z.infer<typeof marketSchema>;

/** `PUT /api/admin/rates`: new rates (a new symbol needs a name). */
export const ratesUpdateSchema = z.strictObject({
  rates: z
    .array(
      z.strictObject({
        symbol: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9]{2,10}$/, 'must be 2-10 letters or digits'),
        name: z.string().trim().min(1).max(60).optional(),
        rate: z.number('must be a number').positive('must be greater than zero').max(1e12, 'is too large'),
      }),
    )
    .min(1, 'must name at least one rate')
    .max(50, 'must name at most 50 rates'),
});
export type RatesUpdate = z.infer<typeof ratesUpdateSchema>;
