import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { SecurityUndoResult } from '../../../src/contract/step-up.ts';
import type { Queryable } from '../../db/client.ts';
import { passkeys } from '../../db/schema-passkeys.ts';
import { userSessions } from '../../db/schema-sessions.ts';
import { securityUndoTokens } from '../../db/schema-step-up.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { hashToken, newSecretToken } from '../../lib/secrets.ts';
import { bumpTokenVersion } from '../auth/auth-accounts.service.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { startSecurityHold } from '../security-holds/security-holds.service.ts';

const DAY_MS = 86_400_000;
/** Passkeys added this recently are listed in the notice (a thief's would be). */
export const RECENT_PASSKEY_DAYS = 7;
/** How long the notice's "This wasn't me" link works. */
export const UNDO_TTL_DAYS = 7;

export type UndoEvent = 'signed_out_others' | 'password_changed' | 'password_reset';

/**
 * Signing out other devices and a password change or reset end every other session, but a passkey
 * added by whoever held one keeps signing in. In the event's transaction: when passkeys were added
 * in the last RECENT_PASSKEY_DAYS, the owner is told (in the app and by security mail) which; the
 * mail alone carries one action, "This wasn't me": a single-use link of 256 random bits (only its SHA-256 stored) that
 * signs out everywhere and removes exactly those passkeys.
 */
export async function offerUndo(q: Queryable, userId: string, event: UndoEvent, at: Date): Promise<void> {
  const recent = await q
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt })
    .from(passkeys)
    .where(
      and(eq(passkeys.userId, userId), gt(passkeys.createdAt, new Date(at.getTime() - RECENT_PASSKEY_DAYS * DAY_MS))),
    );
  if (recent.length === 0) return;
  const token = newSecretToken();
  await q.insert(securityUndoTokens).values({
    userId,
    tokenHash: hashToken(token),
    reason: event,
    passkeyIds: recent.map((p) => p.id),
    createdAt: at,
    expiresAt: new Date(at.getTime() + UNDO_TTL_DAYS * DAY_MS),
  });
  // Names and moments as data: the notice and the mail write them in the reader's language.
  const listed = recent.map((p) => ({ name: p.name, addedAt: p.createdAt.toISOString() }));
  const link = `/security/not-me/${token}`;
  // The link goes by mail only: the bell is read by every session, the one to stop included, and a
  // thief who spent the link first would keep any passkey added after it was made.
  await notify(
    q,
    {
      userId,
      notice: { name: 'security_review', values: { event, passkeys: listed } },
      link: '/user/security',
      event: 'security_review',
    },
    at,
  );
  await mailUser(q, userId, 'security_review', { event, passkeys: listed, link }, at);
}

/**
 * "This wasn't me": spends the token once (unexpired), removes the passkeys it lists, signs out
 * every session (the token version moves on, every session row is revoked) and pauses withdrawals.
 * It needs no session: the owner may have none left. It can only take access away, never grant it.
 */
export async function undoRecentAccess(deps: Deps, token: string): Promise<SecurityUndoResult> {
  const at = deps.now();
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(securityUndoTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(securityUndoTokens.tokenHash, hashToken(token)),
          isNull(securityUndoTokens.usedAt),
          gt(securityUndoTokens.expiresAt, at),
        ),
      )
      .returning();
    if (!row) return null;
    const ids = row.passkeyIds;
    const gone =
      ids.length === 0
        ? []
        : await tx
            .delete(passkeys)
            .where(and(eq(passkeys.userId, row.userId), inArray(passkeys.id, ids)))
            .returning({ id: passkeys.id, name: passkeys.name });
    await bumpTokenVersion(tx, row.userId);
    await tx
      .update(userSessions)
      .set({ revokedAt: at, revokedReason: 'not_me' })
      .where(and(eq(userSessions.userId, row.userId), isNull(userSessions.revokedAt)));
    await audit(
      tx,
      {
        actorId: row.userId,
        action: 'security.not_me',
        targetType: 'user',
        targetId: row.userId,
        after: { passkeysRemoved: gone.map((p) => p.name) },
      },
      at,
    );
    await notify(
      tx,
      {
        userId: row.userId,
        notice: { name: 'security_undone', values: { removed: gone.length } },
        link: '/user/security',
        event: 'security_undone',
      },
      at,
    );
    await mailUser(tx, row.userId, 'security_undone', { removed: gone.length }, at);
    if (gone.length > 0) await startSecurityHold(tx, row.userId, 'passkey_removed', at);
    return gone.length;
  });
  if (removed === null) throw fieldError('token', 'is invalid, used or has expired', 'INVALID_TOKEN');
  return {
    message:
      'Every device was signed out and the passkeys listed were removed. Sign in again, then change your password.',
    passkeysRemoved: removed,
  };
}
