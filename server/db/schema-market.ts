import { bigserial, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Assets shown on the market page with their current rate to the site currency (not money balances). */
export const marketAssets = pgTable('market_assets', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  rate: numeric('rate', { precision: 24, scale: 8 }).notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Every rate an asset had, for the 24 h / 30 d change and the chart. */
export const marketRates = pgTable(
  'market_rates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol')
      .notNull()
      .references(() => marketAssets.symbol, { onDelete: 'cascade' }),
    rate: numeric('rate', { precision: 24, scale: 8 }).notNull(),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [index('market_rates_symbol_idx').on(t.symbol, t.recordedAt.desc())],
);
