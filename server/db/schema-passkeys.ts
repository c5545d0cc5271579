import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * WebAuthn credentials (passkeys), several per user. `id` is the credential id the authenticator
 * chose (base64url), unique across the site, so an assertion names its row directly. The public
 * key is the COSE key from the attestation (base64url); nothing secret is stored. `counter` is
 * the authenticator's signature counter: an assertion must raise it (unless the authenticator
 * always reports 0, as synced passkeys do), so a cloned key shows.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * Challenges handed out for a ceremony, kept server-side: a response is accepted only with a
 * challenge found here, unexpired, of the same purpose (and user, for registration), and the row
 * is deleted as it is used, so each challenge works once. Sign-in challenges have no user
 * (the passkey names its user).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('passkey_challenges_expires_at_idx').on(t.expiresAt)],
);
