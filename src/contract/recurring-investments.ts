import { z } from 'zod';
import { amountCents } from './money.ts';
import { WALLET_TYPES } from './wallet-types.ts';

const RECURRING_EVERY = ['day', 'week', 'month'] as const;
export type RecurringEvery = (typeof RECURRING_EVERY)[number];
const RECURRING_STATUSES = ['active', 'paused', 'stopped'] as const;
/** Skipped runs in a row after which a plan pauses itself. */
export const SKIPS_BEFORE_PAUSE = 3;

const every = z.enum(RECURRING_EVERY, 'must be day, week or month');

/** `POST /api/recurring-investments`: `start_at` (the first run) defaults to now; amounts are in the site currency. */
export const recurringCreateSchema = z.strictObject({
  schema_id: z.uuid('must be a plan id'),
  amount: amountCents,
  wallet_type: z.enum(WALLET_TYPES, 'must be main or profit'),
  every,
  start_at: z.iso.datetime({ offset: true, message: 'must be an ISO time' }).optional(),
});
export type RecurringCreate = z.input<typeof recurringCreateSchema>;

/** `PUT /api/recurring-investments/{id}`: any of amount, period, paused (false resumes). */
export const recurringUpdateSchema = z
  .strictObject({
    amount: amountCents.optional(),
    every: every.optional(),
    paused: z.boolean('must be true or false').optional(),
  })
  .refine((b) => b.amount !== undefined || b.every !== undefined || b.paused !== undefined, {
    message: 'must set amount, every or paused',
    path: ['body'],
  });
export type RecurringUpdate = z.input<typeof recurringUpdateSchema>;

export const recurringRunSchema = z.object({
  id: z.string(),
  dueAt: z.string(),
  ranAt: z.string(),
  outcome: z.enum(['invested', 'skipped']),
  /** Why a run was skipped (insufficient balance, plan closed, amount out of range). */
  reason: z.string().nullable(),
  investmentId: z.string().nullable(),
  amount: z.number(),
});
export type RecurringRun = z.infer<typeof recurringRunSchema>;

export const recurringPlanSchema = z.object({
  id: z.string(),
  schemaId: z.string(),
  schemaName: z.string(),
  amount: z.number(),
  walletType: z.enum(WALLET_TYPES),
  every,
  status: z.enum(RECURRING_STATUSES),
  /** Null once stopped. */
  nextRunAt: z.string().nullable(),
  skippedInRow: z.number(),
  pausedReason: z.string().nullable(),
  createdAt: z.string(),
  /** The latest runs, newest first. */
  runs: z.array(recurringRunSchema),
});
export type RecurringPlan = z.infer<typeof recurringPlanSchema>;

export const recurringListSchema = z.object({ plans: z.array(recurringPlanSchema) });
export type RecurringList = z.infer<typeof recurringListSchema>;
export const recurringOneSchema = z.object({ plan: recurringPlanSchema });
export type RecurringOne = z.infer<typeof recurringOneSchema>;
