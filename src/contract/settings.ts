import { z } from 'zod';

const money = z
  .number()
  .min(0, 'must be 0 or more')
  .max(100_000_000, 'is too large')
  .multipleOf(0.01, 'must have at most 2 decimal places');
const percent = z
  .number()
  .min(0, 'must be 0 or more')
  .max(100, 'must be at most 100')
  .multipleOf(0.01, 'must have at most 2 decimal places');
const referralLevels = z.array(percent).max(10, 'must have at most 10 levels');

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
  /** Withdrawal requests a user may make per UTC day (min, max and charge live on each method). */
  withdrawDailyCount: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100'),
  /** Withdrawals need an approved KYC first. */
  withdrawRequireKyc: z.boolean(),
  /**
   * Hours a new or edited withdrawal account waits before it can receive money, and withdrawals
   * pause after a password, e-mail, two-factor or passkey change; 0 turns both off.
   */
  withdrawalCoolingOffHours: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(720, 'must be at most 720 (30 days)'),
  /** A payout or balance adjustment above this amount needs a second admin's approval; 0 turns four-eyes off. */
  fourEyesThreshold: money,
  /** Referral commissions: a percent per level (level 1 first; the list's length is the depth) and an on/off switch per source. */
  referralDepositEnabled: z.boolean(),
  referralDepositLevels: referralLevels,
  referralInvestmentEnabled: z.boolean(),
  referralInvestmentLevels: referralLevels,
  referralProfitEnabled: z.boolean(),
  referralProfitLevels: referralLevels,
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
  withdrawDailyCount: 3,
  withdrawRequireKyc: false,
  withdrawalCoolingOffHours: 24,
  fourEyesThreshold: 1000,
  referralDepositEnabled: true,
  referralDepositLevels: [5, 2, 1],
  referralInvestmentEnabled: true,
  referralInvestmentLevels: [3, 1.5, 0.5],
  referralProfitEnabled: false,
  referralProfitLevels: [10, 5, 2],
};

/** Answer of GET and PUT /api/admin/settings. */
/**
 * A change that loosens a protection while another admin may approve settings changes nothing yet:
 * `approval` is the pending request (four-eyes) and `data` the settings still in force.
 */
export const settingsResponseSchema = z.object({
  data: settingsSchema,
  message: z.string().optional(),
  // The approval request as GET /api/admin/approvals lists it (approvals.ts, not imported: the settings page stays light).
  approval: z
    .looseObject({
      id: z.string(),
      kind: z.literal('settings_change'),
      status: z.enum(['pending', 'approved', 'rejected']),
      summary: z.string(),
    })
    .optional(),
});
