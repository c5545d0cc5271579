import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Queryable } from '../../db/client.ts';
import { twoFactor } from '../../db/schema-two-factor.ts';
import { AppError } from '../../lib/errors.ts';
import { openSecret } from './two-factor.crypto.ts';
import { spendRecoveryCode, type RecoveryUse } from './two-factor.recovery.ts';

export const TOTP_REQUIRED_MESSAGE =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const TOTP_INVALID_MESSAGE =
  'That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.';

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
  // otplib (and its hash and base32 code) loads with the first code checked, not at every start.
  const { verify } = await import('otplib');
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

/** How a second factor was given: `recoveryCodesLeft` only when a recovery code was spent. */
export type SecondFactor = { via: 'none' } | { via: 'totp' } | { via: 'recovery'; recoveryCodesLeft: number };

/**
 * A 6-digit code goes to the authenticator check, anything else is tried as a recovery code
 * (spent once, audited). Call inside the transaction of the protected action.
 */
export async function acceptSecondFactor(
  q: Queryable,
  jwtSecret: string,
  row: Row,
  code: string,
  use: RecoveryUse,
  at: Date,
): Promise<SecondFactor | undefined> {
  if (/^\d{6}$/.test(code)) return (await acceptCode(q, jwtSecret, row, code, at)) ? { via: 'totp' } : undefined;
  const left = await spendRecoveryCode(q, row.userId, code, use, at);
  return left === undefined ? undefined : { via: 'recovery', recoveryCodesLeft: left };
}

/**
 * The gate used at login (401) and before a withdrawal (403), its only two callers, so the status
 * also names the use of a recovery code. Nothing to do when the user has no confirmed two-factor;
 * otherwise a missing code is TOTP_REQUIRED and a wrong one TOTP_INVALID, both naming `totp`.
 */
export async function requireTotp(
  q: Queryable,
  jwtSecret: string,
  userId: string,
  code: string | undefined,
  at: Date,
  status: ContentfulStatusCode,
  forUse?: RecoveryUse,
): Promise<SecondFactor> {
  const [row] = await q
    .select()
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
    .limit(1);
  if (!row) return { via: 'none' };
  if (!code) throw new AppError(status, 'TOTP_REQUIRED', TOTP_REQUIRED_MESSAGE, { totp: 'is required' });
  const use: RecoveryUse = forUse ?? (status === 401 ? 'sign-in' : 'withdrawal');
  // A recovery code is spent with its audit entry and notification in one transaction; a 6-digit
  // code is one compare-and-set and needs none.
  const given = /^\d{6}$/.test(code)
    ? await acceptSecondFactor(q, jwtSecret, row, code, use, at)
    : await q.transaction((tx) => acceptSecondFactor(tx, jwtSecret, row, code, use, at));
  if (!given) throw new AppError(status, 'TOTP_INVALID', TOTP_INVALID_MESSAGE, { totp: 'is not valid' });
  return given;
}
