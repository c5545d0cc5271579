import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { STEP_UP_MINUTES, type StepUpStatus } from '../../../src/contract/step-up.ts';
import type { PasskeyAssertion } from '../../../src/contract/passkey-assertion.ts';
import { userSessions } from '../../db/schema-sessions.ts';
import { twoFactor } from '../../db/schema-two-factor.ts';
import { audit } from '../../lib/audit.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { RecoveryUse } from '../two-factor/two-factor.recovery.ts';
import { checkPassword, checkSecondFactor } from './secret-checks.ts';
// Other modules check a password or second factor, and offer an undo, through this service.
export { assertFactorChecksOpen, checkPassword, checkSecondFactor, guardFactor } from './secret-checks.ts';
export { offerUndo } from './security-undo.ts';

export const STEP_UP_WINDOW_MS = STEP_UP_MINUTES * 60_000;

export const STEP_UP_REQUIRED_MESSAGE =
  'Confirm it is you first: enter your password, and your two-factor code or a passkey when two-factor is on.';
export const stepUpRequired = () => new AppError(403, 'STEP_UP_REQUIRED', STEP_UP_REQUIRED_MESSAGE);

export type StepUpProof = { password: string; totp?: string | undefined; passkey?: PasskeyAssertion | undefined };

async function hasTwoFactor(deps: Deps, userId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
    .limit(1);
  return row !== undefined;
}

/** Until when this session's step-up lasts, or null (none yet, or it ran out). */
export async function steppedUpUntil(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: string,
  sessionId: string,
): Promise<Date | null> {
  const [row] = await deps.db
    .select({ at: userSessions.steppedUpAt })
    .from(userSessions)
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .limit(1);
  if (!row?.at) return null;
  const until = new Date(row.at.getTime() + STEP_UP_WINDOW_MS);
  return until > deps.now() ? until : null;
}

export async function stepUpStatus(deps: Deps, userId: string, sessionId: string): Promise<StepUpStatus> {
  const [until, secondFactor] = await Promise.all([
    steppedUpUntil(deps, userId, sessionId),
    hasTwoFactor(deps, userId),
  ]);
  return { until: until?.toISOString() ?? null, secondFactor, minutes: STEP_UP_MINUTES };
}

/**
 * A fresh proof that the owner is here: the password, then the second factor when two-factor is
 * on (code, recovery code or passkey). Both are throttled per account (secret-checks.ts). Opens a
 * window of STEP_UP_MINUTES for this session only; signing in never opens one, so a token stolen
 * a minute after sign-in cannot change who controls the account.
 */
export async function stepUp(
  deps: Deps,
  userId: string,
  sessionId: string,
  proof: StepUpProof,
  use: RecoveryUse = 'step-up',
): Promise<StepUpStatus> {
  await checkPassword(deps, userId, proof.password, 'password');
  await checkSecondFactor(deps, userId, { totp: proof.totp, passkey: proof.passkey }, use);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(userSessions)
      .set({ steppedUpAt: at })
      .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)));
    await audit(tx, { actorId: userId, action: 'session.step_up', targetType: 'session', targetId: sessionId }, at);
  });
  return stepUpStatus(deps, userId, sessionId);
}

/** Refuses with 403 STEP_UP_REQUIRED unless this session stepped up within the window. */
export async function assertSteppedUp(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: string,
  sessionId: string,
): Promise<void> {
  if (!(await steppedUpUntil(deps, userId, sessionId))) throw stepUpRequired();
}

/** The guard of the routes that change who controls the account; mount it after requireUser. */
export function requireStepUp(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await assertSteppedUp(deps, c.get('user').id, c.get('sessionId'));
    await next();
  });
}
