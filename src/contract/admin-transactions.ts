import { z } from 'zod';
import { TRANSACTION_STATUSES } from './transaction-types.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/** Filters shared by the list and the CSV export; dates are UTC days, `to` inclusive. */
export const adminTransactionFilterSchema = z.strictObject({
  type: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, 'is not a transaction type')
    .optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  /** A user id, e-mail or username: rows where that user paid or received. */
  user: z.string().trim().min(1).max(254).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AdminTransactionFilter = z.output<typeof adminTransactionFilterSchema>;

export const adminTransactionQuerySchema = adminTransactionFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});

export const adminTransactionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  type: z.string(),
  description: z.string(),
  status: z.string(),
  amount: z.number(),
  charge: z.number(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  counterpartyUserId: z.string().nullable(),
  counterpartyUsername: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

export const adminTransactionTotalsSchema = z.object({ count: z.number(), amount: z.number(), charge: z.number() });
export type AdminTransactionTotals = z.infer<typeof adminTransactionTotalsSchema>;

export const adminTransactionPageSchema = z.object({
  items: z.array(adminTransactionSchema),
  nextCursor: z.string().nullable(),
  totals: adminTransactionTotalsSchema,
});

export const CSV_COLUMNS = [
  'created_at',
  'reference',
  'type',
  'status',
  'amount',
  'charge',
  'user',
  'counterparty',
  'description',
] as const;
