import { http, HttpResponse } from 'msw';
import type { Badge, RankingBadges } from '../../../src/contract/badges.ts';
import { screenFormat } from '../../../src/contract/locale-format.ts';
import type { ReferralStats } from '../../../src/contract/referrals.ts';
import type { WithdrawalAccount, WithdrawalMethod } from '../../../src/contract/withdrawals.ts';
import { makeWallet } from './fixtures.ts';

/** The money-out pages' data (withdraw, accounts, send, referral, badges), shared by the language tests. */

export const main = makeWallet({ balance: 500 });
export const PAUSED_UNTIL = '2026-03-03T08:30:00.000Z';
export const USABLE_FROM = '2026-03-02T10:00:00.000Z';

export const account: WithdrawalAccount = {
  id: 'acc1',
  methodId: 'wm1',
  methodName: 'USDT (TRC20)',
  currency: 'USDT',
  name: 'My TRON wallet',
  details: { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  createdAt: '2026-03-01T10:00:00.000Z',
  usableFrom: null,
};
export const cooling: WithdrawalAccount = {
  ...account,
  id: 'acc2',
  name: 'Savings',
  methodName: 'Bank transfer',
  details: { iban: 'GB00TEST', bank_name: 'Lloyds' },
  usableFrom: USABLE_FROM,
};
export const bank: WithdrawalMethod = {
  id: 'wm2',
  name: 'Bank transfer',
  currency: 'USD',
  min: 50,
  max: 50000,
  chargeFixed: 0,
  chargePercent: 1.5,
  processingTime: '1-3 business days',
  fields: [{ key: 'iban', label: 'IBAN', required: true }],
  active: true,
};
export const referrals: ReferralStats = {
  code: 'JANE1',
  link: 'http://localhost/register?ref=JANE1',
  currency: 'USD',
  totalEarned: 45,
  totalReferrals: 2,
  levels: [
    { level: 1, count: 2, earned: 40 },
    { level: 2, count: 0, earned: 0 },
  ],
  commissions: { deposit: [5, 2], investment: [3], profit: [] },
};
export function badge(overrides: Partial<Badge>): Badge {
  return {
    id: 'b',
    name: 'Bronze',
    icon: '',
    description: '',
    rank: 1,
    minDeposited: 100,
    minInvested: 0,
    minEarned: 0,
    minReferrals: 0,
    bonus: 5,
    active: true,
    reached: false,
    reachedAt: null,
    ...overrides,
  };
}
export const bronze = badge({ id: 'b1', reached: true, reachedAt: '2026-03-01T00:00:00.000Z' });
export const silver = badge({ id: 'b2', name: 'Silver', rank: 2, minInvested: 500, minReferrals: 3, bonus: 20 });
export const ladder: RankingBadges = {
  badges: [bronze, silver],
  current: bronze,
  next: silver,
  percent: 35,
  stats: { deposited: 200, invested: 250, earned: 0, referrals: 1 },
};

// Data, not text: names, codes, methods and currencies the server sends, and the formatter's dates
// (the pseudo-locale accents messages only; dates and amounts keep the active language's form).
export const DATA = [
  'My TRON wallet',
  'Savings',
  'Bank transfer',
  'USDT (TRC20)',
  'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  'GB00TEST',
  'Lloyds',
  'IBAN',
  '1-3 business days',
  'USDT',
  'USD',
  'http://localhost/register?ref=JANE1',
  'JANE1',
  'Bronze',
  'Silver',
  'jane',
  'Jane',
];
// Text of shared components outside this area (src/components/money/charge-preview.tsx's region
// name), moved to the catalogs with those components: listed so that it is the only exception.
export const SHARED = ['Charge preview'];
export const dates = (...moments: string[]) =>
  moments.flatMap((m) => [screenFormat().dateTimeWithZone(m), screenFormat().dateTime(m)]);

export const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([main]));
export const paused = http.get('*/api/withdrawal-protection', () =>
  HttpResponse.json({ pausedUntil: PAUSED_UNTIL, reason: 'password_changed', coolingOffHours: 24 }),
);

export const referralLogs = http.get('*/api/referrals/logs', () =>
  HttpResponse.json({
    logs: [
      {
        id: 'c1',
        fromUsername: 'bob',
        level: 1,
        source: 'deposit',
        sourceAmount: 800,
        percent: 5,
        amount: 40,
        createdAt: '2026-03-02T10:00:00.000Z',
      },
    ],
    nextCursor: null,
  }),
);
