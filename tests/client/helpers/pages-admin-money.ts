import { http, HttpResponse } from 'msw';
import type { AdminMail } from '../../../src/contract/admin-mail.ts';
import type { CardPaymentIssue } from '../../../src/contract/card-payments.ts';
import type { DepositMethod } from '../../../src/contract/deposits.ts';
import type { PayoutBatch, PayoutCandidate } from '../../../src/contract/payout-batches.ts';
import type { AdminWithdrawal, WithdrawalMethod } from '../../../src/contract/withdrawals.ts';
import { makeUser } from './fixtures.ts';

/** The admin money screens' data (deposit methods, card issues, withdrawals, payouts, mail), shared by the language tests. */

export const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
export const user = { id: 'u1', email: 'al@example.com', username: 'al' };
export const EVM_ADDRESS = '0x1111111111111111111111111111111111111111';
export const TOKEN = '0x55d398326f99059fF775485246999027B3197955';
export const HASH = `0x${'ab'.repeat(32)}`;

// Data, not text: names, e-mails, references, codes, currencies, addresses and what the server wrote.
export const DATA = [
  'al@example.com',
  '@al',
  'ada@example.com',
  EVM_ADDRESS,
  TOKEN,
  HASH,
  'DEPCARD000001',
  'ch_1',
  'ch_9',
  'USDT (BEP20)',
  'USDT (TRC20)',
  'WDREVM',
  'WDRAAAA00001',
  'PAY1',
  'PAY2',
  'My TRON wallet',
  'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  'Bank transfer',
  '1-3 business days',
  'Your deposit of 100.00 USD was approved',
  'Reset your password',
  'deposit approved',
  'reset password',
  'connect ECONNREFUSED',
  'signature mismatch',
  'Reached the node twice',
  'xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz',
  'https://bsc.example',
  'USDT',
  'USD',
  // Dates: the pseudo-locale keeps English's date format (the formatter's language is not a message).
  'Nov',
  'Mar',
  'AM',
  'PM',
  // Last, so as not to cut longer data: an e-mail is shown in parts that may break at its dots and at sign.
  'ada',
  'al',
  'example',
  'com',
];

/**
 * Words of the shared admin building blocks (src/components/admin: the method list, its limit fields
 * and Save, the review queue's columns and search, the review buttons): another catalog area moves
 * them, so this file checks only the texts these screens write themselves.
 */
export const SHARED = [
  'Minimum',
  'Maximum',
  'Fixed charge',
  'Percent charge',
  'Active',
  'Inactive',
  'Save method',
  'Cancel',
  'Rejected',
  'Reject',
  'Select',
  'Request',
  'User',
  'Decision',
  'Name',
  'Currency',
  'Limits',
  'Charge',
  'Status',
  'Actions',
  'Add method',
  'Edit',
  'Delete',
];


export const issue = (overrides: Partial<CardPaymentIssue>): CardPaymentIssue => ({
  id: 'i1',
  kind: 'refund',
  status: 'open',
  approvalStatus: null,
  deposit: { id: 'd1', reference: 'DEPCARD000001', amount: 100, receiveAmount: 96.8 },
  user,
  chargeId: 'ch_1',
  amount: 100,
  currency: 'USD',
  suggestedAmount: 96.8,
  reason: null,
  note: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

export const ISSUES: CardPaymentIssue[] = [
  issue({}),
  issue({ id: 'i2', kind: 'amount_mismatch', amount: 120, suggestedAmount: 120, limits: { min: 10, max: 5000 } }),
  issue({ id: 'i3', kind: 'invalid_event', deposit: null, user: null, chargeId: 'ch_9', reason: 'signature mismatch' }),
  issue({ id: 'i4', kind: 'dispute', status: 'awaiting_approval', approvalStatus: 'approved' }),
  issue({ id: 'i5', kind: 'refund', status: 'dismissed', note: 'Reached the node twice' }),
];

export const candidate: PayoutCandidate = {
  withdrawalId: 'w-WDREVM',
  reference: 'WDREVM',
  methodName: 'USDT (BEP20)',
  user,
  address: EVM_ADDRESS,
  network: 'evm',
  amount: 99,
  createdAt: '2026-11-25T10:00:00.000Z',
};

export const batch = (overrides: Partial<PayoutBatch>): PayoutBatch => ({
  id: 'b1',
  reference: 'PAY1',
  status: 'ready',
  chainId: 56,
  tokenAddress: TOKEN,
  assetDecimals: 18,
  rate: '1',
  total: 100,
  netTotal: 99,
  createdBy: 'a1',
  approvedBy: null,
  paidBy: null,
  transactionHash: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  paidAt: null,
  items: [
    {
      withdrawalId: candidate.withdrawalId,
      reference: 'WDREVM',
      user,
      address: EVM_ADDRESS,
      amount: 99,
      assetAmount: '99.000000000000000000',
      transactionHash: null,
      exception: null,
    },
  ],
  ...overrides,
});

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
