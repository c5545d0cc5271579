import { http, HttpResponse } from 'msw';
import type { Dashboard } from '../../../src/contract/admin-dashboard.ts';
import type { AdminUserDetail, AdminUserRow } from '../../../src/contract/admin-users.ts';
import type { Approval } from '../../../src/contract/approvals.ts';
import { makeTransaction, makeUser, makeWallet } from './fixtures.ts';

/** The admin console's data (dashboard, audit, users, approvals, on-chain), shared by the language tests. */

// A loaded machine renders the admin pages slowly: generous waits, no sleeps.
export const WAIT = { timeout: 8000 };
export const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
// Data, not text: names, emails, codes, currencies and the values the server stores.
// Dates come from the formatter in its own language (English under the pseudo-locale): Mar, AM, UTC.
export const DATA = [
  // The server's own sentence (first: the shorter data below would split it).
  'Add 2,500.00 USD to the Main Wallet of',
  `0x${'cd'.repeat(32)}`,
  '0xcdcdcdcd',
  'WalletInvest',
  'boss',
  'USD',
  'fraud',
  'RPC',
  'KYC',
  'USDT',
  'TRON',
  'Mar',
  'AM',
  'PM',
  'UTC',
  'jane@example.com',
  'jane',
  'Jane',
  'Doe',
  'Canada',
  'JANE1',
  'Main Wallet',
  'Profit Wallet',
  'Opening credit',
  'Gold plan',
  'TRX',
  'example',
  'com',
  'Goodwill credit',
  'finance@',
  'Transfer',
  'alice',
  'bob',
  'Bo Ss',
  'Fiona Nance',
  'fiona@',
  'USDT (BNB Chain)',
  'BNB Smart Chain',
  'BNB Chain',
  'rate limited',
  'ivy@',
];

export const dashboard: Dashboard = {
  currency: 'USD',
  generatedAt: '2026-03-03T08:00:00.000Z',
  users: { total: 42, newToday: 3, banned: 1 },
  deposits: { pending: { count: 2, amount: 300 }, approved: { count: 10, amount: 5000 } },
  withdrawals: { pending: null, approved: { count: 1, amount: 75 } },
  investments: { totalInvested: 2500, active: 4 },
  profitPaid: 123.45,
  feeIncome: 67.89,
  kycPending: 5,
  openTickets: null,
  chart: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-03-${String(i + 1).padStart(2, '0')}`,
    deposits: i,
    withdrawals: 0,
    investments: 2 * i,
  })),
  profitEngine: { lastRunAt: null, late: true, expectedEverySeconds: 60 },
};

export const audit = {
  items: [
    {
      id: 2,
      actor: { id: 'a1', username: 'boss', email: 'boss@example.com' },
      action: 'user.ban',
      targetType: 'user',
      targetId: 'u1234567',
      before: { banned: false },
      after: { banned: true, banReason: 'fraud' },
      reason: 'fraud',
      createdAt: '2026-03-03T07:00:00.000Z',
    },
  ],
  nextCursor: null,
};

export const jane: AdminUserRow = {
  id: 'u1',
  role: 'user',
  username: 'jane',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  country: 'Canada',
  emailVerified: true,
  bannedAt: null,
  banReason: null,
  closedAt: null,
  kycStatus: 'pending',
  mainBalance: 120.5,
  profitBalance: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  canDeposit: true,
  canWithdraw: true,
  canSendMoney: true,
};

export const janeDetail: AdminUserDetail = {
  user: { ...jane, phone: '+1 555', avatar: null, referralCode: 'JANE1' },
  wallets: [makeWallet({ balance: 120.5 }), makeWallet({ id: 'w-profit', type: 'profit', name: 'Profit Wallet' })],
  transactions: [makeTransaction({ type: 'admin_adjustment', description: 'Opening credit', amount: 120.5 })],
  deposits: { available: true, items: [] },
  withdrawals: { available: false, items: [] },
  investments: {
    available: true,
    items: [{ id: 'i1', amount: 50, status: 'active', label: 'Gold plan', createdAt: '2026-03-02T00:00:00.000Z' }],
  },
  referrals: { referredBy: null, referees: [], total: 0 },
  kyc: { status: 'pending', reason: null, submittedAt: '2026-03-01T12:00:00.000Z', idType: null, reviewedAt: null },
};

export const approval = (overrides: Partial<Approval>): Approval => ({
  id: 'ap1',
  kind: 'balance_adjustment',
  status: 'pending',
  summary: 'Add 2,500.00 USD to the Main Wallet of jane@example.com',
  amount: 2500,
  currency: 'USD',
  user: { id: 'u1', email: 'jane@example.com', username: 'jane', name: 'Jane Doe' },
  withdrawal: null,
  adjustment: { walletType: 'main', direction: 'add', reason: 'Goodwill credit' },
  requestedBy: { id: 'a2', email: 'finance@example.com', name: 'Fin Ance' },
  requestedAt: '2026-03-01T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  transactionReference: null,
  ...overrides,
});

export const dashboardHandlers = [
  http.get('*/api/admin/dashboard', () => HttpResponse.json({ data: dashboard })),
  http.get('*/api/admin/audit', () => HttpResponse.json(audit)),
];

const tx = `0x${'cd'.repeat(32)}`;
export const onchainPayment = {
  id: 'p1',
  chainId: 56,
  txHash: tx,
  explorerUrl: null,
  assetAmount: '2',
  amount: 2,
  confirmations: 12,
  required: 12,
  status: 'review',
  reviewReason: 'under_minimum',
  depositId: null,
  seenAt: '2026-11-25T10:00:00.000Z',
  creditedAt: null,
  methodId: 'm1',
  methodName: 'USDT (BNB Chain)',
  asset: 'USDT',
  address: '0x3cdd4b7d5f8b3eec3dc51f25ea537c3cd3c818f2',
  assetAddress: null,
  user: { id: 'u1', email: 'ivy@example.com', username: 'ivy' },
  resolutionNote: null,
  reorgReportedAt: null,
  limits: { min: 10, max: 5000 },
  amountUnits: '2000000',
};
export const onchainWatcher = {
  methodId: 'm1',
  methodName: 'USDT (BNB Chain)',
  chainId: 56,
  scannedBlock: 1000,
  headBlock: 1040,
  lag: 40,
  error: 'rate limited',
  rpcWarning: null,
  scannedAt: '2026-11-25T10:00:00.000Z',
  reviewCount: 1,
};
