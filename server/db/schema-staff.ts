import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../src/contract/staff-permissions.ts';
import { users } from './schema.ts';

/**
 * The staff role of an admin account (users.role = 'admin'), one row per admin. An admin without
 * a row has no permission at all (fail closed); the first admin and every admin that existed
 * before roles are owners. A deactivated member keeps the row for the record; the account itself
 * is banned and its sessions revoked, so it cannot sign in.
 */
export const staffMembers = pgTable('staff_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
