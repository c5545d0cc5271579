// Ledger transaction kinds and states, without zod: route search params and the server both use them.

export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'exchange',
  'send_money',
  'receive_money',
  'investment',
  'profit',
  'capital_back',
  'referral',
  'bonus',
  'admin_adjustment',
  'refund',
  'fee',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Ledger types as stored (a transfer is one send_money row; receive_money exists only in a user's view). */
export const LEDGER_TYPES = TRANSACTION_TYPES.filter((type) => type !== 'receive_money');

export const TRANSACTION_STATUSES = ['completed', 'pending', 'failed', 'reversed'] as const;

/** Response header carrying the keyset cursor of the next page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
