import { z } from 'zod';

/** At most this many requests are decided in one bulk call (one page of the queue). */
export const BULK_MAX = 50;

/** POST /api/admin/deposits/bulk-approve and /api/admin/withdrawals/bulk-approve. */
export const bulkApproveRequestSchema = z.strictObject({
  ids: z
    .array(z.string().trim().min(1, 'must not be empty').max(64, 'is too long'), 'must be a list of ids')
    .min(1, 'must name at least one request')
    .max(BULK_MAX, `must name at most ${BULK_MAX} requests`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id'),
});

/** One id's outcome: approved, or why not (e.g. 409 CONFLICT when it was already reviewed). */
export const bulkResultSchema = z.union([
  /** `sentForApproval`: above the four-eyes threshold, nothing was paid; a second admin must approve. */
  z.object({ id: z.string(), ok: z.literal(true), message: z.string(), sentForApproval: z.boolean().optional() }),
  z.object({ id: z.string(), ok: z.literal(false), status: z.number(), code: z.string(), message: z.string() }),
]);
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkApproveResponseSchema = z.object({
  message: z.string(),
  approved: z.number(),
  /** Of the ok results, those sent for a second admin's approval instead of paid. */
  sentForApproval: z.number().optional(),
  failed: z.number(),
  results: z.array(bulkResultSchema),
});
export type BulkApproveResponse = z.infer<typeof bulkApproveResponseSchema>;

export const QUEUE_SORTS = ['newest', 'oldest', 'amount-desc', 'amount-asc'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/**
 * GET /api/admin/deposit-queue and /api/admin/withdrawal-queue: a review queue searched (reference,
 * e-mail, username, method) and sorted on the server, so a search finds requests not loaded yet.
 * The cursor is the offset of the next page.
 */
export const queueQuerySchema = z.strictObject({
  status: z.enum(['pending', 'approved', 'rejected'], 'must be pending, approved or rejected').optional(),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  sort: z.enum(QUEUE_SORTS, 'must be newest, oldest, amount-desc or amount-asc').default('newest'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a page offset')
    .optional(),
});
export type QueueQuery = z.output<typeof queueQuerySchema>;
