import type { CardPaymentIssue } from '../../../src/contract/card-payments.ts';
import type { PayoutBatch, PayoutCandidate } from '../../../src/contract/payout-batches.ts';
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
