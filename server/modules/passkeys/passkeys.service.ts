import { and, eq } from 'drizzle-orm';
import type { AuthResponse } from '../../../src/contract/auth.ts';
import type { PasskeyAssertion } from '../../../src/contract/passkey-assertion.ts';
import type {
  AddPasskeyRequest,
  AuthenticationOptions,
  Passkey,
  RegistrationOptions,
  RemovePasskeyRequest,
} from '../../../src/contract/passkeys.ts';
import { passkeys } from '../../db/schema-passkeys.ts';
import { audit } from '../../lib/audit.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { findUserById } from '../auth/auth-accounts.service.ts';
import { checkPassword, guardFactor } from '../step-up/step-up.service.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { startSecurityHold } from '../security-holds/security-holds.service.ts';
import { openLoginThrottle } from '../auth/auth-accounts.service.ts';
import { failureOfCode, recordFailedSignIn } from '../sessions/sessions.service.ts';
import { acceptAssertion, passkeyInvalid } from './passkeys.assertion.ts';
import {
  authenticationOptions,
  challengeOf,
  CHALLENGE_TTL_MS,
  registrationOptions,
  verifyAttestation,
} from './passkeys.ceremony.ts';
import { relyingParty } from './passkeys.relying-party.ts';
import * as repo from './passkeys.repo.ts';

const SECURITY_LINK = '/user/security';
const FIFTEEN_MIN = 15 * 60;
/** Enough for a family of devices; a bound so one account cannot grow the table without end. */
export const PASSKEYS_PER_USER = 20;

/** The device a sign-in came from, for the session record (User-Agent and client address). */
export type SignInFrom = { userAgent: string; address: string };
/** Issues the sign-in answer for a user whose passkey was accepted: the same session and answer as a password login. */
export type IssueSession = (userId: string, device: SignInFrom, method: 'passkey') => Promise<AuthResponse>;

/**
 * Passkeys of the signed-in user (list, add, rename, remove) and sign-in with one. Adding and
 * removing are audited, notified in the app and mailed (security mail, never turned off), and
 * pause withdrawals for the cooling-off period (server/modules/security-holds).
 */
export function createPasskeyService(deps: Deps, issueSession: IssueSession) {
  const { db, env } = deps;
  const rp = () => relyingParty(env);

  async function list(userId: string): Promise<Passkey[]> {
    return (await repo.listPasskeys(db, userId)).map(repo.toPublicPasskey);
  }

  const tooMany = () => conflict(`You can keep at most ${PASSKEYS_PER_USER} passkeys. Remove one first.`);

  async function startRegistration(user: AuthUser): Promise<RegistrationOptions> {
    const existing = await repo.listPasskeys(db, user.id);
    if (existing.length >= PASSKEYS_PER_USER) throw tooMany();
    const options = await registrationOptions(rp(), user, existing);
    await repo.storeChallenge(db, options.challenge, 'registration', user.id, deps.now(), CHALLENGE_TTL_MS);
    return options;
  }

  async function add(userId: string, input: AddPasskeyRequest): Promise<Passkey> {
    const invalid = () =>
      new AppError(400, 'PASSKEY_INVALID', 'That passkey could not be registered. Start again.', {
        response: 'is not valid',
      });
    const at = deps.now();
    const challenge = challengeOf(input.response.response.clientDataJSON);
    if (!challenge || !(await repo.consumeChallenge(db, challenge, 'registration', userId, at))) throw invalid();
    const credential = await verifyAttestation(rp(), input.response, challenge);
    if (!credential) throw invalid();
    const name = input.name.trim();
    // Checked again here: several challenges asked for at once could otherwise each add one.
    if ((await repo.listPasskeys(db, userId)).length >= PASSKEYS_PER_USER) throw tooMany();
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(passkeys)
          .values({ ...credential, userId, name, createdAt: at })
          .returning();
        if (!row) throw new Error('passkey insert returned nothing');
        await audit(
          tx,
          { actorId: userId, action: 'passkey.add', targetType: 'passkey', targetId: row.id, after: { name } },
          at,
        );
        const note = {
          userId,
          notice: { name: 'passkey_added' as const, values: { name } },
          link: SECURITY_LINK,
          event: 'passkey_added' as const,
        };
        await notify(tx, note, at);
        await mailUser(tx, userId, 'passkey_added', { name }, at);
        // A new way in: withdrawals pause for the cooling-off period, in case it was not the owner.
        await startSecurityHold(tx, userId, 'passkey_added', at);
        return repo.toPublicPasskey(row);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'passkeys_pkey'))
        throw conflict('That passkey is already registered.', 'CONFLICT', { response: 'is already registered' });
      throw err;
    }
  }

  async function rename(userId: string, id: string, name: string): Promise<Passkey> {
    const at = deps.now();
    return db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: passkeys.name })
        .from(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .for('update');
      if (!before) throw notFound('Passkey not found');
      const [row] = await tx.update(passkeys).set({ name: name.trim() }).where(eq(passkeys.id, id)).returning();
      if (!row) throw notFound('Passkey not found');
      await audit(
        tx,
        {
          actorId: userId,
          action: 'passkey.rename',
          targetType: 'passkey',
          targetId: id,
          before,
          after: { name: row.name },
        },
        at,
      );
      return repo.toPublicPasskey(row);
    });
  }

  /** Needs a fresh proof that the owner is here: the password, or an assertion of one of their passkeys. */
  async function remove(userId: string, id: string, input: RemovePasskeyRequest): Promise<{ message: string }> {
    const row = await repo.findPasskey(db, id);
    if (!row || row.userId !== userId) throw notFound('Passkey not found');
    await confirmOwner(userId, input);
    const at = deps.now();
    const removed = await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ name: passkeys.name });
      if (!gone) return false;
      await audit(
        tx,
        { actorId: userId, action: 'passkey.remove', targetType: 'passkey', targetId: id, before: { name: gone.name } },
        at,
      );
      const note = {
        userId,
        notice: { name: 'passkey_removed' as const, values: { name: gone.name } },
        link: SECURITY_LINK,
        event: 'passkey_removed' as const,
      };
      await notify(tx, note, at);
      await mailUser(tx, userId, 'passkey_removed', { name: gone.name }, at);
      await startSecurityHold(tx, userId, 'passkey_removed', at);
      return true;
    });
    if (!removed) throw notFound('Passkey not found');
    return { message: 'Passkey removed.' };
  }

  async function confirmOwner(userId: string, input: RemovePasskeyRequest): Promise<void> {
    // Both throttled per account with the other secret checks (server/modules/step-up/secret-checks.ts).
    const { passkey } = input;
    if (passkey) {
      await guardFactor(deps, userId, () =>
        acceptAssertion(deps, passkey, { userId, fail: () => passkeyInvalid(400, 'passkey') }),
      );
      return;
    }
    await checkPassword(deps, userId, input.password ?? '', 'password');
  }

  /** A challenge for any of this site's passkeys: sign-in, and a passkey in place of a code. */
  async function startAuthentication(ip: string): Promise<AuthenticationOptions> {
    // Anyone may ask, so asking is throttled like a login attempt is (each answer stores a row).
    await hitRateLimit(
      db,
      `passkey-options:ip:${ip}`,
      60,
      FIFTEEN_MIN,
      'Too many requests. Please try again in 15 minutes.',
    );
    const options = await authenticationOptions(rp());
    await repo.storeChallenge(db, options.challenge, 'authentication', null, deps.now(), CHALLENGE_TTL_MS);
    return options;
  }

  /**
   * Sign-in without a password: throttled as a password login is (per address before anything,
   * per account once the passkey names it), refused for a banned account after the passkey
   * verifies, and answered exactly as a password login. A refusal goes into login history (the
   * owner's, once the passkey named the account).
   */
  async function signIn(assertion: PasskeyAssertion, device: SignInFrom): Promise<AuthResponse> {
    const who: { userId?: string; account?: string } = {};
    try {
      return await signInAs(assertion, device, who);
    } catch (err) {
      if (err instanceof AppError)
        await recordFailedSignIn(deps, {
          userId: who.userId,
          account: who.account ?? 'passkey',
          reason: failureOfCode(err.code),
          method: 'passkey',
          device,
        });
      throw err;
    }
  }

  async function signInAs(
    assertion: PasskeyAssertion,
    device: SignInFrom,
    who: { userId?: string; account?: string },
  ): Promise<AuthResponse> {
    const ip = device.address;
    // The address first (no account known yet), then the account once the passkey names it; only failures count.
    let throttle = await openLoginThrottle(deps, { ip, typed: 'passkey' });
    try {
      const row = await acceptAssertion(deps, assertion, {
        fail: () => passkeyInvalid(401),
        onIdentified: async (found) => {
          const user = await findUserById(db, found.userId);
          if (!user) return;
          Object.assign(who, { userId: user.id, account: user.email.toLowerCase() });
          throttle = await openLoginThrottle(deps, { ip, userId: user.id, typed: user.email.toLowerCase() });
        },
      });
      const user = await findUserById(db, row.userId);
      if (!user) throw passkeyInvalid(401);
      if (user.bannedAt)
        throw new AppError(403, 'ACCOUNT_BANNED', 'Your account has been suspended. Please contact support.');
      return await issueSession(user.id, device, 'passkey');
    } catch (err) {
      if (err instanceof AppError && err.code === 'PASSKEY_INVALID') await throttle.failed();
      throw err;
    }
  }

  return { list, startRegistration, add, rename, remove, startAuthentication, signIn };
}
