import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUserRow, adminUserPatchSchema } from '../../../src/contract/admin-users.ts';
import { users } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { findUserRow, toAdminUserRow } from './admin-users.repo.ts';
// Every money service checks the switches an admin set on a user through this service.
export { assertUserAllowed } from './user-switches.ts';
// Pages the routes read unchanged; exporting them here keeps the routes off the repo.
export { userPage } from './admin-users.repo.ts';

type Patch = z.output<typeof adminUserPatchSchema>;
const SWITCHES = ['canDeposit', 'canWithdraw', 'canSendMoney'] as const;

/**
 * Ban, unban and the per-user switches. A ban bumps the token version in the same statement that
 * sets banned_at, so every token the user holds stops working at once (the auth guard also
 * refuses banned users). Each change is audited with its before and after values.
 */
export function createAdminUsersService(deps: Deps) {
  async function update(
    actorId: string,
    userId: string,
    patch: Patch,
  ): Promise<{ message: string; data: AdminUserRow }> {
    if (!isUuid(userId)) throw notFound('User not found');
    const at = deps.now();
    const messages: string[] = [];
    await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
      if (!current) throw notFound('User not found');

      if (patch.banned !== undefined) {
        if (current.id === actorId)
          throw unprocessable('You cannot ban or unban yourself', 'BUSINESS_RULE', {
            banned: 'cannot change your own account',
          });
        if (current.role === 'admin')
          throw unprocessable('Administrators cannot be banned', 'BUSINESS_RULE', {
            banned: 'cannot ban an administrator',
          });
        const was = { banned: current.bannedAt !== null, banReason: current.banReason };
        if (patch.banned) {
          await tx
            .update(users)
            .set({
              bannedAt: at,
              banReason: patch.reason ?? null,
              tokenVersion: sql`${users.tokenVersion} + 1`,
              updatedAt: at,
            })
            .where(eq(users.id, userId));
        } else {
          await tx.update(users).set({ bannedAt: null, banReason: null, updatedAt: at }).where(eq(users.id, userId));
        }
        const action = patch.banned ? 'user.ban' : 'user.unban';
        const after = { banned: patch.banned, banReason: patch.banned ? (patch.reason ?? null) : null };
        await audit(
          tx,
          { actorId, action, targetType: 'user', targetId: userId, before: was, after, reason: patch.reason ?? null },
          at,
        );
        messages.push(patch.banned ? 'User banned' : 'User unbanned');
      }

      const changed = SWITCHES.filter((k) => patch[k] !== undefined && patch[k] !== current[k]);
      if (changed.length > 0) {
        const set = Object.fromEntries(changed.map((k) => [k, patch[k]]));
        await tx
          .update(users)
          .set({ ...set, updatedAt: at })
          .where(eq(users.id, userId));
        await audit(
          tx,
          {
            actorId,
            action: 'user.switches',
            targetType: 'user',
            targetId: userId,
            before: Object.fromEntries(changed.map((k) => [k, current[k]])),
            after: set,
            reason: patch.reason ?? null,
          },
          at,
        );
        messages.push('Permissions updated');
      }
    });
    const row = await findUserRow(deps.db, userId);
    if (!row) throw notFound('User not found');
    return { message: messages.join('. ') || 'No changes', data: toAdminUserRow(row) };
  }

  return { update };
}
