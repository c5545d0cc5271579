import type { z } from 'zod';
import * as auth from '../../../src/contract/auth.ts';
import { settingsUpdateSchema } from '../../../src/contract/settings.ts';
import { transactionQuerySchema } from '../../../src/contract/transactions.ts';
import * as transfers from '../../../src/contract/transfers.ts';
import { exchangeRequestSchema } from '../../../src/contract/wallet.ts';

export type Access = 'public' | 'user' | 'admin' | 'any-signed-in';

export type RouteDoc = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI style: /api/admin/users/{id}/balance */
  path: string;
  summary: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Honours an Idempotency-Key header. */
  idempotent?: boolean;
};

/**
 * Every API route, with who may call it and what it accepts. A test compares this list with the
 * routes the app really mounts, so a new route cannot ship undocumented.
 */
export const ROUTES: RouteDoc[] = [
  { method: 'get', path: '/api/health', summary: 'Liveness and database check', access: 'public' },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', access: 'public' },
  { method: 'post', path: '/api/auth/register', summary: 'Create an investor account and its wallets', access: 'public', body: auth.registerRequestSchema },
  { method: 'post', path: '/api/auth/login', summary: 'Sign in with e-mail or username', access: 'public', body: auth.loginRequestSchema },
  { method: 'post', path: '/api/auth/forgot-password', summary: 'Mail a password reset link', access: 'public', body: auth.emailOnlySchema },
  { method: 'post', path: '/api/auth/reset-password', summary: 'Set a new password with a reset token', access: 'public', body: auth.resetPasswordRequestSchema },
  { method: 'post', path: '/api/auth/resend-verification', summary: 'Mail a new verification link', access: 'public', body: auth.emailOnlySchema },
  { method: 'post', path: '/api/auth/verify-email', summary: 'Confirm an e-mail address', access: 'public', body: auth.tokenOnlySchema },
  { method: 'post', path: '/api/auth/change-password', summary: 'Change password; answers a fresh session', access: 'any-signed-in', body: auth.changePasswordRequestSchema },
  { method: 'post', path: '/api/auth/logout', summary: 'Revoke every token of the caller', access: 'any-signed-in' },
  { method: 'get', path: '/api/auth/me', summary: 'The signed-in user', access: 'any-signed-in' },
  { method: 'put', path: '/api/auth/profile', summary: 'Update name, phone, country, avatar', access: 'any-signed-in', body: auth.profileRequestSchema },
  { method: 'get', path: '/api/wallet/wallets', summary: "The caller's Main and Profit wallets", access: 'user' },
  { method: 'get', path: '/api/wallet/summary', summary: 'Balances and lifetime totals', access: 'user' },
  { method: 'post', path: '/api/wallet/wallet-exchange/calculate-charge', summary: 'Quote an exchange between own wallets', access: 'user', body: exchangeRequestSchema },
  { method: 'post', path: '/api/wallet/wallet-exchange-now', summary: 'Exchange between own wallets', access: 'user', body: exchangeRequestSchema, idempotent: true },
  { method: 'post', path: '/api/send-money/calculate-charge', summary: 'Quote a transfer to another user', access: 'user', body: transfers.sendMoneyQuoteRequestSchema },
  { method: 'post', path: '/api/send-money-now', summary: 'Send money to another user by e-mail', access: 'user', body: transfers.sendMoneyRequestSchema, idempotent: true },
  { method: 'get', path: '/api/send-money/logs', summary: 'Sent and received transfers', access: 'user', query: transfers.transferLogQuerySchema },
  { method: 'get', path: '/api/transactions/user', summary: "The caller's ledger transactions (next cursor in X-Next-Cursor)", access: 'user', query: transactionQuerySchema },
  { method: 'post', path: '/api/admin/users/{id}/balance', summary: "Add to or subtract from a user's wallet", access: 'admin', body: transfers.adminBalanceRequestSchema, idempotent: true },
  { method: 'get', path: '/api/admin/settings', summary: 'Fees and limits', access: 'admin' },
  { method: 'put', path: '/api/admin/settings', summary: 'Change fees and limits', access: 'admin', body: settingsUpdateSchema },
];
