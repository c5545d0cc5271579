import { http, HttpResponse } from 'msw';
import type { Investment, InvestmentSchema, Portfolio } from '../../../src/contract/investments.ts';
import type { Market } from '../../../src/contract/market.ts';
import type { RecurringPlan } from '../../../src/contract/recurring-investments.ts';
import { makeWallet } from './fixtures.ts';

/** The plans pages' data (plans, investments, portfolio, recurring, alerts, proof of liabilities), shared by the language tests. */

// Dates come from the formatter (Intl) of the active language; the pseudo-locale has none of its
// own, so month and day names, AM/PM, the zone and a list's "and" read in English there.
export const FORMATTED = [
  'Mar',
  'Nov',
  'Dec',
  'AM',
  'PM',
  'UTC',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'and',
];
// Data, not text: the app's name, plan and asset names, the operator's interval label and badge,
// currency codes and symbols, a reason the server wrote, and the operator's maintenance message.
export const DATA = [
  'WalletInvest',
  'Starter',
  'Gold Weekly',
  'Daily',
  'Weekly',
  'New',
  'USD',
  'BTC',
  'Bitcoin',
  'Insufficient balance in your Main Wallet',
  'Database upgrade until noon.',
  'ZIP',
  'JSON',
  'CSV',
  'npm run verify-liabilities -- proof.json',
  ...FORMATTED,
];
// Words of shared components (src/components) that another catalog area owns, not these pages.
export const SHARED = ['Charge preview', 'Cancel'];

export const wallets = http.get('*/api/wallet/wallets', () =>
  HttpResponse.json([makeWallet({ balance: 500 }), makeWallet({ id: 'w-profit', type: 'profit', balance: 20 })]),
);

export function schema(overrides: Partial<InvestmentSchema> = {}): InvestmentSchema {
  return {
    id: 's1',
    name: 'Starter',
    badgeText: 'New',
    amountType: 'range',
    minAmount: 50,
    maxAmount: 999,
    returnType: 'percent',
    returnValue: 1.5,
    intervalHours: 24,
    intervalLabel: 'Daily',
    periods: 3,
    capitalBack: true,
    offDays: [0, 6],
    featured: true,
    active: true,
    totalReturn: 4.5,
    compounding: true,
    earlyExitPenaltyPercent: 5,
    earlyExitMinPeriods: 2,
    ...overrides,
  };
}

export const gold = schema({
  id: 's2',
  name: 'Gold Weekly',
  badgeText: '',
  amountType: 'fixed',
  minAmount: 100,
  maxAmount: 100,
  intervalHours: 168,
  intervalLabel: 'Weekly',
  periods: 25,
  offDays: [],
  featured: false,
  compounding: false,
  earlyExitPenaltyPercent: null,
  earlyExitMinPeriods: 0,
});
export const schemas = http.get('*/api/schemas', () => HttpResponse.json({ schemas: [schema(), gold] }));

export const investment: Investment = {
  id: 'i1',
  schemaId: 's1',
  schemaName: 'Starter',
  amount: 200,
  sourceWallet: 'main',
  returnType: 'percent',
  returnValue: 1.5,
  intervalHours: 24,
  intervalLabel: 'Daily',
  periods: 3,
  capitalBack: true,
  profitPerPeriod: 3,
  status: 'active',
  periodsPaid: 1,
  periodsLeft: 2,
  profitPaid: 3,
  nextProfitAt: '2026-03-05T09:00:00.000Z',
  createdAt: '2026-03-02T09:00:00.000Z',
  completedAt: null,
  compounding: true,
  reinvestProfit: true,
  atMaturity: 'payout',
  principal: 203,
  projectedAtMaturity: 209.09,
  earlyExitPenaltyPercent: 5,
  earlyExitMinPeriods: 2,
  exitedAt: null,
  exitPenalty: null,
  renewedFromId: null,
};

export const portfolio: Portfolio = {
  currency: 'USD',
  totalInvested: 1600,
  activeInvested: 1000,
  activeCount: 1,
  completedCount: 3,
  totalProfit: 116,
  profitByDay: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    amount: i % 2 ? 4 : 0,
  })),
  allocation: [{ schemaId: 's1', name: 'Starter', amount: 1000, count: 1 }],
  compoundingCurve: [
    { period: 0, principal: 1000 },
    { period: 3, principal: 1045.68 },
  ],
};

export const recurring: RecurringPlan = {
  id: 'p1',
  schemaId: 's1',
  schemaName: 'Starter',
  amount: 100,
  walletType: 'main',
  every: 'week',
  status: 'active',
  nextRunAt: '2026-03-09T09:00:00.000Z',
  skippedInRow: 0,
  pausedReason: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  runs: [
    {
      id: 'r1',
      dueAt: '2026-03-02T09:00:00.000Z',
      ranAt: '2026-03-02T09:00:01.000Z',
      outcome: 'skipped',
      reason: 'Insufficient balance in your Main Wallet',
      investmentId: null,
      amount: 100,
    },
  ],
};

export const market: Market = {
  currency: 'USD',
  assets: [
    {
      symbol: 'BTC',
      name: 'Bitcoin',
      rate: 67250,
      change24h: 1.25,
      change30d: -3.5,
      updatedAt: '2026-03-02T00:00:00.000Z',
      history: [{ at: 'a', rate: 67250 }],
    },
  ],
};
