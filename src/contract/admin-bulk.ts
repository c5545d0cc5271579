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
export type BulkApproveRequest = z.infer<typeof bulkApproveRequestSchema>;

/** One id's outcome: approved, or why not (e.g. 409 CONFLICT when it was already reviewed). */
export const bulkResultSchema = z.union([
  z.object({ id: z.string(), ok: z.literal(true), message: z.string() }),
  z.object({ id: z.string(), ok: z.literal(false), status: z.number(), code: z.string(), message: z.string() }),
]);
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkApproveResponseSchema = z.object({
  message: z.string(),
  approved: z.number(),
  failed: z.number(),
  results: z.array(bulkResultSchema),
});
export type BulkApproveResponse = z.infer<typeof bulkApproveResponseSchema>;
