import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One published proof of liabilities: the root of its Merkle sum tree and what it sums to (migration 0036). */
export const liabilitySnapshots = pgTable(
  'liability_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    takenAt: at('taken_at').notNull(),
    rootHash: text('root_hash').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    leafCount: integer('leaf_count').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    index('liability_snapshots_taken_idx').on(t.takenAt.desc(), t.id.desc()),
    check('liability_snapshots_figures', sql`${t.totalCents} >= 0 AND ${t.leafCount} >= 1`),
  ],
);

/** The leaves of a snapshot, kept so a user's path to the root can be rebuilt whenever they ask. */
export const liabilityLeaves = pgTable(
  'liability_leaves',
  {
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => liabilitySnapshots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    leafIndex: integer('leaf_index').notNull(),
    nonce: text('nonce').notNull(),
    idHash: text('id_hash').notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'liability_leaves_pkey', columns: [t.snapshotId, t.userId] }),
    uniqueIndex('liability_leaves_position_key').on(t.snapshotId, t.leafIndex),
    check('liability_leaves_balance', sql`${t.balanceCents} > 0 AND ${t.leafIndex} >= 0`),
  ],
);
