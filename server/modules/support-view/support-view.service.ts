import { createHash, randomBytes } from 'node:crypto';
import { SUPPORT_VIEW_MINUTES, type SupportViewOpened, type SupportViewRecord } from '../../../src/contract/trust.ts';
import { audit } from '../../lib/audit.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findTarget, insertView, viewByTokenHash, viewsOfUser } from './support-view.repo.ts';

/** Support tokens are told apart from session JWTs by this prefix, before any lookup. */
export const SUPPORT_TOKEN_PREFIX = 'sv_';
export const SUPPORT_VIEW_MS = SUPPORT_VIEW_MINUTES * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

export const readOnlyRefusal = () =>
  new AppError(403, 'SUPPORT_VIEW_READ_ONLY', 'This is a read-only support view: nothing can be changed from it.');

export type SupportViewHolder = { viewId: string; expiresAt: Date; user: AuthUser };

/**
 * An admin's read-only look at one investor's app. The view has its own random token, kept only
 * as a hash, bound to the investor and to 30 minutes; it is never a session of the investor (their
 * sessions, step-ups and tokens are untouched) nor of the admin (it carries no admin role).
 */
export function createSupportViewService(deps: Deps) {
  return {
    async open(adminId: string, userId: string, reason: string): Promise<SupportViewOpened> {
      const target = UUID.test(userId) ? await findTarget(deps.db, userId) : undefined;
      if (target?.role !== 'user') throw notFound('User not found');
      const token = `${SUPPORT_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const openedAt = deps.now();
      const expiresAt = new Date(openedAt.getTime() + SUPPORT_VIEW_MS);
      const viewId = await deps.db.transaction(async (tx) => {
        const id = await insertView(tx, { userId, adminId, reason, tokenHash: hashToken(token), openedAt, expiresAt });
        await audit(
          tx,
          {
            actorId: adminId,
            action: 'support_view.open',
            targetType: 'user',
            targetId: userId,
            after: { viewId: id, expiresAt },
            reason,
          },
          openedAt,
        );
        return id;
      });
      return { view_id: viewId, token, user_id: userId, reason, expires_at: expiresAt.toISOString() };
    },

    /** What the investor sees on their Security page: when support looked and why. */
    async listForUser(userId: string): Promise<{ items: SupportViewRecord[] }> {
      const rows = await viewsOfUser(deps.db, userId);
      return {
        items: rows.map((r) => ({
          id: r.id,
          opened_at: iso(r.opened_at),
          expires_at: iso(r.expires_at),
          reason: r.reason,
        })),
      };
    },
  };
}

/** The investor a live support token shows, or undefined (unknown, expired, or the user banned). */
export async function supportViewOf(
  deps: Pick<Deps, 'db' | 'now'>,
  token: string,
): Promise<SupportViewHolder | undefined> {
  const row = await viewByTokenHash(deps.db, hashToken(token), deps.now());
  if (!row || row.banned_at) return undefined;
  return {
    viewId: row.view_id,
    expiresAt: new Date(row.expires_at),
    user: { id: row.id, role: row.role, email: row.email, username: row.username },
  };
}
