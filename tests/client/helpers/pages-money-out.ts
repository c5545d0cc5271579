import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { screenFormat } from '../../../src/contract/locale-format.ts';
import type { Withdrawal } from '../../../src/contract/withdrawals.ts';
import {
  account,
  bank,
  cooling,
  DATA,
  ladder,
  paused,
  PAUSED_UNTIL,
  referralLogs,
  referrals,
  wallets,
} from './fixtures-money-out.ts';
import { readyOn, type PageCase } from './page-case.ts';

/** Every money-out page's answers; a test adds only what differs (a pause). */
export const MONEY_OUT_HANDLERS = [
  wallets,
  http.get('*/api/withdrawal-accounts', () => HttpResponse.json([account, cooling])),
  http.get('*/api/withdrawals/methods', () => HttpResponse.json([bank])),
  http.get('*/api/referrals', () => HttpResponse.json(referrals)),
  referralLogs,
  http.get('*/api/ranking-badges', () => HttpResponse.json(ladder)),
];

const withdrawal: Withdrawal = {
  id: 'wd1',
  reference: 'WDRAAAA00001',
  methodName: 'USDT (TRC20)',
  currency: 'USDT',
  accountName: 'My TRON wallet',
  details: { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  amount: 50,
  charge: 1,
  receiveAmount: 49,
  processingTime: '1-3 business days',
  status: 'pending',
  rejectionReason: null,
  payoutReference: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
};

/** The money-out pages with their answers; `ready` waits for their data. */
export const MONEY_OUT_PAGES = {
  withdraw: {
    name: 'Withdraw',
    path: '/user/withdraw',
    handlers: [...MONEY_OUT_HANDLERS, paused],
    ready: async () => {
      await screen.findByRole('combobox', {}, { timeout: 8000 });
      await screen.findByText(screenFormat().dateTimeWithZone(PAUSED_UNTIL), {}, { timeout: 8000 });
    },
    data: DATA,
  },
  withdrawLog: {
    name: 'Withdraw Log',
    path: '/user/withdraw/log',
    handlers: [
      ...MONEY_OUT_HANDLERS,
      http.get('*/api/withdrawals', () => HttpResponse.json({ items: [withdrawal], nextCursor: null })),
    ],
    ready: readyOn(/WDRAAAA00001|USDT \(TRC20\)/),
    data: [...DATA, 'WDRAAAA00001'],
  },
  accounts: {
    name: 'Withdrawal Accounts',
    path: '/user/withdrawal-accounts',
    handlers: MONEY_OUT_HANDLERS,
    ready: readyOn('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'),
    data: DATA,
  },
  addAccount: {
    name: 'Add Withdrawal Account',
    path: '/user/add-withdrawal-account',
    handlers: MONEY_OUT_HANDLERS,
    ready: () => screen.findByRole('combobox', {}, { timeout: 8000 }),
    data: DATA,
  },
  send: {
    name: 'Send Money',
    path: '/user/send-money',
    handlers: [...MONEY_OUT_HANDLERS, paused],
    ready: () => screen.findByText(screenFormat().dateTimeWithZone(PAUSED_UNTIL), { exact: false }, { timeout: 8000 }),
    data: DATA,
  },
  sendLog: {
    name: 'Send Money Log',
    path: '/user/send-money/log',
    handlers: MONEY_OUT_HANDLERS,
    ready: () => screen.findByRole('heading', { level: 1 }, { timeout: 8000 }),
    data: DATA,
  },
  referral: {
    name: 'Referral',
    path: '/user/referral',
    handlers: MONEY_OUT_HANDLERS,
    ready: async () => {
      await screen.findByText('JANE1', {}, { timeout: 8000 });
      await screen.findByText(/bob/, {}, { timeout: 8000 });
    },
    data: [...DATA, 'bob'],
  },
  badges: {
    name: 'Ranking Badge',
    path: '/user/ranking-badge',
    handlers: MONEY_OUT_HANDLERS,
    ready: () => screen.findByRole('progressbar', {}, { timeout: 8000 }),
    data: DATA,
  },
} satisfies Record<string, PageCase>;
