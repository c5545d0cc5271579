/** Finds the PostgreSQL error under a driver or ORM wrapper (drizzle puts it in `cause`). */
export function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  let cur: unknown = err;
  for (let depth = 0; depth < 4 && cur && typeof cur === 'object'; depth++) {
    const rec = cur as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof rec.code === 'string' && /^[0-9A-Z]{5}$/.test(rec.code)) {
      return { code: rec.code, constraint: typeof rec.constraint === 'string' ? rec.constraint : undefined };
    }
    cur = rec.cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const e = pgError(err);
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
};
