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

/** SQLSTATEs that mean the server went away or refuses connections now, not that the query was wrong. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres says these in plain messages, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'not queryable',
  'Cannot use a pool after calling end',
  'Connection ended unexpectedly',
];

/**
 * True when `err` (or what it wraps) says the database cannot be reached right now: a restart,
 * pg_terminate_backend, a refused or timed-out connection. The request changed nothing that
 * committed, so the answer is 503 and the client may retry (with the same Idempotency-Key).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let cur: unknown = err;
  for (let depth = 0; depth < 5 && cur && typeof cur === 'object'; depth++) {
    const rec = cur as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof rec.code === 'string' ? rec.code : '';
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code)) return true;
    const message = typeof rec.message === 'string' ? rec.message : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    // An AggregateError (connecting to both ::1 and 127.0.0.1) carries the real errors inside.
    if (Array.isArray(rec.errors) && rec.errors.some((e) => isDatabaseUnavailable(e))) return true;
    cur = rec.cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE =
  'The service is temporarily unavailable (database unreachable). Please try again in a few seconds; a retry with the same Idempotency-Key is safe.';

/** True when the database (or the file system under it) is out of space: SQLSTATE 53100 or ENOSPC. */
export function isStorageFull(err: unknown): boolean {
  let cur: unknown = err;
  for (let depth = 0; depth < 5 && cur && typeof cur === 'object'; depth++) {
    const rec = cur as { code?: unknown; message?: unknown; cause?: unknown };
    if (rec.code === '53100' || rec.code === 'ENOSPC') return true;
    if (typeof rec.message === 'string' && rec.message.includes('No space left on device')) return true;
    cur = rec.cause;
  }
  return false;
}

export const STORAGE_FULL =
  'The service is temporarily unavailable (server storage is full). Please try again later; a retry with the same Idempotency-Key is safe.';

/**
 * SQLSTATEs of a bound this server sets on every session (server/db/session-timeouts.ts):
 * 57014 statement_timeout (query_canceled), 55P03 lock_timeout (lock_not_available),
 * 25P03 idle_in_transaction_session_timeout. The statement rolled back; nothing it did stays.
 */
const TIMEOUT_SQLSTATES = new Set(['57014', '55P03', '25P03']);

export const isQueryTimeout = (err: unknown): boolean => TIMEOUT_SQLSTATES.has(pgError(err)?.code ?? '');

export const QUERY_TIMEOUT =
  'The service is busy: the database did not finish this request in time and it was stopped (nothing was changed). Please try again in a few seconds; a retry with the same Idempotency-Key is safe.';
