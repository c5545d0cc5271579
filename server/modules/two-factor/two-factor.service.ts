import { eq } from 'drizzle-orm';
import type {
  RecoveryCodesRequest,
  RecoveryCodesResponse,
  TwoFactorDisableRequest,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../src/contract/two-factor.ts';
import type { Tx } from '../../db/client.ts';
import { twoFactor, twoFactorRecoveryCodes } from '../../db/schema-two-factor.ts';
import { audit } from '../../lib/audit.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, conflict, fieldError } from '../../lib/errors.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { startSecurityHold } from '../security-holds/security-holds.service.ts';
import { notify } from '../notifications/notify.ts';
import { checkPassword, guardFactor, steppedUpUntil, stepUpRequired } from '../step-up/step-up.service.ts';
import { acceptCode, acceptSecondFactor, findTwoFactor, TOTP_INVALID_MESSAGE } from './two-factor.check.ts';
import { sealSecret } from './two-factor.crypto.ts';
import { countRecoveryCodes, replaceRecoveryCodes } from './two-factor.recovery.ts';

const ISSUER = 'Wallet Platform';
const SETTINGS_LINK = '/user/settings';

const wrongCode = () => new AppError(400, 'TOTP_INVALID', TOTP_INVALID_MESSAGE, { code: 'is not valid' });

/**
 * Enrolment: setup makes a secret (shown once, with its QR code), enable confirms it with a first
 * code and answers the recovery codes (shown once). Disable and a new set of recovery codes need
 * the password and a current code or a recovery code. Until enable, login and withdrawals ignore it.
 */
export function createTwoFactorService(deps: Deps) {
  const { db, env } = deps;

  async function status(userId: string): Promise<TwoFactorStatus> {
    const row = await findTwoFactor(db, userId);
    if (!row?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
    return { enabled: true, recoveryCodesLeft: await countRecoveryCodes(db, userId) };
  }

  async function setup(user: AuthUser): Promise<TwoFactorSetup> {
    const existing = await findTwoFactor(db, user.id);
    if (existing?.enabledAt)
      throw conflict('Two-factor authentication is already on. Turn it off first to set up a new authenticator.');
    const { generateSecret, generateURI } = await import('otplib');
    const secret = generateSecret();
    const secretEnc = sealSecret(env.jwtSecret, secret);
    // A new setup replaces an unconfirmed one (e.g. the user closed the page before confirming).
    await db
      .insert(twoFactor)
      .values({ userId: user.id, secretEnc, createdAt: deps.now() })
      .onConflictDoUpdate({
        target: twoFactor.userId,
        set: { secretEnc, lastTimeStep: null, enabledAt: null, createdAt: deps.now() },
      });
    const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
    return {
      secret,
      otpauthUrl,
      qrDataUrl: await (await import('qrcode')).default.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
    };
  }

  async function enable(userId: string, code: string): Promise<RecoveryCodesResponse> {
    const row = await findTwoFactor(db, userId);
    if (!row) throw conflict('Start the two-factor setup first.');
    if (row.enabledAt) throw conflict('Two-factor authentication is already on.');
    const at = deps.now();
    const recoveryCodes = await db.transaction(async (tx) => {
      if (!(await acceptCode(tx, env.jwtSecret, row, code, at))) throw wrongCode();
      await tx.update(twoFactor).set({ enabledAt: at }).where(eq(twoFactor.userId, userId));
      await notify(
        tx,
        {
          userId,
          notice: { name: 'two_factor_on', values: {} },
          link: SETTINGS_LINK,
          event: 'two_factor_on',
        },
        at,
      );
      await mailUser(tx, userId, 'two_factor_on', {}, at);
      await startSecurityHold(tx, userId, 'two_factor_enabled', at);
      return replaceRecoveryCodes(tx, userId, at);
    });
    return { message: 'Two-factor authentication is on.', recoveryCodes };
  }

  async function disable(
    userId: string,
    sessionId: string,
    input: TwoFactorDisableRequest,
  ): Promise<{ message: string }> {
    const { row, code } = await confirmed(userId, sessionId, input);
    const at = deps.now();
    await inTransactionWithCode(userId, async (tx) => {
      if (code !== undefined && !(await acceptSecondFactor(tx, env.jwtSecret, row, code, 'disable', at)))
        throw wrongCode();
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
      await notify(
        tx,
        {
          userId,
          notice: { name: 'two_factor_off', values: {} },
          link: SETTINGS_LINK,
          event: 'two_factor_off',
        },
        at,
      );
      await mailUser(tx, userId, 'two_factor_off', {}, at);
      await startSecurityHold(tx, userId, 'two_factor_disabled', at);
    });
    return { message: 'Two-factor authentication is off.' };
  }

  async function newRecoveryCodes(
    userId: string,
    sessionId: string,
    input: RecoveryCodesRequest,
  ): Promise<RecoveryCodesResponse> {
    const { row, code } = await confirmed(userId, sessionId, input);
    const at = deps.now();
    const recoveryCodes = await inTransactionWithCode(userId, async (tx) => {
      // Checked in the transaction that replaces the set: of two requests with two codes of one set, one wins.
      if (code !== undefined && !(await acceptSecondFactor(tx, env.jwtSecret, row, code, 'new-codes', at)))
        throw wrongCode();
      const codes = await replaceRecoveryCodes(tx, userId, at);
      await audit(
        tx,
        {
          actorId: userId,
          action: 'two_factor.recovery_codes_replace',
          targetType: 'user',
          targetId: userId,
          after: { count: codes.length },
        },
        at,
      );
      await notify(
        tx,
        {
          userId,
          notice: { name: 'recovery_codes_renewed', values: {} },
          link: SETTINGS_LINK,
          event: 'recovery_codes_renewed',
        },
        at,
      );
      return codes;
    });
    return { message: 'New recovery codes are ready. The old ones no longer work.', recoveryCodes };
  }

  /**
   * Turning off and new codes change who controls the account: this session's step-up
   * (server/modules/step-up), or the password and a code given with the request (the same proof,
   * through the same throttled checks; the code is then checked in the action's transaction).
   * Neither: 403 STEP_UP_REQUIRED. Answers the code still to check, if one was given.
   */
  async function confirmed(userId: string, sessionId: string, input: TwoFactorDisableRequest) {
    const row = await findTwoFactor(db, userId);
    if (!row?.enabledAt) throw conflict('Two-factor authentication is not on.');
    if (input.password === undefined && input.code === undefined) {
      if (!(await steppedUpUntil(deps, userId, sessionId))) throw stepUpRequired();
      return { row, code: undefined };
    }
    if (input.code === undefined) throw fieldError('code', 'is required');
    await checkPassword(deps, userId, input.password ?? '', 'password');
    return { row, code: input.code };
  }

  /** The action's transaction under the per-account factor lock: a wrong code is counted once it rolled back. */
  const inTransactionWithCode = <T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> =>
    guardFactor(deps, userId, () => db.transaction(work));

  return { status, setup, enable, disable, newRecoveryCodes };
}
