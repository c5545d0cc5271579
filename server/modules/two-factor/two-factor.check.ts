import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { verify } from 'otplib';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../../db/client.ts';
import { twoFactor } from '../../db/schema-two-factor.ts';
import { AppError } from '../../lib/errors.ts';
import { openSecret } from './two-factor.crypto.ts';

export const TOTP_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const TOTP_INVALID_MESSAGE = 'That code is not valid. Enter the current code from your authenticator app.';

/** One 30-second step either side, for clocks that drift a little. */
const TOLERANCE_SECONDS = 30;

type Row = typeof twoFactor.$inferSelect;

export async function findTwoFactor(q: Queryable, userId: string): Promise<Row | undefined> {
  const [row] = await q.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row;
}

/**
 * Accepts `code` for `row` at `at` once: the step of an accepted code is recorded with a
 * compare-and-set, so the same code (or an older one) never works twice, even from two requests
 * at once. otplib compares in constant time.
 */
export async function acceptCode(q: Queryable, jwtSecret: string, row: Row, code: string, at: Date): Promise<boolean> {
  const secret = openSecret(jwtSecret, row.secretEnc);
  if (!secret || !/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(row.lastTimeStep === null ? {} : { afterTimeStep: row.lastTimeStep }),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  const step = result.timeStep;
  const [updated] = await q
    .update(twoFactor)
    .set({ lastTimeStep: step })
    .where(and(eq(twoFactor.userId, row.userId), or(isNull(twoFactor.lastTimeStep), lt(twoFactor.lastTimeStep, step))))
    .returning({ userId: twoFactor.userId });
  return updated !== undefined;
}

/**
 * The gate used at login (401) and before a withdrawal (403): nothing to do when the user has no
 * confirmed two-factor; otherwise a missing code is TOTP_REQUIRED and a wrong one TOTP_INVALID,
 * both naming the `totp` field.
 */
export async function requireTotp(q: Queryable, jwtSecret: string, userId: string, code: string | undefined, at: Date, status: ContentfulStatusCode): Promise<void> {
  const [row] = await q
    .select()
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
    .limit(1);
  if (!row) return;
  if (!code) throw new AppError(status, 'TOTP_REQUIRED', TOTP_REQUIRED_MESSAGE, { totp: 'is required' });
  if (!(await acceptCode(q, jwtSecret, row, code, at))) throw new AppError(status, 'TOTP_INVALID', TOTP_INVALID_MESSAGE, { totp: 'is not valid' });
}
