import type { TRANSACTION_STATUSES, TransactionType } from './transaction-types.ts';
import type { ReviewStatus } from './methods.ts';

/**
 * The one word for each state, wherever it is shown: the investor's logs and transactions, the
 * admin queues and user page, notifications and mails. The words are the product's own: a
 * withdrawal an admin approved has been paid out, and that is
 * what everybody reads ("Paid"), never "Approved" here and "Completed" there.
 */
export const WITHDRAWAL_STATUS_WORDS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Paid',
  rejected: 'Rejected',
};

/** A deposit's (and KYC's) review states. */
export const REVIEW_STATUS_WORDS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_STATUS_WORDS: Record<TransactionStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  reversed: 'Reversed',
};

/**
 * A withdrawal's ledger line settles to 'completed' when paid and 'reversed' when rejected (its
 * refund is a line of its own): shown with the withdrawal's words, so one withdrawal never has two.
 */
const WITHDRAW_LINE_WORDS: Partial<Record<TransactionStatus, string>> = {
  pending: WITHDRAWAL_STATUS_WORDS.pending,
  completed: WITHDRAWAL_STATUS_WORDS.approved,
  reversed: WITHDRAWAL_STATUS_WORDS.rejected,
};

/** The status word of a ledger transaction, e.g. "Paid" for a paid withdrawal, "Completed" for an exchange. */
export function transactionStatusWord(type: TransactionType | string, status: TransactionStatus | string): string {
  const known = status as TransactionStatus;
  return (type === 'withdraw' ? WITHDRAW_LINE_WORDS[known] : undefined) ?? TRANSACTION_STATUS_WORDS[known] ?? status;
}

/** A review status word for deposits or withdrawals ("withdrawal" → "Paid" for approved). */
export function reviewStatusWord(noun: 'deposit' | 'withdrawal' | string, status: string): string {
  const words = noun === 'withdrawal' ? WITHDRAWAL_STATUS_WORDS : REVIEW_STATUS_WORDS;
  return words[status as ReviewStatus] ?? status;
}
