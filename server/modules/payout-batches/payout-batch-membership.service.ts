/**
 * Whether a withdrawal sits in an open payout batch, and what one admin alone paid a user in the
 * last 24 hours (batched or not) for four-eyes. The withdrawal review asks before it settles
 * a withdrawal on its own; it cannot ask payout-batches.service, which itself settles withdrawals
 * through the review, so this answer has a service of its own.
 */
export { openBatchOf } from './payout-batches.repo.ts';
export { lockedRecentPayoutsCents } from './payout-batches.four-eyes.ts';
