import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { StaffMember } from '../../../src/contract/staff.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { staffMembers } from '../../db/schema-staff.ts';
import { twoFactor } from '../../db/schema-two-factor.ts';

const columns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: staffMembers.role,
  deactivatedAt: staffMembers.deactivatedAt,
  twoFactorOn: sql<boolean>`${twoFactor.enabledAt} IS NOT NULL`,
  createdAt: users.createdAt,
};

const base = (q: Queryable) =>
  q
    .select(columns)
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .leftJoin(twoFactor, and(eq(twoFactor.userId, users.id), isNotNull(twoFactor.enabledAt)))
    .$dynamic();

type Row = Awaited<ReturnType<typeof base>>[number];

/** An admin without a staff row has no permission (fail closed): shown inactive, as support, the least. */
const toMember = (r: Row): StaffMember => ({
  id: r.id,
  email: r.email,
  username: r.username,
  firstName: r.firstName,
  lastName: r.lastName,
  role: r.role ?? 'support',
  active: r.role !== null && r.deactivatedAt === null,
  twoFactorEnabled: r.twoFactorOn,
  createdAt: r.createdAt.toISOString(),
});

/** Every admin account, owners first, then by name. */
export async function listStaff(q: Queryable): Promise<StaffMember[]> {
  const rows = await base(q)
    .where(eq(users.role, 'admin'))
    .orderBy(sql`${staffMembers.role} = 'owner' DESC`, asc(users.firstName), asc(users.lastName));
  return rows.map(toMember);
}

export async function findStaff(q: Queryable, id: string): Promise<StaffMember | undefined> {
  const [row] = await base(q).where(and(eq(users.role, 'admin'), eq(users.id, id)));
  return row ? toMember(row) : undefined;
}

/**
 * Locks every active owner's row, then the member's own (always in that order, so two owners
 * demoting each other wait in line), and answers how many active owners there are.
 */
export async function lockOwnersAndMember(
  q: Queryable,
  id: string,
): Promise<{ owners: number; member: { role: StaffMember['role']; deactivatedAt: Date | null } | undefined }> {
  const owners = await q
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'owner'), isNull(staffMembers.deactivatedAt)))
    .orderBy(asc(staffMembers.userId))
    .for('update');
  const [member] = await q
    .select({ role: staffMembers.role, deactivatedAt: staffMembers.deactivatedAt })
    .from(staffMembers)
    .where(eq(staffMembers.userId, id))
    .for('update');
  return { owners: owners.length, member };
}
