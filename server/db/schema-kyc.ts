import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid, integer } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/** Identity verification requests; at most one pending or approved per user (partial unique index). */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    idType: text('id_type', { enum: ['passport', 'driver_license', 'national_id'] }).notNull(),
    idNumber: text('id_number').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    addressCountry: text('address_country').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    documentKey: text('document_key').notNull(),
    documentMime: text('document_mime').notNull(),
    documentName: text('document_name').notNull(),
    documentSize: integer('document_size').notNull(),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kyc_one_open_per_user').on(t.userId).where(sql`${t.status} IN ('pending', 'approved')`),
    index('kyc_user_idx').on(t.userId, t.createdAt.desc()),
    index('kyc_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
