import { sql } from 'drizzle-orm';
import type { ErrorCode } from '../../src/contract/error-codes.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { AppError } from './errors.ts';

/** `limit` failures within `windowMs` of the first lock the key for `lockMs` from the last one. */
export type ThrottleRule = { limit: number; windowMs: number; lockMs: number };

const MINUTE = 60_000;

/** Second factors behind a session (withdrawal, send, step-up, turning off, recovery codes, passkey in place of a code). */
export const FACTOR_RULE: ThrottleRule = { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** The current password behind a session (step-up, change password, turning two-factor off, removing a passkey). */
export const PASSWORD_RULE: ThrottleRule = { limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Sign-in failures per account (whatever was typed: e-mail or username) and per client address. */
export const LOGIN_ACCOUNT_RULE: ThrottleRule = { limit: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
export const LOGIN_ADDRESS_RULE: ThrottleRule = { limit: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

/**
 * Until when `key` is locked at `at`, or null. Only failures count (secret_failures, shared by
 * every process); the clock is the app's (deps.now), so tests can move it.
 */
export async function lockedUntil(q: Queryable, key: string, at: Date): Promise<Date | null> {
  const [row] = await queryRows<{ locked_until: string | Date | null }>(
    q,
    sql`SELECT locked_until FROM secret_failures WHERE key = ${key}`,
  );
  const until = row?.locked_until ? new Date(row.locked_until) : null;
  return until && until > at ? until : null;
}

/**
 * Counts one failure on `key`. A window older than `windowMs` starts again at 1. Answers the
 * lock's end when this failure reached the limit (the caller tells the owner once), else null,
 * and how many tries are left before the lock (0 once locked).
 */
export async function recordFailure(
  q: Queryable,
  key: string,
  rule: ThrottleRule,
  at: Date,
): Promise<{ until: Date | null; left: number }> {
  const now = at.toISOString();
  const windowFrom = new Date(at.getTime() - rule.windowMs).toISOString();
  const lockEnd = new Date(at.getTime() + rule.lockMs).toISOString();
  const [row] = await queryRows<{ failures: number }>(
    q,
    sql`INSERT INTO secret_failures (key, window_start, failures, locked_until)
        VALUES (${key}, ${now}::timestamptz, 1, CASE WHEN 1 >= ${rule.limit} THEN ${lockEnd}::timestamptz END)
        ON CONFLICT (key) DO UPDATE SET
          failures = CASE WHEN secret_failures.window_start <= ${windowFrom}::timestamptz THEN 1 ELSE secret_failures.failures + 1 END,
          window_start = CASE WHEN secret_failures.window_start <= ${windowFrom}::timestamptz THEN ${now}::timestamptz ELSE secret_failures.window_start END,
          locked_until = CASE WHEN (CASE WHEN secret_failures.window_start <= ${windowFrom}::timestamptz THEN 1 ELSE secret_failures.failures + 1 END) >= ${rule.limit}
            THEN ${lockEnd}::timestamptz ELSE secret_failures.locked_until END
        RETURNING failures`,
  );
  const failures = Number(row?.failures ?? 0);
  return { until: failures === rule.limit ? new Date(lockEnd) : null, left: Math.max(0, rule.limit - failures) };
}

/** The 429 of a locked key: a stable code, the end in `errors.until`, Retry-After in whole seconds. */
export function lockedError(code: ErrorCode, message: string, until: Date, at: Date): AppError {
  const err = new AppError(429, code, message, { until: until.toISOString() });
  err.lockedUntil = until.toISOString();
  err.attemptsLeft = 0;
  err.retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
  return err;
}
