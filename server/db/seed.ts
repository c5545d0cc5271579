import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from './schema.ts';
import { staffMembers } from './schema-staff.ts';
import type { Deps } from '../lib/context.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { humanCode } from '../lib/secrets.ts';

/**
 * The first start creates one admin: from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated
 * password printed once. Later starts leave admins alone.
 */
export async function ensureFirstAdmin(deps: Pick<Deps, 'db' | 'env' | 'log'>): Promise<void> {
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return;
  const email = (deps.env.adminEmail ?? 'admin@example.com').toLowerCase();
  const generated = !deps.env.adminPassword;
  const password = deps.env.adminPassword ?? randomBytes(12).toString('base64url');
  const [created] = await deps.db
    .insert(users)
    .values({
      role: 'admin',
      email,
      username: 'admin',
      passwordHash: await hashPassword(password),
      firstName: 'Platform',
      lastName: 'Admin',
      referralCode: humanCode(8),
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // The first admin is an owner (staff roles: server/lib/admin-permissions.ts).
  if (created) await deps.db.insert(staffMembers).values({ userId: created.id, role: 'owner' }).onConflictDoNothing();
  if (generated) {
    // Printed once, on purpose: the operator needs it to sign in the first time.
    process.stdout.write(
      `\n  First admin created: ${email} / ${password}\n  Change this password after signing in.\n\n`,
    );
  } else {
    deps.log.info('first admin created', { email });
  }
}
