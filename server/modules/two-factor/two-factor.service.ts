import { eq } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import type { TwoFactorDisableRequest, TwoFactorSetup, TwoFactorStatus } from '../../../src/contract/two-factor.ts';
import { twoFactor } from '../../db/schema-two-factor.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, conflict, fieldError } from '../../lib/errors.ts';
import { findUserById } from '../auth/auth.repo.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { notify } from '../notifications/notify.ts';
import { acceptCode, findTwoFactor, TOTP_INVALID_MESSAGE } from './two-factor.check.ts';
import { sealSecret } from './two-factor.crypto.ts';

const ISSUER = 'Wallet Platform';
const SETTINGS_LINK = '/user/settings';

const wrongCode = () => new AppError(400, 'TOTP_INVALID', TOTP_INVALID_MESSAGE, { code: 'is not valid' });

/**
 * Enrolment: setup makes a secret (shown once, with its QR code), enable confirms it with a first
 * code, disable needs the password and a current code. Until enable, login and withdrawals ignore it.
 */
export function createTwoFactorService(deps: Deps) {
  const { db, env } = deps;

  async function status(userId: string): Promise<TwoFactorStatus> {
    const row = await findTwoFactor(db, userId);
    return { enabled: Boolean(row?.enabledAt) };
  }

  async function setup(user: AuthUser): Promise<TwoFactorSetup> {
    const existing = await findTwoFactor(db, user.id);
    if (existing?.enabledAt) throw conflict('Two-factor authentication is already on. Turn it off first to set up a new authenticator.');
    const secret = generateSecret();
    const secretEnc = sealSecret(env.jwtSecret, secret);
    // A new setup replaces an unconfirmed one (e.g. the user closed the page before confirming).
    await db
      .insert(twoFactor)
      .values({ userId: user.id, secretEnc, createdAt: deps.now() })
      .onConflictDoUpdate({ target: twoFactor.userId, set: { secretEnc, lastTimeStep: null, enabledAt: null, createdAt: deps.now() } });
    const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
    return { secret, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
  }

  async function enable(userId: string, code: string): Promise<{ message: string }> {
    const row = await findTwoFactor(db, userId);
    if (!row) throw conflict('Start the two-factor setup first.');
    if (row.enabledAt) throw conflict('Two-factor authentication is already on.');
    const at = deps.now();
    await db.transaction(async (tx) => {
      if (!(await acceptCode(tx, env.jwtSecret, row, code, at))) throw wrongCode();
      await tx.update(twoFactor).set({ enabledAt: at }).where(eq(twoFactor.userId, userId));
      await notify(tx, { userId, message: 'Two-factor authentication was turned on for your account.', link: SETTINGS_LINK }, at);
    });
    return { message: 'Two-factor authentication is on.' };
  }

  async function disable(userId: string, input: TwoFactorDisableRequest): Promise<{ message: string }> {
    const row = await findTwoFactor(db, userId);
    if (!row?.enabledAt) throw conflict('Two-factor authentication is not on.');
    const user = await findUserById(db, userId);
    if (!user || !(await verifyPassword(user.passwordHash, input.password))) throw fieldError('password', 'is incorrect');
    const at = deps.now();
    await db.transaction(async (tx) => {
      if (!(await acceptCode(tx, env.jwtSecret, row, input.code, at))) throw wrongCode();
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
      await notify(tx, { userId, message: 'Two-factor authentication was turned off for your account.', link: SETTINGS_LINK }, at);
    });
    return { message: 'Two-factor authentication is off.' };
  }

  return { status, setup, enable, disable };
}
