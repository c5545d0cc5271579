import type { User } from '../../../src/contract/auth.ts';
import type { Transaction } from '../../../src/contract/transaction-shape.ts';
import type { MoneyResult } from '../../../src/contract/transfers.ts';
import type { WalletSummary } from '../../../src/contract/wallet-summary-shape.ts';
import type { Wallet } from '../../../src/contract/wallet-shape.ts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    role: 'user',
    username: 'jane',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    phone: '+1 555 0100',
    country: 'Canada',
    avatar: null,
    emailVerified: true,
    referralCode: 'JANE1',
    createdAt: '2026-01-01T00:00:00.000Z',
    language: 'en',
    ...overrides,
  };
}

export function makeWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    id: 'w-main',
    name: 'Main Wallet',
    balance: 0,
    currency: 'USD',
    type: 'main',
    userId: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Distinct totals, so no figure collides with a wallet balance on the same screen. */
export function makeSummary(overrides: Partial<WalletSummary> = {}): WalletSummary {
  return {
    currency: 'USD',
    mainBalance: 0,
    profitBalance: 0,
    totalBalance: 1500.25,
    totalDeposited: 2000,
    totalWithdrawn: 300,
    totalInvested: 700,
    profitEarned: 50.75,
    totalSent: 120,
    totalReceived: 80.5,
    referralEarned: 10,
    pendingDeposits: { count: 0, amount: 0 },
    pendingWithdrawals: { count: 0, amount: 0 },
    ...overrides,
  };
}

let sequence = 0;

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  sequence += 1;
  return {
    id: `t${sequence}`,
    reference: `TRX${String(sequence).padStart(6, '0')}`,
    type: 'deposit',
    description: `Transaction ${sequence}`,
    amount: 10,
    charge: 0,
    direction: 'credit',
    walletType: 'main',
    status: 'completed',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMoneyResult(overrides: Partial<MoneyResult> = {}): MoneyResult {
  return {
    message: 'Done',
    transaction: makeTransaction({ type: 'exchange', direction: 'internal', amount: 100, charge: 1 }),
    wallets: [],
    ...overrides,
  };
}

/**
 * Matches the innermost element whose whole text is `text`, across child elements: a value that
 * holds an e-mail is split at its "@" (EmailText), so the plain text matcher cannot see it whole.
 */
export const fullText =
  (text: string) =>
  (_content: string, el: Element | null): boolean =>
    !!el && el.textContent === text && ![...el.children].some((child) => child.textContent === text);
