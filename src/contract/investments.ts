import { z } from 'zod';
import { amountCents } from './money.ts';
import { parseAmountToCents } from './cents.ts';
import { walletSchema } from './wallet-shape.ts';
import { WALLET_TYPES } from './wallet-types.ts';

export const AT_MATURITY = ['payout', 'reinvest'] as const;
export type AtMaturity = (typeof AT_MATURITY)[number];

const id = z.string().trim().min(1, 'is required').max(64, 'is too long');

/** `POST /api/investments` (Idempotency-Key honoured). */
export const investRequestSchema = z.strictObject({
  schema_id: id,
  amount: amountCents,
  wallet_type: z.enum(WALLET_TYPES, 'must be main or profit'),
  /** Only where the schema allows compounding. */
  reinvest_profit: z.boolean('must be true or false').default(false),
  at_maturity: z.enum(AT_MATURITY, 'must be payout or reinvest').default('payout'),
});
export type InvestRequest = {
  schema_id: string;
  amount: number;
  wallet_type: 'main' | 'profit';
  reinvest_profit: boolean;
  at_maturity: AtMaturity;
};

/** A plan as users and admins see it. returnValue is a percent (1.5 = 1.50 %) or money per period. */
export const investmentSchemaSchema = z.object({
  id: z.string(),
  name: z.string(),
  badgeText: z.string(),
  amountType: z.enum(['range', 'fixed']),
  minAmount: z.number(),
  maxAmount: z.number(),
  returnType: z.enum(['percent', 'fixed']),
  returnValue: z.number(),
  intervalHours: z.number(),
  intervalLabel: z.string(),
  periods: z.number().nullable(),
  capitalBack: z.boolean(),
  offDays: z.array(z.number()),
  featured: z.boolean(),
  active: z.boolean(),
  /** periods x returnValue in the same unit; null for lifetime plans. */
  totalReturn: z.number().nullable(),
  compounding: z.boolean(),
  /** Percent of the principal kept on an early exit; null: no early exit. */
  earlyExitPenaltyPercent: z.number().nullable(),
  earlyExitMinPeriods: z.number(),
  investmentsCount: z.number().optional(),
});
export type InvestmentSchema = z.infer<typeof investmentSchemaSchema>;
export const schemaListSchema = z.object({ schemas: z.array(investmentSchemaSchema) });
export const schemaOneSchema = z.object({ schema: investmentSchemaSchema });

export const INVESTMENT_STATUSES = ['active', 'completed', 'exited'] as const;

export const investmentSchema = z.object({
  id: z.string(),
  schemaId: z.string(),
  schemaName: z.string(),
  amount: z.number(),
  sourceWallet: z.enum(WALLET_TYPES),
  returnType: z.enum(['percent', 'fixed']),
  returnValue: z.number(),
  intervalHours: z.number(),
  intervalLabel: z.string(),
  periods: z.number().nullable(),
  capitalBack: z.boolean(),
  profitPerPeriod: z.number(),
  status: z.enum(INVESTMENT_STATUSES),
  periodsPaid: z.number(),
  periodsLeft: z.number().nullable(),
  profitPaid: z.number(),
  nextProfitAt: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  compounding: z.boolean(),
  reinvestProfit: z.boolean(),
  atMaturity: z.enum(AT_MATURITY),
  /** The amount plus every profit reinvested into it. */
  principal: z.number(),
  /** Principal plus profit still to be paid out if nothing changes; null for a lifetime plan or once ended. */
  projectedAtMaturity: z.number().nullable(),
  earlyExitPenaltyPercent: z.number().nullable(),
  earlyExitMinPeriods: z.number(),
  exitedAt: z.string().nullable(),
  exitPenalty: z.number().nullable(),
  renewedFromId: z.string().nullable(),
});
export type Investment = z.infer<typeof investmentSchema>;
export const investmentPageSchema = z.object({ items: z.array(investmentSchema), nextCursor: z.string().nullable() });

export const adminInvestmentSchema = investmentSchema.extend({
  user: z.object({ id: z.string(), username: z.string(), email: z.string() }),
});
export type AdminInvestment = z.infer<typeof adminInvestmentSchema>;
export const adminInvestmentPageSchema = z.object({
  items: z.array(adminInvestmentSchema),
  nextCursor: z.string().nullable(),
});

export const investResultSchema = z.object({
  message: z.string(),
  investment: investmentSchema,
  wallets: z.array(walletSchema),
});
export type InvestResult = z.infer<typeof investResultSchema>;

const page = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
};
export const investmentQuerySchema = z.strictObject({ ...page, status: z.enum(INVESTMENT_STATUSES).optional() });
export const adminInvestmentQuerySchema = z.strictObject({
  ...page,
  status: z.enum(INVESTMENT_STATUSES).optional(),
  schema_id: z.string().max(64).optional(),
  /** Part of the investor's e-mail or username. */
  q: z.string().trim().max(100).optional(),
});

export const portfolioSchema = z.object({
  currency: z.string(),
  totalInvested: z.number(),
  activeInvested: z.number(),
  activeCount: z.number(),
  completedCount: z.number(),
  totalProfit: z.number(),
  /** The last 30 days (UTC), oldest first, zero days included. */
  profitByDay: z.array(z.object({ date: z.string(), amount: z.number() })),
  /** Capital in active investments per schema. */
  allocation: z.array(z.object({ schemaId: z.string(), name: z.string(), amount: z.number(), count: z.number() })),
  /**
   * The principal of the investments that reinvest their profit, now (period 0) and after each of
   * the next periods while nothing changes (each stops growing at its maturity); empty when none does.
   */
  compoundingCurve: z.array(z.object({ period: z.number(), principal: z.number() })),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

const percentValue = z
  .number()
  .min(0.01, 'must be at least 0.01')
  .max(100, 'must be at most 100')
  .multipleOf(0.01, 'must have at most 2 decimal places');

/**
 * Admin create/update of a schema. A fixed amount is min = max. returnValue is a percent for
 * 'percent' (converted to basis points) and money for 'fixed' (converted to cents).
 */
export const schemaInputSchema = z
  .strictObject({
    name: z.string().trim().min(2, 'must be at least 2 characters').max(80, 'must be at most 80 characters'),
    badgeText: z.string().trim().max(24, 'must be at most 24 characters').default(''),
    amountType: z.enum(['range', 'fixed'], 'must be range or fixed'),
    minAmount: amountCents,
    maxAmount: amountCents.optional(),
    returnType: z.enum(['percent', 'fixed'], 'must be percent or fixed'),
    returnValue: z.number('must be a number').positive('must be greater than zero'),
    intervalHours: z
      .number('must be a number')
      .int('must be whole hours')
      .min(1, 'must be at least 1')
      .max(8760, 'must be at most 8760'),
    periods: z
      .number('must be a number')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(10_000, 'must be at most 10000')
      .nullable(),
    capitalBack: z.boolean().default(false),
    offDays: z
      .array(z.number().int().min(0).max(6))
      .max(6, 'must leave at least one day')
      .refine((days) => new Set(days).size === days.length, 'must not repeat a day')
      .default([]),
    featured: z.boolean().default(false),
    active: z.boolean().default(true),
    compounding: z.boolean('must be true or false').default(false),
    early_exit_penalty_percent: z
      .number('must be a number or null')
      .min(0, 'must be at least 0')
      .max(100, 'must be at most 100')
      .multipleOf(0.01, 'must have at most 2 decimal places')
      .nullable()
      .default(null),
    early_exit_min_periods: z
      .number('must be a number')
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(10_000, 'must be at most 10000')
      .default(0),
  })
  .transform((input, ctx) => {
    const maxAmount = input.amountType === 'fixed' ? input.minAmount : input.maxAmount;
    if (maxAmount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'is required for a range' });
      return z.NEVER;
    }
    if (maxAmount < input.minAmount) {
      ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: 'must not be less than minAmount' });
      return z.NEVER;
    }
    let returnValue: number;
    if (input.returnType === 'percent') {
      const parsed = percentValue.safeParse(input.returnValue);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['returnValue'],
          message: parsed.error.issues[0]?.message ?? 'is invalid',
        });
        return z.NEVER;
      }
      returnValue = Math.round(parsed.data * 100);
    } else {
      const parsed = parseAmountToCents(input.returnValue);
      if (!parsed.ok || parsed.cents > 2_000_000_000) {
        ctx.addIssue({ code: 'custom', path: ['returnValue'], message: parsed.ok ? 'is too large' : parsed.message });
        return z.NEVER;
      }
      returnValue = parsed.cents;
    }
    return { ...input, maxAmount, returnValue, offDays: [...input.offDays].sort((a, b) => a - b) };
  });
export type SchemaInput = z.output<typeof schemaInputSchema>;
/** What the admin form sends (decimals, as typed). */
export type SchemaInputBody = z.input<typeof schemaInputSchema>;

export const deleteSchemaResultSchema = z.object({ message: z.string(), deleted: z.boolean() });

export const jobRunSchema = z.object({
  id: z.number(),
  job: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  until: z.string(),
  periodsPaid: z.number(),
  amount: z.number(),
  investmentsCompleted: z.number(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;
export const jobsResponseSchema = z.object({
  jobs: z.array(
    z.object({
      name: z.string(),
      everySeconds: z.number(),
      lastRun: jobRunSchema.nullable(),
      lastPaidRun: jobRunSchema.nullable(),
    }),
  ),
  runs: z.array(jobRunSchema),
});
export type JobsResponse = z.infer<typeof jobsResponseSchema>;
