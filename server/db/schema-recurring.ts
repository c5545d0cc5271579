import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { investments, investmentSchemas } from './schema-investments.ts';
import { marketAssets } from './schema-market.ts';
import { users } from './schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A recurring investment plan. `next_run_at` is the due time of run number `runs_since_anchor`
 * counted from `anchor_at`; a change of period moves the anchor to the next run, so a monthly
 * plan keeps its day of the month (31st, then the last day of shorter months).
 */
export const recurringPlans = pgTable(
  'recurring_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    schemaId: uuid('schema_id')
      .notNull()
      .references(() => investmentSchemas.id),
    amountCents: cents('amount_cents').notNull(),
    walletType: text('wallet_type', { enum: ['main', 'profit'] }).notNull(),
    every: text('every', { enum: ['day', 'week', 'month'] }).notNull(),
    anchorAt: ts('anchor_at').notNull(),
    runsSinceAnchor: integer('runs_since_anchor').notNull().default(0),
    nextRunAt: ts('next_run_at').notNull(),
    status: text('status', { enum: ['active', 'paused', 'stopped'] })
      .notNull()
      .default('active'),
    skippedInRow: integer('skipped_in_row').notNull().default(0),
    pausedReason: text('paused_reason'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('recurring_plans_due_idx').on(t.nextRunAt).where(sql`${t.status} = 'active'`),
    index('recurring_plans_user_idx').on(t.userId, t.createdAt.desc()),
    check('recurring_plans_amount', sql`${t.amountCents} > 0`),
  ],
);

/** One row per due run, written with the investment (or the skip) it made; one per due date. */
export const recurringRuns = pgTable(
  'recurring_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => recurringPlans.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    dueAt: ts('due_at').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    outcome: text('outcome', { enum: ['invested', 'skipped'] }).notNull(),
    reason: text('reason'),
    investmentId: uuid('investment_id').references(() => investments.id),
    amountCents: cents('amount_cents').notNull(),
    ranAt: ts('ran_at').notNull(),
  },
  (t) => [
    uniqueIndex('recurring_runs_due_key').on(t.planId, t.dueAt),
    uniqueIndex('recurring_runs_idempotency_key').on(t.idempotencyKey),
    index('recurring_runs_plan_idx').on(t.planId, t.dueAt.desc()),
  ],
);

/** A level the user watches (Main balance under it, a market rate crossing it); `triggered` guards each crossing. */
export const alertLevels = pgTable(
  'alert_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['balance', 'price'] }).notNull(),
    symbol: text('symbol').references(() => marketAssets.symbol, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['above', 'below'] }).notNull(),
    levelCents: cents('level_cents'),
    levelRate: numeric('level_rate', { precision: 24, scale: 8 }),
    triggered: boolean('triggered').notNull().default(false),
    triggeredAt: ts('triggered_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('alert_levels_balance_key').on(t.userId).where(sql`${t.kind} = 'balance'`),
    index('alert_levels_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Alerts about one thing that happen once (maturity in 3 days, on the day): the key proves it was sent. */
export const alertsSent = pgTable(
  'alerts_sent',
  {
    subjectId: uuid('subject_id').notNull(),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [primaryKey({ name: 'alerts_sent_pk', columns: [t.subjectId, t.kind] })],
);
