import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, index, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Failed secret checks (password, second factor, sign-in) per key, e.g. `factor:<user id>`:
 * failures counted from `window_start`; reaching the limit sets `locked_until` (server/lib/secret-throttle.ts).
 */
export const secretFailures = pgTable('secret_failures', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  failures: integer('failures').notNull(),
  lockedUntil: at('locked_until'),
});

/**
 * The single-use link of a security notice ("This wasn't me"): only its SHA-256 is stored. Using
 * it signs the account out everywhere and removes the passkeys it lists (those added shortly before).
 */
export const securityUndoTokens = pgTable(
  'security_undo_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    reason: text('reason').notNull(),
    passkeyIds: jsonb('passkey_ids').$type<string[]>().notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('security_undo_tokens_hash_key').on(t.tokenHash),
    index('security_undo_tokens_user_idx').on(t.userId),
  ],
);
