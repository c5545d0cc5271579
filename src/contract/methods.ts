import { z } from 'zod';
import { amountCents } from './money.ts';
import { parseAmountToCents } from './cents.ts';

/** A money setting that may be zero (a fixed charge): decimal in, integer cents out. */
export const centsOrZero = z
  .unknown()
  .meta({ type: 'number', description: 'Decimal amount, 0 or more, at most 2 decimals' })
  .transform((value, ctx) => {
    // JSON bodies only: a number, as the OpenAPI document says.
    if (typeof value !== 'number') {
      ctx.addIssue({ code: 'custom', message: 'must be a number' });
      return z.NEVER;
    }
    if (value === 0) return 0;
    const parsed = parseAmountToCents(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.cents;
  });

/** A percent 0-100 with at most 2 decimals, to integer basis points. */
export const percentBasisPoints = z
  .number({ error: 'must be a number' })
  .min(0, 'must be 0 or more')
  .max(100, 'must be at most 100')
  .multipleOf(0.01, 'must have at most 2 decimal places')
  .transform((v) => Math.round(v * 100));

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Fields every admin-managed method shares (deposit and withdrawal), snake_case like the other request bodies. */
export const methodBaseFields = {
  name: text(80).min(1, 'is required'),
  currency: text(12)
    .min(1, 'is required')
    .regex(/^[A-Za-z0-9]+$/, 'must be letters and digits'),
  min_amount: amountCents,
  max_amount: amountCents,
  charge_fixed: centsOrZero.optional().default(0),
  charge_percent: percentBasisPoints.optional().default(0),
  active: z.boolean().optional().default(true),
};

export const methodLimitsCheck = (v: { min_amount: number; max_amount: number }, ctx: z.RefinementCtx) => {
  if (v.max_amount < v.min_amount)
    ctx.addIssue({ code: 'custom', path: ['max_amount'], message: 'must be at least the minimum' });
};

/** Status filter of the admin review lists. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewListQuerySchema = z.strictObject({
  status: z.enum(REVIEW_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const pageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const rejectRequestSchema = z.strictObject({
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(500, 'must be at most 500 characters'),
});

export const reviewUserSchema = z.object({ id: z.string(), email: z.string(), username: z.string() });
