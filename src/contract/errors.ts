import * as z from 'zod/mini';

// zod/mini: every failed call of the first page parses this, and mini keeps zod's full build
// (and the cost of building its schemas) out of the dashboard's first seconds.

/** The body of every error response (docs/product.md, "Error catalogue"): a message to show, a stable code, per-field errors. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
  /** A wrong code or password behind a session: tries left before the lock (0: locked now). */
  attemptsLeft: z.optional(z.number()),
  /** When the lock of that code or password ends (ISO time), with attemptsLeft 0 and on every 429 of a lock. */
  lockedUntil: z.optional(z.string()),
  /** The request's id (also in the X-Request-Id header): what support searches the logs for. */
  requestId: z.optional(z.string()),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** What the client reads from an error body: any of its fields may be missing. */
export const partialErrorBodySchema = z.partial(errorBodySchema);
