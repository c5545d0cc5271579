import { and, eq, ne } from 'drizzle-orm';
import type { AuthResponse } from '../../../src/contract/auth.ts';
import type { Queryable } from '../../db/client.ts';
import { knownDevices, loginAttempts, userSessions } from '../../db/schema-sessions.ts';
import type { Deps } from '../../lib/context.ts';
import type { JwtCodec } from '../../lib/jwt.ts';
import { findUserById, toPublicUser, type UserRow } from '../auth/auth-accounts.service.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import {
  currentDevice,
  describeDevice,
  UNKNOWN_DEVICE,
  type DeviceInfo,
  type SignInDevice,
} from './sessions.device.ts';

/**
 * How the session was started. `register` is the sign-in of a new account (its device is the
 * baseline, never "new"); `password_change` is the fresh token a password change hands back
 * (the same device that was already signed in: no login-history row, no new-device mail).
 */
export type SignInMethod = 'password' | 'passkey' | 'register' | 'password_change';

export const SECURITY_LINK = '/user/security';

/** Signs a token for `user` with a new session row; see createSessionIssuer. */
export type IssueSession = (
  user: UserRow | string,
  device?: SignInDevice,
  method?: SignInMethod,
) => Promise<AuthResponse>;

const deviceLabel = (d: Pick<DeviceInfo, 'browser' | 'os'>) => `${d.browser} on ${d.os}`;

/**
 * A device this user has not signed in from before: an in-app notification and a security mail
 * (never turned off), in the sign-in's transaction. The first browser recorded for a user is
 * their baseline and is not announced (registration, or the first sign-in after this feature
 * shipped). An unrecognised client (a script, an empty User-Agent) is remembered but is no
 * baseline: an account registered through the API still gets its first browser quietly, and a
 * script signing in to an account with a known browser is announced like any new device.
 */
async function rememberDevice(
  q: Queryable,
  userId: string,
  info: DeviceInfo,
  method: SignInMethod,
  at: Date,
): Promise<void> {
  const added = await q
    .insert(knownDevices)
    .values({ userId, deviceKey: info.deviceKey, firstSeenAt: at })
    .onConflictDoNothing()
    .returning({ key: knownDevices.deviceKey });
  if (added.length === 0 || method === 'register') return;
  const [other] = await q
    .select({ key: knownDevices.deviceKey })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.userId, userId),
        ne(knownDevices.deviceKey, info.deviceKey),
        ne(knownDevices.deviceKey, UNKNOWN_DEVICE),
      ),
    )
    .limit(1);
  if (!other) return;
  const device = deviceLabel(info);
  await notify(
    q,
    {
      userId,
      event: 'new_device',
      notice: { name: 'new_device', values: { device, place: info.place } },
      link: SECURITY_LINK,
    },
    at,
  );
  await mailUser(
    q,
    userId,
    'new_device',
    { device, place: info.place, address: info.ipAddress, at: at.toISOString() },
    at,
  );
}

/**
 * The one place a sign-in token is made (password login, registration, a password change's fresh
 * token, passkey sign-in): a session row carrying the device, a login-history success, the
 * new-device notice, then the JWT naming the session (`sid`). `device` defaults to the request being
 * served (its User-Agent and client address, server/lib/request-context.ts).
 */
export function createSessionIssuer(deps: Deps, jwt: JwtCodec): IssueSession {
  return async (user, device = currentDevice(), method = 'password') => {
    const row = typeof user === 'string' ? await findUserById(deps.db, user) : user;
    if (!row) throw new Error('signing in a user that does not exist');
    const info = await describeDevice(device);
    const at = deps.now();
    const sid = await deps.db.transaction(async (tx) => {
      const [session] = await tx
        .insert(userSessions)
        .values({
          userId: row.id,
          tokenVersion: row.tokenVersion,
          method,
          deviceKey: info.deviceKey,
          browser: info.browser,
          os: info.os,
          platform: info.platform,
          ipAddress: info.ipAddress,
          place: info.place,
          createdAt: at,
          lastSeenAt: at,
          expiresAt: new Date(at.getTime() + deps.env.jwtTtlSeconds * 1000),
        })
        .returning({ id: userSessions.id });
      if (!session) throw new Error('session insert returned nothing');
      if (method !== 'password_change') {
        await tx.insert(loginAttempts).values({
          userId: row.id,
          account: row.email.toLowerCase(),
          success: true,
          method,
          sessionId: session.id,
          ...deviceColumns(info),
          createdAt: at,
        });
        await rememberDevice(tx, row.id, info, method, at);
      }
      return session.id;
    });
    return {
      token: await jwt.sign({ sub: row.id, role: row.role, tv: row.tokenVersion, sid }),
      user: toPublicUser(row),
    };
  };
}

export const deviceColumns = (info: DeviceInfo) => ({
  browser: info.browser,
  os: info.os,
  platform: info.platform,
  ipAddress: info.ipAddress,
  place: info.place,
});

/** Why a sign-in failed, as login history shows it. */
export type SignInFailure =
  | 'wrong_password'
  | 'unknown_account'
  | 'throttled'
  | 'banned'
  | 'totp_required'
  | 'totp_invalid'
  | 'passkey_invalid'
  | 'other';

const FAILURE_OF_CODE: Record<string, SignInFailure> = {
  INVALID_CREDENTIALS: 'wrong_password',
  RATE_LIMITED: 'throttled',
  SECOND_FACTOR_LOCKED: 'throttled',
  ACCOUNT_BANNED: 'banned',
  TOTP_REQUIRED: 'totp_required',
  TOTP_INVALID: 'totp_invalid',
  PASSKEY_INVALID: 'passkey_invalid',
};

/** The failure reason for an error code of the sign-in path (AppError.code). */
export const failureOfCode = (code: string): SignInFailure => FAILURE_OF_CODE[code] ?? 'other';

/**
 * Records a failed sign-in. `userId` is undefined for an account that does not exist: the row is
 * kept for operators (brute force shows) and never shown to a user. Best effort: a failure to
 * record never changes the answer the client gets.
 */
export async function recordFailedSignIn(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  attempt: {
    userId: string | undefined;
    account: string;
    reason: SignInFailure;
    method: Exclude<SignInMethod, 'register' | 'password_change'>;
    device: SignInDevice;
  },
): Promise<void> {
  try {
    const info = await describeDevice(attempt.device);
    await deps.db.insert(loginAttempts).values({
      userId: attempt.userId ?? null,
      account: attempt.account.slice(0, 254),
      success: false,
      reason: attempt.reason === 'wrong_password' && !attempt.userId ? 'unknown_account' : attempt.reason,
      method: attempt.method,
      ...deviceColumns(info),
      createdAt: deps.now(),
    });
  } catch (err) {
    deps.log.warn('login attempt not recorded', { err: String(err) });
  }
}
