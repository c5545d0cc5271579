import type { z } from 'zod';
import * as auth from '../../../src/contract/auth.ts';
import { settingsUpdateSchema } from '../../../src/contract/settings.ts';
import { auditQuerySchema } from '../../../src/contract/admin-audit.ts';
import { adminTransactionFilterSchema, adminTransactionQuerySchema } from '../../../src/contract/admin-transactions.ts';
import { adminUserPatchSchema, adminUserQuerySchema } from '../../../src/contract/admin-users.ts';
import { transactionQuerySchema } from '../../../src/contract/transactions.ts';
import * as transfers from '../../../src/contract/transfers.ts';
import { exchangeRequestSchema } from '../../../src/contract/wallet.ts';
import * as deposits from '../../../src/contract/deposits.ts';
import * as methods from '../../../src/contract/methods.ts';
import * as withdrawals from '../../../src/contract/withdrawals.ts';
import * as bulk from '../../../src/contract/admin-bulk.ts';
import * as kyc from '../../../src/contract/kyc.ts';
import * as notes from '../../../src/contract/notifications.ts';
import * as tickets from '../../../src/contract/tickets.ts';
import { pushSubscribeSchema, pushUnsubscribeSchema } from '../../../src/contract/push.ts';
import * as investments from '../../../src/contract/investments.ts';
import { referralLogQuerySchema } from '../../../src/contract/referrals.ts';
import { badgeInputSchema } from '../../../src/contract/badges.ts';
import { ratesUpdateSchema } from '../../../src/contract/market.ts';
import * as twoFactor from '../../../src/contract/two-factor.ts';

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
  { method: 'get', path: '/api/send-money/limits', summary: 'Send limits, what is left today and the largest sendable amount', access: 'user' },
  { method: 'get', path: '/api/send-money/recipient', summary: "A recipient's masked name before sending (rate limited)", access: 'user', query: transfers.recipientQuerySchema },
  { method: 'get', path: '/api/transactions/user', summary: "The caller's ledger transactions (next cursor in X-Next-Cursor)", access: 'user', query: transactionQuerySchema },
  { method: 'get', path: '/api/push/public-key', summary: 'The VAPID public key for PushManager.subscribe', access: 'public' },
  { method: 'post', path: '/api/push/subscribe', summary: "Save this browser's push subscription", access: 'user', body: pushSubscribeSchema },
  { method: 'delete', path: '/api/push/subscribe', summary: "Forget this browser's push subscription", access: 'user', body: pushUnsubscribeSchema },
  { method: 'post', path: '/api/admin/users/{id}/balance', summary: "Add to or subtract from a user's wallet", access: 'admin', body: transfers.adminBalanceRequestSchema, idempotent: true },
  { method: 'get', path: '/api/admin/settings', summary: 'Fees and limits', access: 'admin' },
  { method: 'put', path: '/api/admin/settings', summary: 'Change fees and limits', access: 'admin', body: settingsUpdateSchema },
  { method: 'get', path: '/api/deposits/methods', summary: 'Active deposit methods (limits, charge, rate, address or instructions)', access: 'user' },
  { method: 'post', path: '/api/deposits/calculate-charge', summary: 'Quote a deposit: charge, amount credited, amount to pay in the method currency', access: 'user', body: deposits.depositQuoteRequestSchema },
  { method: 'post', path: '/api/deposits', summary: 'Create a pending deposit (multipart/form-data: method_id, amount, optional transaction_hash, optional proof file: image or PDF up to 10 MB)', access: 'user' },
  { method: 'get', path: '/api/deposits', summary: 'Add Money Log, newest first, with nextCursor', access: 'user', query: methods.pageQuerySchema },
  { method: 'get', path: '/api/deposits/{id}', summary: 'One own deposit with its payment details', access: 'user' },
  { method: 'post', path: '/api/deposits/{id}/proof', summary: 'Upload or replace the proof of a pending deposit (multipart/form-data: proof)', access: 'user' },
  { method: 'get', path: '/api/deposits/{id}/proof', summary: "The own deposit's proof file, inline", access: 'user' },
  { method: 'get', path: '/api/admin/deposits', summary: 'Deposits to review, newest first, by status', access: 'admin', query: methods.reviewListQuerySchema },
  { method: 'get', path: '/api/admin/deposits/{id}/proof', summary: "A deposit's proof file, inline", access: 'admin' },
  { method: 'post', path: '/api/admin/deposits/{id}/approve', summary: 'Approve a pending deposit once: credits the Main wallet (amount less charge), notifies the user', access: 'admin', idempotent: true },
  { method: 'post', path: '/api/admin/deposits/{id}/reject', summary: 'Reject a pending deposit with a reason, notifies the user', access: 'admin', body: methods.rejectRequestSchema, idempotent: true },
  { method: 'get', path: '/api/admin/deposit-methods', summary: 'Every deposit method, active or not', access: 'admin' },
  { method: 'post', path: '/api/admin/deposit-methods', summary: 'Create a deposit method', access: 'admin', body: deposits.depositMethodRequestSchema },
  { method: 'put', path: '/api/admin/deposit-methods/{id}', summary: 'Replace a deposit method', access: 'admin', body: deposits.depositMethodRequestSchema },
  { method: 'delete', path: '/api/admin/deposit-methods/{id}', summary: 'Delete a deposit method (deactivates it once deposits use it)', access: 'admin' },
  { method: 'get', path: '/api/withdrawals/methods', summary: 'Active withdrawal methods with the fields an account needs', access: 'user' },
  { method: 'post', path: '/api/withdrawals/calculate-charge', summary: 'Quote a withdrawal: charge deducted from the payout, processing time', access: 'user', body: withdrawals.withdrawRequestSchema },
  { method: 'post', path: '/api/withdrawals', summary: 'Request a withdrawal from the Main wallet (taken at once, pending review)', access: 'user', body: withdrawals.withdrawRequestSchema, idempotent: true },
  { method: 'get', path: '/api/withdrawals', summary: 'Withdraw Log, newest first, with nextCursor', access: 'user', query: methods.pageQuerySchema },
  { method: 'get', path: '/api/withdrawals/{id}', summary: 'One own withdrawal', access: 'user' },
  { method: 'get', path: '/api/withdrawal-accounts', summary: 'Own saved payout accounts', access: 'user' },
  { method: 'post', path: '/api/withdrawal-accounts', summary: "Save payout details for a method (validated against the method's fields)", access: 'user', body: withdrawals.withdrawalAccountRequestSchema },
  { method: 'put', path: '/api/withdrawal-accounts/{id}', summary: 'Change an own payout account', access: 'user', body: withdrawals.withdrawalAccountUpdateSchema },
  { method: 'delete', path: '/api/withdrawal-accounts/{id}', summary: 'Delete an own payout account (withdrawals keep their copy)', access: 'user' },
  { method: 'get', path: '/api/admin/withdrawals', summary: 'Withdrawals to review, newest first, by status', access: 'admin', query: methods.reviewListQuerySchema },
  { method: 'post', path: '/api/admin/withdrawals/{id}/approve', summary: 'Mark a pending withdrawal paid once (optional payout_reference), notifies the user', access: 'admin', body: withdrawals.approveWithdrawalSchema, idempotent: true },
  { method: 'post', path: '/api/admin/withdrawals/{id}/reject', summary: 'Reject a pending withdrawal with a reason once: refunds the Main wallet, notifies the user', access: 'admin', body: methods.rejectRequestSchema, idempotent: true },
  { method: 'post', path: '/api/admin/deposits/bulk-approve', summary: 'Approve many pending deposits, each once in its own transaction; answers per id', access: 'admin', body: bulk.bulkApproveRequestSchema, idempotent: true },
  { method: 'post', path: '/api/admin/withdrawals/bulk-approve', summary: 'Mark many pending withdrawals paid, each once in its own transaction; answers per id', access: 'admin', body: bulk.bulkApproveRequestSchema, idempotent: true },
  { method: 'get', path: '/api/admin/withdrawal-methods', summary: 'Every withdrawal method, active or not', access: 'admin' },
  { method: 'post', path: '/api/admin/withdrawal-methods', summary: 'Create a withdrawal method', access: 'admin', body: withdrawals.withdrawalMethodRequestSchema },
  { method: 'put', path: '/api/admin/withdrawal-methods/{id}', summary: 'Replace a withdrawal method', access: 'admin', body: withdrawals.withdrawalMethodRequestSchema },
  { method: 'delete', path: '/api/admin/withdrawal-methods/{id}', summary: 'Delete a withdrawal method (deactivates it once used)', access: 'admin' },
  { method: 'get', path: '/api/admin/users', summary: 'Users: search by name, username or e-mail; filter banned, KYC, balance', access: 'admin', query: adminUserQuerySchema },
  { method: 'get', path: '/api/admin/users/{id}', summary: 'A user with wallets, transactions, deposits, withdrawals, investments, referrals, KYC', access: 'admin' },
  { method: 'patch', path: '/api/admin/users/{id}', summary: 'Ban or unban (with a reason) and per-user deposit, withdraw and send-money switches', access: 'admin', body: adminUserPatchSchema },
  { method: 'get', path: '/api/admin/transactions', summary: 'Every ledger transaction, filtered, paged, with totals for the filter', access: 'admin', query: adminTransactionQuerySchema },
  { method: 'get', path: '/api/admin/transactions.csv', summary: 'CSV export of the filtered ledger transactions (streamed)', access: 'admin', query: adminTransactionFilterSchema },
  { method: 'get', path: '/api/admin/dashboard', summary: 'Counts, sums, a 30-day chart and the profit engine status', access: 'admin' },
  { method: 'get', path: '/api/admin/audit', summary: 'Admin action log, newest first; filter by actor or the user concerned', access: 'admin', query: auditQuerySchema },
  { method: 'post', path: '/api/kyc/submit', summary: 'Submit KYC (multipart/form-data: the spec fields plus the idDocument file, image or PDF up to 10 MB); 200 on success', access: 'user' },
  { method: 'get', path: '/api/kyc/status', summary: "The caller's KYC state: none, pending, approved or rejected (with the reason)", access: 'user' },
  { method: 'get', path: '/api/admin/kyc', summary: 'KYC submissions, newest first, by status', access: 'admin', query: kyc.adminKycQuerySchema },
  { method: 'get', path: '/api/admin/kyc/{id}', summary: 'One KYC submission with the link to its document', access: 'admin' },
  { method: 'get', path: '/api/admin/kyc/{id}/document', summary: 'The submitted document, inline', access: 'admin' },
  { method: 'post', path: '/api/admin/kyc/{id}/approve', summary: 'Approve a pending KYC (once); notifies the user', access: 'admin' },
  { method: 'post', path: '/api/admin/kyc/{id}/reject', summary: 'Reject a pending KYC with a reason (once); notifies the user', access: 'admin', body: kyc.kycRejectSchema },
  { method: 'get', path: '/api/tickets', summary: "The caller's support tickets, newest first", access: 'user', query: tickets.ticketQuerySchema },
  { method: 'post', path: '/api/tickets', summary: 'Open a ticket (JSON, or multipart/form-data with an optional attachment file)', access: 'user', body: tickets.createTicketSchema },
  { method: 'get', path: '/api/tickets/{id}', summary: 'A ticket and its thread', access: 'user' },
  { method: 'post', path: '/api/tickets/{id}/messages', summary: 'Reply (JSON or multipart with an optional attachment); reopens a closed ticket', access: 'user', body: tickets.ticketReplySchema },
  { method: 'post', path: '/api/tickets/{id}/close', summary: 'Close own ticket', access: 'user' },
  { method: 'get', path: '/api/tickets/{id}/attachments/{messageId}', summary: 'A message attachment, for the ticket owner and admins', access: 'any-signed-in' },
  { method: 'get', path: '/api/admin/tickets', summary: 'Every ticket, newest first, by status', access: 'admin', query: tickets.ticketQuerySchema },
  { method: 'get', path: '/api/admin/tickets/{id}', summary: 'A ticket and its thread', access: 'admin' },
  { method: 'post', path: '/api/admin/tickets/{id}/messages', summary: 'Reply as support (JSON or multipart); notifies the user', access: 'admin', body: tickets.ticketReplySchema },
  { method: 'post', path: '/api/admin/tickets/{id}/close', summary: 'Close a ticket; notifies the user', access: 'admin' },
  { method: 'get', path: '/api/notifications', summary: 'Own notifications, newest first, with unreadCount and nextCursor', access: 'any-signed-in', query: notes.notificationQuerySchema },
  { method: 'get', path: '/api/notifications/unread-count', summary: 'Number of unread notifications', access: 'any-signed-in' },
  { method: 'put', path: '/api/notifications/mark-all-read', summary: 'Mark every own notification read', access: 'any-signed-in' },
  { method: 'put', path: '/api/notifications/{id}/read', summary: 'Mark one own notification read', access: 'any-signed-in' },
  { method: 'put', path: '/api/notifications/{id}/unread', summary: 'Mark one own notification unread', access: 'any-signed-in' },
  { method: 'post', path: '/api/admin/notifications', summary: 'Send a message (optional in-app link) to one investor (userId or email) or to all', access: 'admin', body: notes.broadcastRequestSchema },
  { method: 'get', path: '/api/admin/notifications/sent', summary: 'What admins sent, newest first', access: 'admin', query: notes.notificationQuerySchema },
  { method: 'get', path: '/api/schemas', summary: 'Investment schemas on offer (active), featured first', access: 'user' },
  { method: 'get', path: '/api/schemas/{id}', summary: 'One active schema: terms, what a period pays, total return', access: 'user' },
  { method: 'post', path: '/api/investments', summary: 'Invest Now from the Main or Profit wallet (amount rule and balance checked)', access: 'user', body: investments.investRequestSchema, idempotent: true },
  { method: 'get', path: '/api/investments', summary: 'Schema Logs: own investments with profit paid, periods paid and left, next profit time', access: 'user', query: investments.investmentQuerySchema },
  { method: 'get', path: '/api/portfolio', summary: 'Totals, active count, profit by day (30 days) and allocation by schema', access: 'user' },
  { method: 'get', path: '/api/admin/schemas', summary: 'Every schema, active or not, with investment counts', access: 'admin' },
  { method: 'post', path: '/api/admin/schemas', summary: 'Create a schema', access: 'admin', body: investments.schemaInputSchema },
  { method: 'put', path: '/api/admin/schemas/{id}', summary: 'Replace a schema\'s terms (existing investments keep theirs)', access: 'admin', body: investments.schemaInputSchema },
  { method: 'delete', path: '/api/admin/schemas/{id}', summary: 'Delete a schema, or deactivate it once invested in', access: 'admin' },
  { method: 'get', path: '/api/admin/investments', summary: 'Every investment, newest first, by status, schema or investor', access: 'admin', query: investments.adminInvestmentQuerySchema },
  { method: 'get', path: '/api/admin/jobs', summary: 'Timed jobs: the profit engine\'s last run, last paying run and latest runs', access: 'admin' },
  { method: 'get', path: '/api/referrals', summary: 'Own referral code, link, people per level and commissions earned', access: 'user' },
  { method: 'get', path: '/api/referrals/logs', summary: 'Own referral commissions ({ logs }): who, level, source, amount, date', access: 'user', query: referralLogQuerySchema },
  { method: 'get', path: '/api/ranking-badges', summary: 'Every badge, reached or not, and progress toward the next', access: 'user' },
  { method: 'get', path: '/api/auth/progression', summary: 'Current badge, next badge and percent toward it', access: 'user' },
  { method: 'get', path: '/api/admin/badges', summary: 'Every badge with its holder count', access: 'admin' },
  { method: 'post', path: '/api/admin/badges', summary: 'Create a badge', access: 'admin', body: badgeInputSchema },
  { method: 'put', path: '/api/admin/badges/{id}', summary: 'Change a badge (bonuses already paid stay paid)', access: 'admin', body: badgeInputSchema },
  { method: 'delete', path: '/api/admin/badges/{id}', summary: 'Delete a badge, or deactivate it once someone holds it', access: 'admin' },
  { method: 'get', path: '/api/market', summary: 'Accepted assets with rate, 24 h and 30 d change and a daily series', access: 'any-signed-in' },
  { method: 'put', path: '/api/admin/rates', summary: 'Set asset rates to the site currency (recorded in the history)', access: 'admin', body: ratesUpdateSchema },
  { method: 'get', path: '/api/two-factor', summary: 'Whether TOTP two-factor authentication is on for the caller, and how many unused recovery codes are left', access: 'any-signed-in' },
  { method: 'post', path: '/api/two-factor/setup', summary: 'Start enrolment: a new secret with its otpauth URL and QR code (shown once; 409 when already on)', access: 'any-signed-in' },
  { method: 'post', path: '/api/two-factor/enable', summary: 'Confirm enrolment with a first code; login and withdrawals then ask for a code. Answers 10 single-use recovery codes, shown this once', access: 'any-signed-in', body: twoFactor.twoFactorEnableRequestSchema },
  { method: 'post', path: '/api/two-factor/disable', summary: 'Turn two-factor off (its recovery codes go too) with the password and a current code or a recovery code', access: 'any-signed-in', body: twoFactor.twoFactorDisableRequestSchema },
  { method: 'post', path: '/api/two-factor/recovery-codes', summary: 'Replace the recovery codes (the old ones stop working) with the password and a current code or a recovery code; answers the new ones, shown this once', access: 'any-signed-in', body: twoFactor.recoveryCodesRequestSchema },
];
