import { formatUtcDateTime } from '../../../src/contract/date-time.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import {
  FACTOR_RULE,
  lockedError,
  lockedUntil,
  PASSWORD_RULE,
  recordFailure,
  type ThrottleRule,
} from '../../lib/secret-throttle.ts';
import { findUserById, verifyPassword } from '../auth/auth-accounts.service.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { requireSecondFactor, type AcceptedFactor, type GivenFactor } from '../passkeys/passkeys.second-factor.ts';
import type { RecoveryUse } from '../two-factor/two-factor.recovery.ts';

type Secret = {
  key: (userId: string) => string;
  rule: ThrottleRule;
  code: 'SECOND_FACTOR_LOCKED' | 'PASSWORD_LOCKED';
  /** Names the secret in the notice and mail (`secret` in the catalogs). */
  name: 'factor' | 'password';
  what: string;
};

const FACTOR: Secret = {
  key: (id) => `factor:${id}`,
  rule: FACTOR_RULE,
  code: 'SECOND_FACTOR_LOCKED',
  name: 'factor',
  what: 'two-factor code or passkey',
};
const PASSWORD: Secret = {
  key: (id) => `password:${id}`,
  rule: PASSWORD_RULE,
  code: 'PASSWORD_LOCKED',
  name: 'password',
  what: 'password',
};

const lockMessage = (s: Secret, until: Date) =>
  `Too many wrong attempts: actions that need your ${s.what} are locked until ${formatUtcDateTime(until)}. If this was not you, sign out all other devices and change your password.`;

/** 429 while the user's `secret` is locked (before anything is checked, so the right answer is refused too). */
async function assertOpen(deps: Deps, s: Secret, userId: string): Promise<void> {
  const at = deps.now();
  const until = await lockedUntil(deps.db, s.key(userId), at);
  if (until) throw lockedError(s.code, lockMessage(s, until), until, at);
}

/**
 * Counts a wrong answer and says on `err` how many are left (and the lock's end once locked), so
 * the form shows one message with the tries left instead of a new alert per try; the one that
 * locks tells the owner in the app and by security mail.
 */
async function countFailure(deps: Deps, s: Secret, userId: string, err: AppError): Promise<void> {
  const at = deps.now();
  const { until, left } = await recordFailure(deps.db, s.key(userId), s.rule, at);
  err.attemptsLeft = left;
  if (!until) return;
  err.lockedUntil = until.toISOString();
  deps.log.warn('secret checks locked', { userId, secret: s.code });
  await deps.db.transaction(async (tx) => {
    const values = { secret: s.name, until: until.toISOString() };
    await notify(
      tx,
      {
        userId,
        notice: { name: 'secret_checks_locked', values },
        link: '/user/security',
        event: 'secret_checks_locked',
      },
      at,
    );
    await mailUser(tx, userId, 'secret_checks_locked', values, at);
  });
}

/**
 * The current password behind a session (step-up, change password, turning two-factor off,
 * removing a passkey): per account, 5 wrong in 15 minutes lock these checks for 15 minutes
 * (429 PASSWORD_LOCKED with Retry-After). A wrong one is 400 naming `field`.
 */
export async function checkPassword(deps: Deps, userId: string, password: string, field: string): Promise<void> {
  await assertOpen(deps, PASSWORD, userId);
  const user = await findUserById(deps.db, userId);
  if (user && (await verifyPassword(user.passwordHash, password))) return;
  const wrong = fieldError(field, 'is incorrect');
  await countFailure(deps, PASSWORD, userId, wrong);
  throw wrong;
}

/**
 * Every second factor asked behind a session (withdrawal, send money, step-up, turning off, new
 * recovery codes, a passkey in place of the code) goes through here: 5 wrong in 15 minutes lock
 * them all for 15 minutes (429 SECOND_FACTOR_LOCKED with Retry-After), the owner is told. A
 * missing factor (TOTP_REQUIRED) is not a failure: it is how the client learns to ask.
 */
export async function checkSecondFactor(
  deps: Deps,
  userId: string,
  given: GivenFactor,
  use: RecoveryUse,
  status: 400 | 403 = 403,
): Promise<AcceptedFactor> {
  return guardFactor(deps, userId, () => requireSecondFactor(deps, userId, given, status, use));
}

/** Runs a second-factor check under the factor lock: refused while locked, a wrong answer counted. */
export async function guardFactor<T>(deps: Deps, userId: string, check: () => Promise<T>): Promise<T> {
  await assertOpen(deps, FACTOR, userId);
  try {
    return await check();
  } catch (err) {
    if (err instanceof AppError && (err.code === 'TOTP_INVALID' || err.code === 'PASSKEY_INVALID'))
      await countFailure(deps, FACTOR, userId, err);
    throw err;
  }
}

/** Refuses with SECOND_FACTOR_LOCKED while the factor checks are locked: a password sign-in's code step waits out the lock too. */
export const assertFactorChecksOpen = (deps: Deps, userId: string): Promise<void> => assertOpen(deps, FACTOR, userId);
