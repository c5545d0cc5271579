import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per sign-in (password, registration, passkey, a password change's fresh token). The
 * token carries the row's id (`sid`); the auth check refuses a token whose row is revoked, whose
 * user's token version moved on (logout, password change, ban) or that is gone. `last_seen_at` is
 * written at most once a minute per session (server/lib/session-touch.ts).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's token version when issued: a later bump (logout, password change, ban) ends it too. */
    tokenVersion: integer('token_version').notNull(),
    method: text('method').notNull(),
    deviceKey: text('device_key').notNull(),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    platform: text('platform').notNull(),
    ipAddress: text('ip_address').notNull(),
    place: text('place').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** The last fresh step-up (password, plus the second factor when on) of this session; its sign-in never sets it. */
    steppedUpAt: at('stepped_up_at'),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.lastSeenAt.desc())],
);

/**
 * Every sign-in attempt. `user_id` is null for an unknown account (kept for operators, never
 * shown); `reason` is null for a success.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    method: text('method').notNull(),
    sessionId: uuid('session_id'),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    platform: text('platform').notNull(),
    ipAddress: text('ip_address').notNull(),
    place: text('place').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('login_attempts_user_idx').on(t.userId, t.id.desc()),
    index('login_attempts_created_idx').on(t.createdAt),
  ],
);

/** The devices (browser, OS and platform family) a user has signed in from: a new one is told by mail. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceKey] })],
);
