import { z } from 'zod';
import { UPLOADED_FILE, type FileReply, type RouteDoc } from './route-doc.ts';
import * as answers from '../../../src/contract/api-answers.ts';
import * as auth from '../../../src/contract/auth.ts';
import { settingsResponseSchema, settingsUpdateSchema } from '../../../src/contract/settings.ts';
import { auditPageSchema, auditQuerySchema } from '../../../src/contract/admin-audit.ts';
import * as adminMail from '../../../src/contract/admin-mail.ts';
import * as mailPrefs from '../../../src/contract/notification-preferences.ts';
import { dashboardResponseSchema } from '../../../src/contract/admin-dashboard.ts';
import * as adminTransactions from '../../../src/contract/admin-transactions.ts';
import * as adminUsers from '../../../src/contract/admin-users.ts';
import { transactionListSchema } from '../../../src/contract/transaction-shape.ts';
import { transactionQuerySchema } from '../../../src/contract/transactions.ts';
import * as transfers from '../../../src/contract/transfers.ts';
import { chargeQuoteSchema, exchangeRequestSchema } from '../../../src/contract/wallet.ts';
import { walletSummarySchema } from '../../../src/contract/wallet-summary-shape.ts';
import { walletListSchema } from '../../../src/contract/wallet-shape.ts';
import * as deposits from '../../../src/contract/deposits.ts';
import * as methods from '../../../src/contract/methods.ts';
import * as withdrawals from '../../../src/contract/withdrawals.ts';
import * as bulk from '../../../src/contract/admin-bulk.ts';
import * as kyc from '../../../src/contract/kyc.ts';
import { kycStatusSchema } from '../../../src/contract/kyc-status-shape.ts';
import * as notes from '../../../src/contract/notifications.ts';
import { notificationListSchema, unreadCountSchema } from '../../../src/contract/notification-shape.ts';
import * as tickets from '../../../src/contract/tickets.ts';
import * as push from '../../../src/contract/push.ts';
import * as investments from '../../../src/contract/investments.ts';
import * as referrals from '../../../src/contract/referrals.ts';
import * as badges from '../../../src/contract/badges.ts';
import * as market from '../../../src/contract/market.ts';
import * as twoFactor from '../../../src/contract/two-factor.ts';
import { PASSKEY_ROUTES } from './catalogue-passkeys.ts';
import { STEP_UP_ROUTES } from './catalogue-step-up.ts';
import { SESSION_ROUTES } from './catalogue-sessions.ts';
import { STAFF_ROUTES } from './catalogue-staff.ts';
import { WITHDRAWAL_PROTECTION_ROUTES } from './catalogue-withdrawal-protection.ts';
import { adminBalanceAnswerSchema, methodSentForApprovalSchema } from '../../../src/contract/approvals.ts';
import { STATEMENT_ROUTES } from './catalogue-statements.ts';
import { PROOF_OF_LIABILITIES_ROUTES } from './catalogue-proof-of-liabilities.ts';
import { ACCOUNT_DATA_ROUTES } from './catalogue-account-data.ts';
import { ONCHAIN_ROUTES } from './catalogue-onchain.ts';
import { CARD_PAYOUT_ROUTES } from './catalogue-card-payouts.ts';
import { TRUST_ROUTES } from './catalogue-trust.ts';

const CSV_FILE: FileReply = { file: ['text/csv'] };

/**
 * Every API route: who may call it, what it accepts and what it answers. A test compares this list
 * with the routes the app really mounts, and every response the server tests receive is checked
 * against the document built from it, so a route cannot ship undocumented or answer off the record.
 */
export const ROUTES: RouteDoc[] = [
  { method: 'get', path: '/api/health', summary: 'Liveness and database check', access: 'public', ok: answers.healthSchema, unavailable: answers.healthSchema },
  { method: 'get', path: '/api/health/live', summary: 'Liveness probe: the process answers', access: 'public', ok: answers.livenessSchema },
  { method: 'get', path: '/api/health/ready', summary: 'Readiness probe: database reachable, migrations current, disk and upload storage writable, not draining', access: 'public', ok: answers.readinessSchema, errors: [503] },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', access: 'public', ok: answers.openApiDocumentSchema },
  { method: 'get', path: '/api/docs', summary: 'The API reference page (Redoc) built from this document', access: 'public', ok: { file: ['text/html'] }, errors: [404] },
  { method: 'post', path: '/api/auth/register', summary: 'Create an investor account and its wallets', access: 'public', body: auth.registerRequestSchema, ok: auth.authResponseSchema, status: 201, errors: [409] },
  { method: 'post', path: '/api/auth/login', summary: 'Sign in with e-mail or username', access: 'public', body: auth.loginRequestSchema, ok: auth.authResponseSchema, errors: [401, 403, 429] },
  { method: 'post', path: '/api/auth/forgot-password', summary: 'Mail a password reset link', access: 'public', body: auth.emailOnlySchema, ok: auth.messageResponseSchema, errors: [429] },
  { method: 'post', path: '/api/auth/reset-password', summary: 'Set a new password with a reset token', access: 'public', body: auth.resetPasswordRequestSchema, ok: auth.messageResponseSchema },
  { method: 'post', path: '/api/auth/resend-verification', summary: 'Mail a new verification link', access: 'public', body: auth.emailOnlySchema, ok: auth.messageResponseSchema, errors: [429] },
  { method: 'post', path: '/api/auth/verify-email', summary: 'Confirm an e-mail address', access: 'public', body: auth.tokenOnlySchema, ok: auth.messageResponseSchema },
  { method: 'post', path: '/api/auth/change-password', summary: 'Change password; answers a fresh session. Needs this session\'s step-up (403 STEP_UP_REQUIRED); the current password is throttled per account (429 PASSWORD_LOCKED)', access: 'any-signed-in', body: auth.changePasswordRequestSchema, ok: answers.changePasswordResponseSchema, errors: [429] },
  { method: 'post', path: '/api/auth/logout', summary: "Sign this device out (its session is revoked; the caller's other devices stay signed in)", access: 'any-signed-in', ok: auth.messageResponseSchema },
  { method: 'get', path: '/api/auth/me', summary: 'The signed-in user', access: 'any-signed-in', ok: answers.userResponseSchema },
  { method: 'put', path: '/api/auth/profile', summary: 'Update name, phone, country, avatar', access: 'any-signed-in', body: auth.profileRequestSchema, ok: answers.userResponseSchema },
  { method: 'get', path: '/api/wallet/wallets', summary: "The caller's Main and Profit wallets", access: 'user', ok: walletListSchema },
  { method: 'get', path: '/api/wallet/summary', summary: 'Balances and lifetime totals', access: 'user', ok: walletSummarySchema },
  { method: 'post', path: '/api/wallet/wallet-exchange/calculate-charge', summary: 'Quote an exchange between own wallets', access: 'user', body: exchangeRequestSchema, ok: chargeQuoteSchema, errors: [404, 422] },
  { method: 'post', path: '/api/wallet/wallet-exchange-now', summary: 'Exchange between own wallets', access: 'user', body: exchangeRequestSchema, idempotent: true, ok: transfers.moneyResultSchema, errors: [404, 422] },
  { method: 'post', path: '/api/send-money/calculate-charge', summary: 'Quote a transfer to another user, and whether sending it will ask for the code or a passkey, or for the password (403 WITHDRAWALS_PAUSED after a security change)', access: 'user', body: transfers.sendMoneyQuoteRequestSchema, ok: transfers.sendQuoteSchema, errors: [404, 422] },
  { method: 'post', path: '/api/send-money-now', summary: 'Send money to another user by e-mail. The money-leaving policy: 403 WITHDRAWALS_PAUSED after a security change; with two-factor on, 403 TOTP_REQUIRED for a recipient not paid before or above the no-code amount (send again with `totp` or `passkey`); without two-factor, the same sends answer 403 STEP_UP_REQUIRED until this session steps up with the password (POST /api/step-up); wrong codes are throttled (429 SECOND_FACTOR_LOCKED)', access: 'user', body: transfers.sendMoneyRequestSchema, idempotent: true, ok: transfers.moneyResultSchema, errors: [404, 422, 429] },
  { method: 'get', path: '/api/send-money/logs', summary: 'Sent and received transfers', access: 'user', query: transfers.transferLogQuerySchema, ok: transfers.transferLogPageSchema },
  { method: 'get', path: '/api/send-money/limits', summary: 'Send limits, what is left today and the largest sendable amount', access: 'user', ok: transfers.sendLimitsSchema },
  { method: 'get', path: '/api/send-money/recipient', summary: "A recipient's masked name before sending (rate limited)", access: 'user', query: transfers.recipientQuerySchema, ok: transfers.recipientPreviewSchema, errors: [404, 422, 429] },
  { method: 'get', path: '/api/transactions/user', summary: "The caller's ledger transactions (next cursor in X-Next-Cursor)", access: 'user', query: transactionQuerySchema, ok: transactionListSchema, headers: ['X-Next-Cursor'] },
  { method: 'get', path: '/api/push/public-key', summary: 'The VAPID public key for PushManager.subscribe', access: 'public', ok: push.pushPublicKeySchema },
  { method: 'post', path: '/api/push/subscribe', summary: "Save this browser's push subscription", access: 'user', body: push.pushSubscribeSchema, ok: push.pushMessageSchema, status: 201 },
  { method: 'delete', path: '/api/push/subscribe', summary: "Forget this browser's push subscription", access: 'user', body: push.pushUnsubscribeSchema, ok: push.pushMessageSchema, errors: [404] },
  { method: 'post', path: '/api/admin/users/{id}/balance', summary: "Add to or subtract from a user's wallet", access: 'admin', body: transfers.adminBalanceRequestSchema, idempotent: true, ok: adminBalanceAnswerSchema, errors: [422] },
  { method: 'get', path: '/api/admin/settings', summary: 'Fees and limits', access: 'admin', ok: settingsResponseSchema },
  { method: 'put', path: '/api/admin/settings', summary: 'Change fees and limits (loosening a protection may wait for a second admin)', access: 'admin', body: settingsUpdateSchema, ok: settingsResponseSchema, errors: [409] },
  { method: 'get', path: '/api/deposits/methods', summary: 'Active deposit methods (limits, charge, rate, address or instructions)', access: 'user', ok: deposits.depositMethodListSchema },
  { method: 'post', path: '/api/deposits/calculate-charge', summary: 'Quote a deposit: charge, amount credited, amount to pay in the method currency', access: 'user', body: deposits.depositQuoteRequestSchema, ok: deposits.depositQuoteSchema, errors: [404, 422] },
  { method: 'post', path: '/api/deposits', summary: 'Create a pending deposit (optional proof: image or PDF up to 10 MB); for a card method, answers the Stripe Checkout URL (503 when Stripe cannot start it)', access: 'user', ok: deposits.depositResultSchema, status: 201, form: { fields: deposits.depositRequestSchema, files: { proof: false } }, errors: [404, 422, 503] },
  { method: 'get', path: '/api/deposits', summary: 'Add Money Log, newest first, with nextCursor', access: 'user', query: methods.pageQuerySchema, ok: deposits.depositPageSchema },
  { method: 'get', path: '/api/deposits/{id}', summary: 'One own deposit with its payment details', access: 'user', ok: deposits.depositSchema },
  { method: 'post', path: '/api/deposits/{id}/proof', summary: '"I have paid": the proof of a pending deposit (image or PDF up to 10 MB), for crypto optionally with the transfer hash', access: 'user', ok: deposits.depositResultSchema, form: { fields: deposits.proofFieldsSchema, files: { proof: true } }, errors: [409] },
  { method: 'get', path: '/api/deposits/{id}/proof', summary: "The own deposit's proof file, inline", access: 'user', ok: UPLOADED_FILE },
  { method: 'get', path: '/api/admin/deposits', summary: 'Deposits to review, newest first, by status', access: 'admin', query: methods.reviewListQuerySchema, ok: deposits.adminDepositPageSchema },
  { method: 'get', path: '/api/admin/deposits/{id}/proof', summary: "A deposit's proof file, inline", access: 'admin', ok: UPLOADED_FILE },
  { method: 'post', path: '/api/admin/deposits/{id}/approve', summary: 'Approve a pending deposit once: credits the Main wallet (amount less charge), notifies the user', access: 'admin', idempotent: true, ok: deposits.adminDepositResultSchema, errors: [409] },
  { method: 'post', path: '/api/admin/deposits/{id}/reject', summary: 'Reject a pending deposit with a reason, notifies the user', access: 'admin', body: methods.rejectRequestSchema, idempotent: true, ok: deposits.adminDepositResultSchema, errors: [409] },
  { method: 'get', path: '/api/admin/deposit-methods', summary: 'Every deposit method, active or not', access: 'admin', ok: deposits.depositMethodListSchema },
  { method: 'get', path: '/api/admin/deposit-methods/kinds', summary: 'Which kinds a new deposit method can have on this server, and why one cannot (card without Stripe configured)', access: 'admin', ok: deposits.depositMethodKindListSchema },
  { method: 'post', path: '/api/admin/deposit-methods', summary: 'Create a deposit method (a new automatic one waits for a second admin when another may approve: 202, nothing created)', access: 'admin', body: deposits.depositMethodRequestSchema, ok: deposits.depositMethodSchema, status: 201, accepted: methodSentForApprovalSchema },
  { method: 'put', path: '/api/admin/deposit-methods/{id}', summary: 'Replace a deposit method (a change that loosens a protection waits for a second admin when another may approve; an evm one keeps its key, chain, token and decimals once investors were given addresses: 409 naming the field)', access: 'admin', body: deposits.depositMethodRequestSchema, ok: z.union([deposits.depositMethodSchema, methodSentForApprovalSchema]), errors: [404, 409] },
  { method: 'delete', path: '/api/admin/deposit-methods/{id}', summary: 'Delete a deposit method (deactivates it once deposits use it)', access: 'admin', ok: answers.methodDeleteResultSchema },
  { method: 'get', path: '/api/withdrawals/methods', summary: 'Active withdrawal methods with the fields an account needs', access: 'user', ok: withdrawals.withdrawalMethodListSchema },
  { method: 'post', path: '/api/withdrawals/calculate-charge', summary: 'Quote a withdrawal: charge deducted from the payout, processing time', access: 'user', body: withdrawals.withdrawRequestSchema, ok: withdrawals.withdrawQuoteSchema, errors: [404, 422] },
  { method: 'post', path: '/api/withdrawals', summary: 'Request a withdrawal from the Main wallet (taken at once, pending review); wrong codes are throttled (429 SECOND_FACTOR_LOCKED)', access: 'user', body: withdrawals.withdrawRequestSchema, idempotent: true, ok: withdrawals.withdrawResultSchema, errors: [404, 422, 429] },
  { method: 'get', path: '/api/withdrawals', summary: 'Withdraw Log, newest first, with nextCursor', access: 'user', query: methods.pageQuerySchema, ok: withdrawals.withdrawalPageSchema },
  { method: 'get', path: '/api/withdrawals/{id}', summary: 'One own withdrawal', access: 'user', ok: withdrawals.withdrawalSchema },
  { method: 'get', path: '/api/withdrawal-accounts', summary: 'Own saved payout accounts', access: 'user', ok: withdrawals.withdrawalAccountListSchema },
  { method: 'post', path: '/api/withdrawal-accounts', summary: "Save payout details for a method (validated against the method's fields); needs this session's step-up (403 STEP_UP_REQUIRED)", access: 'user', body: withdrawals.withdrawalAccountRequestSchema, ok: withdrawals.withdrawalAccountSchema, status: 201, errors: [404] },
  { method: 'put', path: '/api/withdrawal-accounts/{id}', summary: "Change an own payout account; needs this session's step-up (403 STEP_UP_REQUIRED)", access: 'user', body: withdrawals.withdrawalAccountUpdateSchema, ok: withdrawals.withdrawalAccountSchema },
  { method: 'delete', path: '/api/withdrawal-accounts/{id}', summary: 'Delete an own payout account (withdrawals keep their copy)', access: 'user', ok: auth.messageResponseSchema },
  { method: 'get', path: '/api/admin/withdrawals', summary: 'Withdrawals to review, newest first, by status', access: 'admin', query: methods.reviewListQuerySchema, ok: withdrawals.adminWithdrawalPageSchema },
  { method: 'post', path: '/api/admin/withdrawals/{id}/approve', summary: 'Mark a pending withdrawal paid once (optional payout_reference), notifies the user', access: 'admin', body: withdrawals.approveWithdrawalSchema, idempotent: true, ok: withdrawals.adminWithdrawalResultSchema, errors: [409] },
  { method: 'post', path: '/api/admin/withdrawals/{id}/reject', summary: 'Reject a pending withdrawal with a reason once: refunds the Main wallet, notifies the user', access: 'admin', body: methods.rejectRequestSchema, idempotent: true, ok: withdrawals.adminWithdrawalResultSchema, errors: [409] },
  { method: 'post', path: '/api/admin/deposits/bulk-approve', summary: 'Approve many pending deposits, each once in its own transaction; answers per id', access: 'admin', body: bulk.bulkApproveRequestSchema, idempotent: true, ok: bulk.bulkApproveResponseSchema },
  { method: 'post', path: '/api/admin/withdrawals/bulk-approve', summary: 'Mark many pending withdrawals paid, each once in its own transaction; answers per id', access: 'admin', body: bulk.bulkApproveRequestSchema, idempotent: true, ok: bulk.bulkApproveResponseSchema },
  { method: 'get', path: '/api/admin/deposit-queue', summary: 'Deposits to review, searched (reference, e-mail, username, method) and sorted on the server; cursor is the next offset', access: 'admin', query: bulk.queueQuerySchema, ok: deposits.adminDepositPageSchema },
  { method: 'get', path: '/api/admin/withdrawal-queue', summary: 'Withdrawals to review, searched (reference, e-mail, username, method) and sorted on the server; cursor is the next offset', access: 'admin', query: bulk.queueQuerySchema, ok: withdrawals.adminWithdrawalPageSchema },
  { method: 'get', path: '/api/admin/withdrawal-methods', summary: 'Every withdrawal method, active or not', access: 'admin', ok: withdrawals.withdrawalMethodListSchema },
  { method: 'post', path: '/api/admin/withdrawal-methods', summary: 'Create a withdrawal method', access: 'admin', body: withdrawals.withdrawalMethodRequestSchema, ok: withdrawals.withdrawalMethodSchema, status: 201 },
  { method: 'put', path: '/api/admin/withdrawal-methods/{id}', summary: 'Replace a withdrawal method (a higher limit waits for a second admin when another may approve)', access: 'admin', body: withdrawals.withdrawalMethodRequestSchema, ok: z.union([withdrawals.withdrawalMethodSchema, methodSentForApprovalSchema]) },
  { method: 'delete', path: '/api/admin/withdrawal-methods/{id}', summary: 'Delete a withdrawal method (deactivates it once used)', access: 'admin', ok: answers.methodDeleteResultSchema },
  { method: 'get', path: '/api/admin/users', summary: 'Users: search by name, username or e-mail; filter banned, KYC, balance', access: 'admin', query: adminUsers.adminUserQuerySchema, ok: adminUsers.adminUserPageSchema },
  { method: 'get', path: '/api/admin/users/{id}', summary: 'A user with wallets, transactions, deposits, withdrawals, investments, referrals, KYC', access: 'admin', ok: adminUsers.adminUserDetailResponseSchema },
  { method: 'patch', path: '/api/admin/users/{id}', summary: 'Ban or unban (with a reason) and per-user deposit, withdraw and send-money switches', access: 'admin', body: adminUsers.adminUserPatchSchema, ok: adminUsers.adminUserPatchResponseSchema, errors: [422] },
  { method: 'get', path: '/api/admin/transactions', summary: 'Every ledger transaction, filtered, paged, with totals for the filter', access: 'admin', query: adminTransactions.adminTransactionQuerySchema, ok: adminTransactions.adminTransactionPageSchema },
  { method: 'get', path: '/api/admin/transactions.csv', summary: 'CSV export of the filtered ledger transactions (streamed)', access: 'admin', query: adminTransactions.adminTransactionFilterSchema, ok: CSV_FILE },
  { method: 'get', path: '/api/admin/dashboard', summary: 'Counts, sums, a 30-day chart and the profit engine status', access: 'admin', ok: dashboardResponseSchema },
  { method: 'get', path: '/api/admin/audit', summary: 'Admin action log, newest first; filter by actor or the user concerned', access: 'admin', query: auditQuerySchema, ok: auditPageSchema },
  { method: 'get', path: '/api/admin/mail', summary: 'The mail outbox, newest first: queued, sent, or failed with the reason; filter by status or address', access: 'admin', query: adminMail.adminMailQuerySchema, ok: adminMail.adminMailPageSchema },
  { method: 'post', path: '/api/admin/mail/{id}/resend', summary: 'Queue a sent or failed mail again, due now, with fresh attempts (409 while it is still queued); audited', access: 'admin', ok: adminMail.adminMailResendSchema, errors: [409] },
  { method: 'post', path: '/api/kyc/submit', summary: 'Submit KYC: the KYC text fields and the idDocument file (image or PDF up to 10 MB)', access: 'user', ok: kyc.kycSubmitResultSchema, form: { fields: kyc.kycSubmitFieldsSchema, files: { idDocument: true } }, errors: [409] },
  { method: 'get', path: '/api/kyc/status', summary: "The caller's KYC state: none, pending, approved or rejected (with the reason)", access: 'user', ok: kycStatusSchema },
  { method: 'get', path: '/api/admin/kyc', summary: 'KYC submissions, newest first, by status', access: 'admin', query: kyc.adminKycQuerySchema, ok: kyc.adminKycPageSchema },
  { method: 'get', path: '/api/admin/kyc/{id}', summary: 'One KYC submission with the link to its document', access: 'admin', ok: kyc.adminKycDetailSchema },
  { method: 'get', path: '/api/admin/kyc/{id}/document', summary: 'The submitted document, inline', access: 'admin', ok: UPLOADED_FILE },
  { method: 'post', path: '/api/admin/kyc/{id}/approve', summary: 'Approve a pending KYC (once); notifies the user', access: 'admin', ok: kyc.adminKycDecisionSchema, errors: [409] },
  { method: 'post', path: '/api/admin/kyc/{id}/reject', summary: 'Reject a pending KYC with a reason (once); notifies the user', access: 'admin', body: kyc.kycRejectSchema, ok: kyc.adminKycDecisionSchema, errors: [409] },
  { method: 'get', path: '/api/tickets', summary: "The caller's support tickets, newest first", access: 'user', query: tickets.ticketQuerySchema, ok: tickets.ticketPageSchema },
  { method: 'post', path: '/api/tickets', summary: 'Open a ticket (JSON, or multipart/form-data with an optional attachment file)', access: 'user', body: tickets.createTicketSchema, ok: tickets.ticketThreadSchema, status: 201, form: { fields: tickets.createTicketSchema, files: { attachment: false } } },
  { method: 'get', path: '/api/tickets/{id}', summary: 'A ticket and its thread', access: 'user', ok: tickets.ticketThreadSchema },
  { method: 'post', path: '/api/tickets/{id}/messages', summary: 'Reply (JSON or multipart with an optional attachment); reopens a closed ticket', access: 'user', body: tickets.ticketReplySchema, ok: tickets.ticketThreadSchema, status: 201, form: { fields: tickets.ticketReplySchema, files: { attachment: false } } },
  { method: 'post', path: '/api/tickets/{id}/close', summary: 'Close own ticket', access: 'user', ok: tickets.ticketThreadSchema, errors: [409] },
  { method: 'get', path: '/api/tickets/{id}/attachments/{messageId}', summary: 'A message attachment, for the ticket owner and admins', access: 'any-signed-in', ok: UPLOADED_FILE },
  { method: 'get', path: '/api/admin/tickets', summary: 'Every ticket, newest first, by status', access: 'admin', query: tickets.ticketQuerySchema, ok: tickets.ticketPageSchema },
  { method: 'get', path: '/api/admin/tickets/{id}', summary: 'A ticket and its thread', access: 'admin', ok: tickets.ticketThreadSchema },
  { method: 'post', path: '/api/admin/tickets/{id}/messages', summary: 'Reply as support (JSON or multipart); notifies the user', access: 'admin', body: tickets.ticketReplySchema, ok: tickets.ticketThreadSchema, status: 201, form: { fields: tickets.ticketReplySchema, files: { attachment: false } }, errors: [409] },
  { method: 'post', path: '/api/admin/tickets/{id}/close', summary: 'Close a ticket; notifies the user', access: 'admin', ok: tickets.ticketThreadSchema, errors: [409] },
  { method: 'get', path: '/api/notifications', summary: 'Own notifications, newest first, with unreadCount and nextCursor', access: 'any-signed-in', query: notes.notificationQuerySchema, ok: notificationListSchema },
  { method: 'get', path: '/api/notifications/unread-count', summary: 'Number of unread notifications', access: 'any-signed-in', ok: unreadCountSchema },
  { method: 'put', path: '/api/notifications/mark-all-read', summary: 'Mark every own notification read', access: 'any-signed-in', ok: notes.markAllReadSchema },
  { method: 'put', path: '/api/notifications/{id}/read', summary: 'Mark one own notification read', access: 'any-signed-in', ok: notes.notificationUpdateSchema },
  { method: 'get', path: '/api/notification-preferences', summary: 'Per category (money, investments, security, support, news), which channels the caller wants: in-app, e-mail, push; security is locked on everywhere', access: 'any-signed-in', ok: mailPrefs.mailPreferencesSchema },
  { method: 'post', path: '/api/mail/unsubscribe', summary: 'One-click unsubscribe (RFC 8058) from a signed mail link: turns that category of mail off; no session needed', access: 'public', query: mailPrefs.unsubscribeQuerySchema, ok: auth.messageResponseSchema },
  { method: 'put', path: '/api/notification-preferences', summary: 'Turn channels of categories on or off; channels left out keep their value (security cannot be turned off, a category named twice: 400 naming the field)', access: 'any-signed-in', body: mailPrefs.mailPreferencesUpdateSchema, ok: mailPrefs.mailPreferencesSchema },
  { method: 'put', path: '/api/notifications/{id}/unread', summary: 'Mark one own notification unread', access: 'any-signed-in', ok: notes.notificationUpdateSchema },
  { method: 'post', path: '/api/admin/notifications', summary: 'Send a message (optional in-app link) to one investor (userId or email) or to all', access: 'admin', body: notes.broadcastRequestSchema, ok: notes.broadcastResultSchema, status: 201 },
  { method: 'get', path: '/api/admin/notifications/audience', summary: 'How many investors a broadcast to all would reach now (the preview before sending)', access: 'admin', ok: notes.broadcastAudienceSchema },
  { method: 'get', path: '/api/admin/notifications/sent', summary: 'What admins sent, newest first', access: 'admin', query: notes.notificationQuerySchema, ok: notes.broadcastPageSchema },
  { method: 'get', path: '/api/schemas', summary: 'Investment schemas on offer (active), featured first', access: 'user', ok: investments.schemaListSchema },
  { method: 'get', path: '/api/schemas/{id}', summary: 'One active schema: terms, what a period pays, total return', access: 'user', ok: investments.schemaOneSchema },
  { method: 'post', path: '/api/investments', summary: 'Invest Now from the Main or Profit wallet (amount rule and balance checked)', access: 'user', body: investments.investRequestSchema, idempotent: true, ok: investments.investResultSchema, status: 201, errors: [404, 422] },
  { method: 'get', path: '/api/investments', summary: 'Schema Logs: own investments with profit paid, periods paid and left, next profit time', access: 'user', query: investments.investmentQuerySchema, ok: investments.investmentPageSchema },
  { method: 'get', path: '/api/portfolio', summary: 'Totals, active count, profit by day (30 days) and allocation by schema', access: 'user', ok: investments.portfolioSchema },
  { method: 'get', path: '/api/admin/schemas', summary: 'Every schema, active or not, with investment counts', access: 'admin', ok: investments.schemaListSchema },
  { method: 'post', path: '/api/admin/schemas', summary: 'Create a schema', access: 'admin', body: investments.schemaInputSchema, ok: answers.schemaSavedSchema, status: 201 },
  { method: 'put', path: '/api/admin/schemas/{id}', summary: 'Replace a schema\'s terms (existing investments keep theirs)', access: 'admin', body: investments.schemaInputSchema, ok: answers.schemaSavedSchema },
  { method: 'delete', path: '/api/admin/schemas/{id}', summary: 'Delete a schema, or deactivate it once invested in', access: 'admin', ok: investments.deleteSchemaResultSchema },
  { method: 'get', path: '/api/admin/investments', summary: 'Every investment, newest first, by status, schema or investor', access: 'admin', query: investments.adminInvestmentQuerySchema, ok: investments.adminInvestmentPageSchema },
  { method: 'get', path: '/api/admin/jobs', summary: 'Timed jobs: the profit engine\'s last run, last paying run and latest runs', access: 'admin', ok: investments.jobsResponseSchema },
  { method: 'get', path: '/api/referrals', summary: 'Own referral code, link, people per level and commissions earned', access: 'user', ok: referrals.referralStatsSchema },
  { method: 'get', path: '/api/referrals/logs', summary: 'Own referral commissions ({ logs }): who, level, source, amount, date', access: 'user', query: referrals.referralLogQuerySchema, ok: referrals.referralLogsSchema },
  { method: 'get', path: '/api/ranking-badges', summary: 'Every badge, reached or not, and progress toward the next', access: 'user', ok: badges.rankingBadgesSchema },
  { method: 'get', path: '/api/auth/progression', summary: 'Current badge, next badge and percent toward it', access: 'user', ok: badges.progressionSchema },
  { method: 'get', path: '/api/admin/badges', summary: 'Every badge with its holder count', access: 'admin', ok: badges.adminBadgeListSchema },
  { method: 'post', path: '/api/admin/badges', summary: 'Create a badge', access: 'admin', body: badges.badgeInputSchema, ok: badges.adminBadgeResultSchema, status: 201 },
  { method: 'put', path: '/api/admin/badges/{id}', summary: 'Change a badge (bonuses already paid stay paid)', access: 'admin', body: badges.badgeInputSchema, ok: badges.adminBadgeResultSchema },
  { method: 'delete', path: '/api/admin/badges/{id}', summary: 'Delete a badge, or deactivate it once someone holds it', access: 'admin', ok: badges.adminBadgeDeleteSchema },
  { method: 'get', path: '/api/market', summary: 'Accepted assets with rate, 24 h and 30 d change and a daily series', access: 'any-signed-in', ok: market.marketSchema },
  { method: 'put', path: '/api/admin/rates', summary: 'Set asset rates to the site currency (recorded in the history)', access: 'admin', body: market.ratesUpdateSchema, ok: answers.ratesSavedSchema },
  { method: 'get', path: '/api/two-factor', summary: 'Whether TOTP two-factor authentication is on for the caller, and how many unused recovery codes are left', access: 'any-signed-in', ok: twoFactor.twoFactorStatusSchema },
  { method: 'post', path: '/api/two-factor/setup', summary: "Start enrolment: a new secret with its otpauth URL and QR code (shown once; 409 when already on); needs this session's step-up (403 STEP_UP_REQUIRED)", access: 'any-signed-in', ok: twoFactor.twoFactorSetupSchema, errors: [409] },
  { method: 'post', path: '/api/two-factor/enable', summary: "Confirm enrolment with a first code; login and withdrawals then ask for a code. Answers 10 single-use recovery codes, shown this once; needs this session's step-up (403 STEP_UP_REQUIRED)", access: 'any-signed-in', body: twoFactor.twoFactorEnableRequestSchema, ok: twoFactor.recoveryCodesResponseSchema, errors: [409] },
  { method: 'post', path: '/api/two-factor/disable', summary: "Turn two-factor off (its recovery codes go too): this session's step-up, or the password and a current code or recovery code given here (403 STEP_UP_REQUIRED with neither; 429 when locked)", access: 'any-signed-in', body: twoFactor.twoFactorDisableRequestSchema, ok: auth.messageResponseSchema, errors: [409, 429] },
  { method: 'post', path: '/api/two-factor/recovery-codes', summary: "Replace the recovery codes (the old ones stop working): this session's step-up, or the password and a current code or recovery code given here; answers the new ones, shown this once", access: 'any-signed-in', body: twoFactor.recoveryCodesRequestSchema, ok: twoFactor.recoveryCodesResponseSchema, errors: [409, 429] },
  ...STAFF_ROUTES,
  ...PASSKEY_ROUTES,
  ...STEP_UP_ROUTES,
  ...SESSION_ROUTES,
  ...STATEMENT_ROUTES,
  ...WITHDRAWAL_PROTECTION_ROUTES,
  ...ONCHAIN_ROUTES,
  ...CARD_PAYOUT_ROUTES,
  ...PROOF_OF_LIABILITIES_ROUTES,
  ...TRUST_ROUTES,
  ...ACCOUNT_DATA_ROUTES,
];
