import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions, users } from './schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * Investment plans ("schemas") an admin manages. `return_value` is basis points for a percent
 * return (150 = 1.50 % per period) and cents for a fixed one; `periods` null means lifetime.
 * Off days are UTC weekdays (0 = Sunday) on which no period falls.
 */
export const investmentSchemas = pgTable(
  'investment_schemas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    badgeText: text('badge_text').notNull().default(''),
    amountType: text('amount_type', { enum: ['range', 'fixed'] }).notNull(),
    minAmountCents: cents('min_amount_cents').notNull(),
    maxAmountCents: cents('max_amount_cents').notNull(),
    returnType: text('return_type', { enum: ['percent', 'fixed'] }).notNull(),
    returnValue: integer('return_value').notNull(),
    intervalHours: integer('interval_hours').notNull(),
    periods: integer('periods'),
    capitalBack: boolean('capital_back').notNull().default(false),
    offDays: jsonb('off_days').$type<number[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Investors may have each period's profit added to their principal. */
    compounding: boolean('compounding').notNull().default(false),
    /** Basis points of the principal kept on an early exit; null: no early exit. */
    earlyExitPenaltyBp: integer('early_exit_penalty_bp'),
    earlyExitMinPeriods: integer('early_exit_min_periods').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'investment_schemas_early_exit',
      sql`(${t.earlyExitPenaltyBp} IS NULL OR ${t.earlyExitPenaltyBp} BETWEEN 0 AND 10000) AND ${t.earlyExitMinPeriods} >= 0`,
    ),
    check('investment_schemas_amounts', sql`${t.minAmountCents} > 0 AND ${t.maxAmountCents} >= ${t.minAmountCents}`),
    check(
      'investment_schemas_terms',
      sql`${t.returnValue} > 0 AND ${t.intervalHours} > 0 AND (${t.periods} IS NULL OR ${t.periods} > 0)`,
    ),
  ],
);

/**
 * One investment with a copy of its schema's terms at the time it was made, so a later schema
 * edit never changes what it pays. `next_profit_at` is the due time of period `periods_paid + 1`;
 * the engine claims rows by (status, next_profit_at).
 */
export const investments = pgTable(
  'investments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    schemaId: uuid('schema_id')
      .notNull()
      .references(() => investmentSchemas.id),
    schemaName: text('schema_name').notNull(),
    amountCents: cents('amount_cents').notNull(),
    sourceWallet: text('source_wallet', { enum: ['main', 'profit'] }).notNull(),
    returnType: text('return_type', { enum: ['percent', 'fixed'] }).notNull(),
    returnValue: integer('return_value').notNull(),
    intervalHours: integer('interval_hours').notNull(),
    periods: integer('periods'),
    capitalBack: boolean('capital_back').notNull(),
    offDays: jsonb('off_days').$type<number[]>().notNull(),
    profitPerPeriodCents: cents('profit_per_period_cents').notNull(),
    status: text('status', { enum: ['active', 'completed', 'exited'] })
      .notNull()
      .default('active'),
    /** The schema allowed compounding when this was made (a copy, like the other terms). */
    compounding: boolean('compounding').notNull().default(false),
    reinvestProfit: boolean('reinvest_profit').notNull().default(false),
    atMaturity: text('at_maturity', { enum: ['payout', 'reinvest'] })
      .notNull()
      .default('payout'),
    /** amount_cents plus every profit reinvested into it; percent returns are computed on it. */
    principalCents: cents('principal_cents').notNull(),
    earlyExitPenaltyBp: integer('early_exit_penalty_bp'),
    earlyExitMinPeriods: integer('early_exit_min_periods').notNull().default(0),
    exitPenaltyCents: cents('exit_penalty_cents'),
    exitedAt: ts('exited_at'),
    /** The matured investment this one reinvests; unique, so one maturity renews at most once. */
    renewedFromId: uuid('renewed_from_id').references((): AnyPgColumn => investments.id),
    periodsPaid: integer('periods_paid').notNull().default(0),
    profitPaidCents: cents('profit_paid_cents').notNull().default(0),
    nextProfitAt: ts('next_profit_at'),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('investments_due_idx').on(t.nextProfitAt).where(sql`${t.status} = 'active'`),
    index('investments_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('investments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('investments_schema_idx').on(t.schemaId),
    check('investments_amount', sql`${t.amountCents} > 0 AND ${t.periodsPaid} >= 0`),
    check('investments_status_check', sql`${t.status} IN ('active', 'completed', 'exited')`),
    check('investments_at_maturity_check', sql`${t.atMaturity} IN ('payout', 'reinvest')`),
    check('investments_principal', sql`${t.principalCents} >= ${t.amountCents}`),
    uniqueIndex('investments_renewed_from_key').on(t.renewedFromId).where(sql`${t.renewedFromId} IS NOT NULL`),
    index('investments_exited_idx').on(t.exitedAt).where(sql`${t.exitedAt} IS NOT NULL`),
  ],
);

/** Each paid period; the unique key makes a second payment of one period impossible. */
export const investmentProfits = pgTable(
  'investment_profits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    investmentId: uuid('investment_id')
      .notNull()
      .references(() => investments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    periodNumber: integer('period_number').notNull(),
    amountCents: cents('amount_cents').notNull(),
    dueAt: ts('due_at').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    paidAt: ts('paid_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('investment_profits_period_key').on(t.investmentId, t.periodNumber),
    index('investment_profits_user_due_idx').on(t.userId, t.dueAt),
  ],
);

/** One row per run of a timed job: what the admin dashboard shows as "last ran". */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    untilAt: ts('until_at').notNull(),
    periodsPaid: integer('periods_paid').notNull().default(0),
    amountCents: cents('amount_cents').notNull().default(0),
    investmentsCompleted: integer('investments_completed').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('job_runs_job_idx').on(t.job, t.startedAt.desc())],
);
