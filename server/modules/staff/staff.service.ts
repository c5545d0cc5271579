import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffMember, staffCreateSchema, staffUpdateSchema } from '../../../src/contract/staff.ts';
import { users } from '../../db/schema.ts';
import { staffMembers } from '../../db/schema-staff.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { hashToken, humanCode, newSecretToken } from '../../lib/secrets.ts';
import { bumpTokenVersion, hashPassword, storeToken } from '../auth/auth-accounts.service.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { findStaff, listStaff, lockOwnersAndMember } from './staff.repo.ts';

type CreateInput = z.output<typeof staffCreateSchema>;
type UpdateInput = z.output<typeof staffUpdateSchema>;

/** An invitation link lives longer than a reset link: the new admin may read it the next working day. */
const INVITE_TTL_MS = 72 * 60 * 60 * 1000;
const emailTaken = () => conflict('email is already registered', 'EMAIL_TAKEN', { email: 'is already registered' });
const lastOwner = () =>
  new AppError(409, 'LAST_OWNER', 'The last owner cannot be demoted or deactivated. Make another admin owner first.');

/** Owners manage the admin team; every change is audited in the change's transaction. */
export function createStaffService(deps: Deps) {
  const { db, now } = deps;

  async function add(actorId: string, input: CreateInput): Promise<StaffMember> {
    const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email}`);
    if (taken) throw emailTaken();
    // Nobody knows this password: the invitation link sets the real one (auth reset-password).
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const localPart =
      input.email
        .split('@')[0]
        ?.replace(/[^a-zA-Z0-9_.-]/g, '')
        .slice(0, 20) || 'staff';
    const token = newSecretToken();
    try {
      const id = await db.transaction(async (tx) => {
        const at = now();
        const [created] = await tx
          .insert(users)
          .values({
            role: 'admin',
            email: input.email,
            username: `${localPart}-${humanCode(4).toLowerCase()}`,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            referralCode: humanCode(8),
            emailVerifiedAt: at,
          })
          .returning({ id: users.id });
        if (!created) throw new Error('staff insert returned nothing');
        await tx.insert(staffMembers).values({ userId: created.id, role: input.role, createdAt: at, updatedAt: at });
        await storeToken(tx, created.id, 'reset_password', hashToken(token), new Date(at.getTime() + INVITE_TTL_MS));
        const [actor] = await tx
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, actorId));
        const invitedBy = actor ? `${actor.firstName} ${actor.lastName}` : 'An owner';
        await mailUser(
          tx,
          created.id,
          'staff_invitation',
          { link: `/reset-password/${token}`, role: input.role, invitedBy },
          at,
        );
        await audit(
          tx,
          {
            actorId,
            action: 'staff.add',
            targetType: 'user',
            targetId: created.id,
            after: { email: input.email, role: input.role },
          },
          at,
        );
        return created.id;
      });
      const member = await findStaff(db, id);
      if (!member) throw new Error('staff member vanished');
      return member;
    } catch (err) {
      // Two owners adding one address at once: the unique index decides.
      if (isUniqueViolation(err, 'users_email_key')) throw emailTaken();
      throw err;
    }
  }

  /**
   * A role change, a deactivation or a reactivation. The owners' rows are locked first, so two
   * owners demoting each other at once cannot leave the platform without one.
   */
  async function update(actorId: string, id: string, input: UpdateInput): Promise<StaffMember> {
    await db.transaction(async (tx) => {
      const at = now();
      const { owners, member } = await lockOwnersAndMember(tx, id);
      const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
      if (account?.role !== 'admin') throw notFound('Staff member not found');
      const before = { role: member?.role ?? null, active: member ? member.deactivatedAt === null : false };
      const after = { role: input.role ?? before.role ?? 'support', active: input.active ?? before.active };
      const wasOwner = before.role === 'owner' && before.active;
      const staysOwner = after.role === 'owner' && after.active;
      if (wasOwner && !staysOwner && owners <= 1) throw lastOwner();
      const deactivatedAt = after.active ? null : (member?.deactivatedAt ?? at);
      await tx
        .insert(staffMembers)
        .values({ userId: id, role: after.role, deactivatedAt, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: staffMembers.userId, set: { role: after.role, deactivatedAt, updatedAt: at } });
      if (before.active !== after.active) {
        // Deactivated: the account is suspended and every session ends now; reactivated: it may sign in again.
        await tx
          .update(users)
          .set(
            after.active
              ? { bannedAt: null, banReason: null, updatedAt: at }
              : { bannedAt: at, banReason: 'Staff access removed', updatedAt: at },
          )
          .where(eq(users.id, id));
        if (!after.active) await bumpTokenVersion(tx, id);
      }
      const action =
        before.active !== after.active ? (after.active ? 'staff.reactivate' : 'staff.deactivate') : 'staff.role';
      await audit(tx, { actorId, action, targetType: 'user', targetId: id, before, after }, at);
    });
    const member = await findStaff(db, id);
    if (!member) throw notFound('Staff member not found');
    return member;
  }

  return { list: () => listStaff(db), add, update };
}
