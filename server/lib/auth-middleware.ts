import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '../../src/contract/error-codes.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { userSessions } from '../db/schema-sessions.ts';
import { createSessionToucher } from './session-touch.ts';
import { checkAdminTwoFactor, checkStaffPermission } from './admin-permissions.ts';
import { checkAdminControl, type StepUpCheck } from './admin-control.ts';
import { createBatchLoader } from './batch-loader.ts';
import type { AppEnv, AuthUser, Deps } from './context.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { JwtCodec, SessionClaims } from './jwt.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a token is checked against: its session row (revoked or not, when last seen) and the user's current token version and ban. */
export type SessionRow = AuthUser & {
  tv: number;
  bannedAt: Date | null;
  sid: string;
  revokedAt: Date | null;
  lastSeenAt: Date;
};

export const sessionExpired = () => unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
export const investorsOnly = () => forbidden('Access denied. You do not have permission to view this page.');

/**
 * The session row must still match the token: the token's own session, not revoked (sign out of one
 * device or of all others), same user version (logout, password change, reset and ban bump it), not banned.
 */
export function acceptSession(claims: SessionClaims, row: SessionRow | undefined): AuthUser {
  if (!row || row.sid !== claims.sid || row.id !== claims.sub || row.revokedAt || row.tv !== claims.tv || row.bannedAt)
    throw sessionExpired();
  return { id: row.id, role: row.role, email: row.email, username: row.username };
}

/**
 * Bearer-token guard. The token's session must not be revoked (one device signed out) and its
 * version must equal the user's current one, so logout, a password change, a reset or a ban
 * revokes every earlier token at once. Hot routes may check
 * the session inside their own query instead (tokenClaims + acceptSession, or the SQL of
 * send_money_request), never skip it.
 */
/**
 * `assertSteppedUp` is the step-up module's check, passed in by the app because server/lib imports
 * no module; it is required, so no app can build admin guards without it.
 */
export function createAuthGuards(
  db: Db,
  jwt: JwtCodec,
  assertSteppedUp: StepUpCheck,
  clock: Pick<Deps, 'now'> & Partial<Pick<Deps, 'log' | 'env'>> = { now: () => new Date() },
) {
  // ADMIN_TWO_FACTOR: an admin without two-factor reaches only its set-up (server/lib/admin-permissions.ts).
  const adminTwoFactorRequired = clock.env?.adminTwoFactorRequired ?? false;
  // Concurrent requests share one lookup (server/lib/batch-loader.ts): one round trip per batch,
  // keyed by session id, the session row and its user together.
  const sessionOf = createBatchLoader(async (sids: string[]) => {
    const rows = await db
      .select({
        sid: userSessions.id,
        revokedAt: userSessions.revokedAt,
        lastSeenAt: userSessions.lastSeenAt,
        id: users.id,
        role: users.role,
        email: users.email,
        username: users.username,
        tv: users.tokenVersion,
        bannedAt: users.bannedAt,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(inArray(userSessions.id, sids));
    return new Map(rows.map((r) => [r.sid, r]));
  });
  /** Marks a session seen: a write at most once a minute per session (session-touch.ts). */
  const sessionSeen = createSessionToucher(db, clock);

  /** The bearer token's claims, its signature and expiry checked; the session itself is still the caller's to check. */
  const tokenClaims = async (c: Context<AppEnv>): Promise<SessionClaims> => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized(MESSAGES.tokenMissing, 'UNAUTHENTICATED');
    const claims = await jwt.verify(match[1]);
    if (!claims || !UUID.test(claims.sub) || !UUID.test(claims.sid)) throw sessionExpired();
    c.set('tokenSubject', claims.sub);
    return claims;
  };

  const requireUser = createMiddleware<AppEnv>(async (c, next) => {
    // A support view was checked in front of every route (its own token, reads only): no session to look up.
    if (c.get('supportView')) return next();
    const claims = await tokenClaims(c);
    const row = await sessionOf(claims.sid);
    const user = acceptSession(claims, row);
    c.set('user', user);
    c.set('sessionId', claims.sid);
    if (row) sessionSeen(row);
    if (adminTwoFactorRequired && user.role === 'admin') await checkAdminTwoFactor(c, db, user.id);
    await next();
  });

  const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (user.role !== 'admin') throw forbidden('Access denied. Admins only.');
    // Every admin route passes here: its staff permission (server/lib/admin-permissions.ts).
    await checkStaffPermission(c, db, user.id);
    // And a control route (staff, settings, methods, approving) this session's step-up (admin-control.ts).
    await checkAdminControl(c, { db, now: clock.now }, assertSteppedUp);
    await next();
  });

  /** The user area's API is for investors; admins have their own. */
  const requireRoleUser = createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('user').role !== 'user') throw investorsOnly();
    await next();
  });

  return { requireUser, requireAdmin, requireRoleUser, tokenClaims, sessionSeen };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
