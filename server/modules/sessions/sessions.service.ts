import type { LoginHistoryPage, SessionList, SignOutResult } from '../../../src/contract/sessions.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { offerUndo } from '../step-up/step-up.service.ts';
import * as repo from './sessions.repo.ts';
// Sign-in modules (auth, passkeys) open, record and end sessions through this service.
export { createSessionIssuer, failureOfCode, recordFailedSignIn } from './sessions.issue.ts';
export { signInDevice, type SignInDevice } from './sessions.device.ts';
export { revokeSession } from './sessions.repo.ts';

/**
 * The caller's signed-in devices and sign-in history (Security page). Signing a device out revokes
 * its session row: the auth check reads that row on every request, so its token is refused (401)
 * from the very next request, the send-money statement included. Both are audited.
 */
export function createSessionService(deps: Deps) {
  const { db, now } = deps;

  async function list(userId: string, currentId: string): Promise<SessionList> {
    const rows = await repo.liveSessions(db, userId, now());
    // The current device first, then the others by last seen.
    const data = rows
      .map((r) => repo.toPublicSession(r, currentId))
      .sort((a, b) => Number(b.current) - Number(a.current));
    return { data };
  }

  async function signOut(userId: string, sessionId: string): Promise<SignOutResult> {
    const at = now();
    await db.transaction(async (tx) => {
      const row = await repo.revokeSession(tx, userId, sessionId, 'signed_out', at);
      if (!row) throw notFound('That device is not signed in.');
      await audit(
        tx,
        {
          actorId: userId,
          action: 'session.revoke',
          targetType: 'session',
          targetId: sessionId,
          after: { browser: row.browser, os: row.os, place: row.place },
        },
        at,
      );
    });
    return { message: 'The device was signed out.', signedOut: 1 };
  }

  async function signOutOthers(userId: string, currentId: string): Promise<SignOutResult> {
    const at = now();
    const count = await db.transaction(async (tx) => {
      const n = await repo.revokeOtherSessions(tx, userId, currentId, 'signed_out_by_other', at);
      await audit(
        tx,
        {
          actorId: userId,
          action: 'session.revoke_others',
          targetType: 'user',
          targetId: userId,
          after: { signedOut: n },
        },
        at,
      );
      // Passkeys added lately outlive the sessions: the owner is offered "This wasn't me".
      await offerUndo(tx, userId, 'signed_out_others', at);
      return n;
    });
    const message =
      count === 0
        ? 'No other device was signed in.'
        : `Signed out ${count} other ${count === 1 ? 'device' : 'devices'}.`;
    return { message, signedOut: count };
  }

  async function history(userId: string, limit: number, cursor: string | undefined): Promise<LoginHistoryPage> {
    const rows = await repo.loginHistoryPage(db, userId, limit + 1, cursor === undefined ? undefined : Number(cursor));
    const items = rows.slice(0, limit).map(repo.toPublicAttempt);
    return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
  }

  return { list, signOut, signOutOthers, history };
}
