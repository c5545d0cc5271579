import { http, HttpResponse } from 'msw';
import type { AdminMail } from '../../../src/contract/admin-mail.ts';
import type { DepositMethod } from '../../../src/contract/deposits.ts';
import type { AdminWithdrawal, WithdrawalMethod } from '../../../src/contract/withdrawals.ts';
import { batch, candidate, TOKEN } from './fixtures-admin-money.ts';

/** The admin money screens' answers: the deposit and withdrawal pages, and the mail outbox. */

export const withdrawal: AdminWithdrawal = {
  id: 'w1',
  reference: 'WDRAAAA00001',
  methodName: 'USDT (TRC20)',
  currency: 'USDT',
  accountName: 'My TRON wallet',
  details: { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  amount: 50,
  charge: 1,
  receiveAmount: 49,
  processingTime: 'Within 24 hours',
  status: 'rejected',
  rejectionReason: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  payoutReference: 'PAY2',
  createdAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
  user: { id: 'u1', email: 'al@example.com', username: 'al' },
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

export const evmMethod: DepositMethod = {
  id: 'm-evm',
  name: 'USDT (BEP20)',
  kind: 'evm',
  currency: 'USDT',
  network: '',
  address: '',
  instructions: '',
  min: 10,
  max: 5000,
  chargeFixed: 0,
  chargePercent: 0,
  rate: '1',
  decimals: 2,
  active: true,
  evm: {
    chainId: 56,
    rpcUrl: 'https://bsc.example',
    tokenAddress: TOKEN,
    assetDecimals: 18,
    confirmations: 12,
    xpub: 'xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz',
    delayed: false,
    scanError: null,
    rpcWarning: null,
  },
};

export const mail = (overrides: Partial<AdminMail>): AdminMail => ({
  id: 'm1',
  userId: 'u1',
  to: 'ada@example.com',
  template: 'deposit_approved',
  subject: 'Your deposit of 100.00 USD was approved',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  createdAt: '2026-03-03T07:00:00.000Z',
  sentAt: '2026-03-03T07:00:05.000Z',
  ...overrides,
});

export const MAIL = [
  mail({}),
  mail({
    id: 'm2',
    status: 'failed',
    attempts: 8,
    sentAt: null,
    subject: 'Reset your password',
    template: 'reset_password',
    lastError: 'connect ECONNREFUSED',
  }),
  mail({ id: 'm3', status: 'queued', attempts: 2, sentAt: null, nextAttemptAt: '2026-03-03T08:00:00.000Z' }),
];

export const depositPage = [
  http.get('*/api/admin/deposit-queue', () => HttpResponse.json({ items: [], nextCursor: null })),
  http.get('*/api/admin/deposit-methods', () => HttpResponse.json([evmMethod])),
  http.get('*/api/admin/deposit-methods/kinds', () =>
    HttpResponse.json(['crypto', 'manual', 'evm', 'card'].map((kind) => ({ kind, available: true, reason: null }))),
  ),
];

export const withdrawalPage = [
  http.get('*/api/admin/withdrawal-queue', () => HttpResponse.json({ items: [withdrawal], nextCursor: null })),
  http.get('*/api/admin/withdrawal-methods', () => HttpResponse.json([bank])),
  http.get('*/api/admin/payout-batches', () =>
    HttpResponse.json({
      items: [
        batch({}),
        batch({
          id: 'b2',
          reference: 'PAY2',
          status: 'awaiting_approval',
          chainId: null,
          tokenAddress: null,
          items: batch({}).items.map((i) => ({ ...i, exception: 'USDT' })),
        }),
      ],
    }),
  ),
  http.get('*/api/admin/payout-batches/candidates', () => HttpResponse.json({ items: [candidate] })),
];
