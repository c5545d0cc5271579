import { z } from 'zod';

/** The body of every error response (spec §8): a message to show, a stable code, per-field errors. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** The request's id (also in the X-Request-Id header): what support searches the logs for. */
  requestId: z.string().optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
