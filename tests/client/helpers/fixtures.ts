import type { User } from '../../../src/contract/auth.ts';
import type { Wallet } from '../../../src/contract/wallet.ts';

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
