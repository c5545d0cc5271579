import type { Deposit, DepositMethod } from '../../../src/contract/deposits.ts';
import type { Market } from '../../../src/contract/market.ts';
import type { Statement, YearlySummary } from '../../../src/contract/statements.ts';
import { makeWallet } from './fixtures.ts';

/** The money-in pages' data (adding money, wallets, exchange, market, transactions, statements), shared by the language tests. */

export const usdt: DepositMethod = {
  id: 'm-usdt',
  name: 'USDT (TRC20)',
  kind: 'crypto',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
  instructions: 'Send only USDT on TRC20.',
  min: 10,
  max: 50000,
  chargeFixed: 0,
  chargePercent: 1,
  rate: '1',
  decimals: 2,
  active: true,
};

export const deposit = (overrides: Partial<Deposit> = {}): Deposit => ({
  id: 'd1',
  reference: 'DEPABCDEF1234',
  methodId: usdt.id,
  methodName: usdt.name,
  kind: 'crypto',
  currency: 'USDT',
  network: 'TRC20',
  address: usdt.address,
  instructions: usdt.instructions,
  rate: '1',
  payAmount: '75.00',
  amount: 75,
  charge: 0.75,
  receiveAmount: 74.25,
  transactionHash: null,
  hasProof: false,
  proofName: null,
  status: 'pending',
  rejectionReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

export const wallets = [
  makeWallet({ balance: 1000 }),
  makeWallet({ id: 'w-profit', name: 'Profit Wallet', type: 'profit', balance: 50 }),
];

export const statement: Statement = {
  platform: 'WalletInvest',
  holder: { name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' },
  wallet: { type: 'main', name: 'Main Wallet', currency: 'USD' },
  period: {
    from: '2026-03-01',
    to: '2026-03-31',
    start: '2026-03-01T00:00:00.000Z',
    end: '2026-04-01T00:00:00.000Z',
    timeZone: 'UTC',
    label: 'March 2026',
  },
  openingBalance: 100,
  closingBalance: 148.5,
  totals: { in: 100, out: 50, fees: 1.5, movements: 2 },
  movements: [
    {
      transactionId: 't1',
      reference: 'TRXAAAA1',
      date: '2026-03-04T09:30:00.000Z',
      type: 'deposit',
      description: 'Deposit via USDT',
      in: 100,
      out: 0,
      fee: 0,
      balance: 200,
    },
    {
      transactionId: 't2',
      reference: 'TRXAAAA2',
      date: '2026-03-20T18:05:00.000Z',
      type: 'exchange',
      description: 'Exchange to Profit Wallet',
      in: 0,
      out: 50,
      fee: 1.5,
      balance: 148.5,
    },
  ],
  generatedAt: '2026-04-02T10:00:00.000Z',
};

export const yearly: YearlySummary = {
  platform: 'WalletInvest',
  holder: { name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' },
  currency: 'USD',
  timeZone: 'UTC',
  years: [
    {
      year: 2026,
      deposits: 1200,
      withdrawals: 300,
      profitEarned: 45.25,
      referralIncome: 12,
      bonuses: 0,
      feesPaid: 9.5,
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
      history: [
        { at: 'a', rate: 66000 },
        { at: 'b', rate: 67250 },
      ],
    },
  ],
};

/**
 * Data, not text: codes, names, references and descriptions the server or the operator wrote, and
 * the month names the browser's date formatter writes in the pseudo-locale (it has no dates of its own).
 */
export const DATA = [
  'USDT',
  'USD',
  'TRC20',
  'BTC',
  'Bitcoin',
  'CSV',
  'PDF',
  'UTC',
  'DEPABCDEF1234',
  usdt.address,
  usdt.instructions,
  'TRXAAAA1',
  'TRXAAAA2',
  'Deposit via USDT',
  'Exchange to Profit Wallet',
  'March 2026',
  'Mar',
  'AM',
  'PM',
  // Longest first: a name is taken out whole before a code inside it ("Deposit via USDT", then "USDT").
].sort((a, b) => b.length - a.length);
/** Shared controls whose English another part of the app would own: none left, the copy button translates too. */
export const SHARED: string[] = [];
