import { z } from 'zod';

const money = z.number().min(0, 'must be 0 or more').max(100_000_000, 'is too large').multipleOf(0.01, 'must have at most 2 decimal places');
const percent = z.number().min(0, 'must be 0 or more').max(100, 'must be at most 100').multipleOf(0.01, 'must have at most 2 decimal places');

/**
 * Platform settings an admin edits. Money in the site currency (decimals), percents as 0-100.
 * A charge is fixed + percent of the amount, so either or both can be used.
 */
export const settingsSchema = z.object({
  exchangeChargeFixed: money,
  exchangeChargePercent: percent,
  sendMoneyChargeFixed: money,
  sendMoneyChargePercent: percent,
  sendMoneyMin: money,
  sendMoneyMax: money,
  sendMoneyDailyLimit: money,
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsUpdateSchema = settingsSchema.partial().strict();

export const DEFAULT_SETTINGS: Settings = {
  exchangeChargeFixed: 0,
  exchangeChargePercent: 1,
  sendMoneyChargeFixed: 0.5,
  sendMoneyChargePercent: 1,
  sendMoneyMin: 1,
  sendMoneyMax: 10_000,
  sendMoneyDailyLimit: 25_000,
};

/** Answer of GET and PUT /api/admin/settings. */
export const settingsResponseSchema = z.object({ data: settingsSchema, message: z.string().optional() });
