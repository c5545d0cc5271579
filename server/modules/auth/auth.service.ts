import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  languageRequestSchema,
  profileRequestSchema,
  registerRequestSchema,
  User,
} from '../../../src/contract/auth.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, conflict, fieldError, unauthorized } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { JwtCodec } from '../../lib/jwt.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { hashToken, humanCode, newSecretToken } from '../../lib/secrets.ts';
import * as repo from './auth.repo.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { startSecurityHold } from '../security-holds/security-holds.service.ts';
import type { PasskeyAssertion } from '../../../src/contract/passkey-assertion.ts';
import { requireSecondFactor } from '../passkeys/passkeys.second-factor.ts';
import {
  createSessionIssuer,
  failureOfCode,
  recordFailedSignIn,
  revokeSession,
  type SignInDevice,
} from '../sessions/sessions.service.ts';
import { assertFactorChecksOpen, checkPassword, offerUndo } from '../step-up/step-up.service.ts';
import { accountClosed, closedAccountPassword } from '../account/account.service.ts';
import { openLoginThrottle } from './login-throttle.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;
const HOUR = 60 * 60;

type RegisterInput = z.output<typeof registerRequestSchema>;
type ProfileInput = z.output<typeof profileRequestSchema> | z.output<typeof languageRequestSchema>;

export function createAuthService(deps: Deps, jwt: JwtCodec) {
  const { db, now } = deps;

  // Every token is a session row with its device (server/modules/sessions/sessions.issue.ts).
  const issueSession = createSessionIssuer(deps, jwt);

  /** A fresh verification link, mailed in the caller's transaction (with the token it carries). */
  async function sendVerification(q: Queryable, userId: string, template: 'welcome' | 'verify_email') {
    const token = newSecretToken();
    await repo.storeToken(q, userId, 'verify_email', hashToken(token), new Date(now().getTime() + VERIFY_TTL_MS));
    await mailUser(q, userId, template, { link: `/verify-email/${token}` }, now());
  }

  async function register(input: RegisterInput, device?: SignInDevice) {
    let referredBy: string | null = null;
    if (input.referralCode) {
      const [ref] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.referralCode, input.referralCode.toUpperCase()))
        .limit(1);
      if (!ref) throw fieldError('referralCode', 'is not a known referral code');
      referredBy = ref.id;
    }
    const taken = await db
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email} OR lower(${users.username}) = ${input.username.toLowerCase()}`);
    if (taken.some((t) => t.email.toLowerCase() === input.email)) {
      throw conflict('email is already registered', 'EMAIL_TAKEN', { email: 'is already registered' });
    }
    if (taken.length) throw conflict('username is already taken', 'USERNAME_TAKEN', { username: 'is already taken' });

    const passwordHash = await hashPassword(input.password);
    let row: repo.UserRow;
    try {
      row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email: input.email,
            username: input.username,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            country: input.country,
            referralCode: humanCode(8),
            referredBy,
          })
          .returning();
        if (!created) throw new Error('user insert returned nothing');
        await repo.createUserWallets(tx, created.id);
        // The referrer's count just grew: a badge that asks for referrals is reached now, not at their next deposit.
        if (referredBy)
          await deps.events.emit(tx, {
            kind: 'user_registered',
            userId: created.id,
            sourceId: created.id,
            amountCents: 0,
            at: now(),
          });
        await sendVerification(tx, created.id, 'welcome');
        return created;
      });
    } catch (err) {
      // Two registrations racing for one address: the unique index decides.
      if (isUniqueViolation(err, 'users_email_key'))
        throw conflict('email is already registered', 'EMAIL_TAKEN', { email: 'is already registered' });
      if (isUniqueViolation(err, 'users_username_key'))
        throw conflict('username is already taken', 'USERNAME_TAKEN', { username: 'is already taken' });
      throw err;
    }
    return issueSession(row, device, 'register');
  }

  /** A password sign-in; every refusal is written to login history with its reason (sessions.issue.ts). */
  async function login(
    login: string,
    password: string,
    ip: string,
    totp?: string,
    passkey?: PasskeyAssertion,
    device: SignInDevice = { userAgent: '', address: ip },
  ) {
    const account = login.trim().toLowerCase();
    // The account the checks found, if any, so a refusal is written to its owner's history.
    const found: { userId?: string } = {};
    try {
      return await issueSession(await checkCredentials(found, login, password, ip, totp, passkey), device, 'password');
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const reason = failureOfCode(err.code);
      // Throttling answers before the account is read: it is looked up here, so its owner sees the attempts.
      const userId = found.userId ?? (reason === 'throttled' ? (await repo.findUserByLogin(db, login))?.id : undefined);
      await recordFailedSignIn(deps, { userId, account, reason, method: 'password', device });
      throw err;
    }
  }

  async function checkCredentials(
    found: { userId?: string },
    login: string,
    password: string,
    ip: string,
    totp?: string,
    passkey?: PasskeyAssertion,
  ): Promise<repo.UserRow> {
    const account = login.trim().toLowerCase();
    // Keyed on the account the text names (e-mail or username alike), so switching between them
    // does not double the guesses; only failures count (login-throttle.ts).
    const row = await repo.findUserByLogin(db, login);
    const throttle = await openLoginThrottle(deps, { ip, userId: row?.id, typed: account });
    if (!row) {
      // A closed account's owner (right password) is told it was closed; anyone else learns nothing (same argon2 time).
      const closed = await closedAccountPassword(db, login);
      if (closed && (await verifyPassword(closed, password))) throw accountClosed();
      if (!closed) await burnPasswordCheck(password);
      await throttle.failed();
      throw unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');
    }
    found.userId = row.id;
    if (!(await verifyPassword(row.passwordHash, password))) {
      await throttle.failed();
      throw unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');
    }
    if (row.bannedAt)
      throw new AppError(403, 'ACCOUNT_BANNED', 'Your account has been suspended. Please contact support.');
    // Asked only after the password is right, so the question reveals nothing to a guesser.
    // A spent recovery code is told to the owner by notification and mail (two-factor.recovery.ts).
    // One of the account's passkeys may stand in for the code (server/modules/passkeys).
    // The code lock (five wrong codes behind a session) holds this step too: a lock one way in
    // ignores is none. Passkey-only sign-in stays open (docs/security-step-up.md).
    await assertFactorChecksOpen(deps, row.id);
    await requireSecondFactor(deps, row.id, { totp, passkey }, 401).catch(async (err: unknown) => {
      if (err instanceof AppError && (err.code === 'TOTP_INVALID' || err.code === 'PASSKEY_INVALID'))
        await throttle.failed();
      throw err;
    });
    return row;
  }

  async function forgotPassword(email: string, ip: string) {
    const tooMany = 'Too many password reset requests. Please try again later.';
    await hitRateLimit(db, `forgot:ip:${ip}`, 10, HOUR, tooMany);
    await hitRateLimit(db, `forgot:acct:${email}`, 5, HOUR, tooMany);
    const row = await repo.findUserByLogin(db, email);
    if (row && !row.bannedAt && row.email.toLowerCase() === email) {
      const token = newSecretToken();
      await db.transaction(async (tx) => {
        await repo.retireTokens(tx, row.id, 'reset_password', now());
        await repo.storeToken(tx, row.id, 'reset_password', hashToken(token), new Date(now().getTime() + RESET_TTL_MS));
        await mailUser(tx, row.id, 'reset_password', { link: `/reset-password/${token}` }, now());
      });
    }
    return { message: 'If an account exists for that e-mail, a password reset link has been sent.' };
  }

  async function resetPassword(token: string, newPassword: string) {
    const passwordHash = await hashPassword(newPassword);
    const ok = await db.transaction(async (tx) => {
      const userId = await repo.consumeToken(tx, 'reset_password', hashToken(token), now());
      if (!userId) return false;
      await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, userId));
      await repo.bumpTokenVersion(tx, userId);
      await repo.retireTokens(tx, userId, 'reset_password', now());
      // A reset is how a stolen mailbox takes an account: withdrawals pause for the cooling-off period.
      await startSecurityHold(tx, userId, 'password_changed', now());
      await offerUndo(tx, userId, 'password_reset', now());
      return true;
    });
    if (!ok) throw fieldError('token', 'is invalid or has expired', 'INVALID_TOKEN');
    return { message: 'Password has been reset.' };
  }

  async function changePassword(userId: string, current: string, next: string, device?: SignInDevice) {
    const row = await repo.findUserById(db, userId);
    if (!row) throw unauthorized('Session expired. Please log in again.', 'SESSION_EXPIRED');
    // Throttled per account: a session must not become a password-guessing oracle (secret-checks.ts).
    await checkPassword(deps, userId, current, 'currentPassword');
    const passwordHash = await hashPassword(next);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, userId));
      await repo.bumpTokenVersion(tx, userId);
      await mailUser(tx, userId, 'password_changed', {}, now());
      await startSecurityHold(tx, userId, 'password_changed', now());
      await offerUndo(tx, userId, 'password_changed', now());
    });
    const fresh = await repo.findUserById(db, userId);
    if (!fresh) throw unauthorized('Session expired. Please log in again.', 'SESSION_EXPIRED');
    return { message: 'Password updated successfully.', ...(await issueSession(fresh, device, 'password_change')) };
  }

  async function resendVerification(email: string, ip: string) {
    await hitRateLimit(db, `verify:ip:${ip}`, 10, HOUR, 'Too many requests. Please try again later.');
    await hitRateLimit(db, `verify:acct:${email}`, 5, HOUR, 'Too many requests. Please try again later.');
    const row = await repo.findUserByLogin(db, email);
    if (row && !row.emailVerifiedAt && row.email.toLowerCase() === email) {
      await db.transaction(async (tx) => {
        await repo.retireTokens(tx, row.id, 'verify_email', now());
        await sendVerification(tx, row.id, 'verify_email');
      });
    }
    return { message: 'If that account needs verification, a new link has been sent.' };
  }

  async function verifyEmail(token: string) {
    const userId = await repo.consumeToken(db, 'verify_email', hashToken(token), now());
    if (!userId) throw fieldError('token', 'is invalid or has expired', 'INVALID_TOKEN');
    await db.update(users).set({ emailVerifiedAt: now(), updatedAt: now() }).where(eq(users.id, userId));
    return { message: 'Email verified successfully.' };
  }

  async function me(userId: string): Promise<User> {
    const row = await repo.findUserById(db, userId);
    if (!row) throw unauthorized('Session expired. Please log in again.', 'SESSION_EXPIRED');
    return repo.toPublicUser(row);
  }

  async function updateProfile(userId: string, input: ProfileInput): Promise<User> {
    const [row] = await db
      .update(users)
      .set(
        'firstName' in input
          ? { ...input, avatar: input.avatar || null, updatedAt: now() }
          : { ...input, updatedAt: now() },
      )
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw unauthorized('Session expired. Please log in again.', 'SESSION_EXPIRED');
    return repo.toPublicUser(row);
  }

  // Logout ends this device's session only; the Security page signs out the others.
  async function logout(userId: string, sessionId: string) {
    await revokeSession(db, userId, sessionId, 'logged_out', now());
    return { message: 'Logged out successfully' };
  }

  return {
    register,
    login,
    forgotPassword,
    resetPassword,
    changePassword,
    resendVerification,
    verifyEmail,
    me,
    updateProfile,
    logout,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
