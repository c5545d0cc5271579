import type { TransactionType } from '../../contract/transaction-types.ts';
import type { MessageId } from '../../lib/i18n/i18n.ts';

/** The messages of the transaction types' names, for the filter and the list. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, MessageId> = {
  deposit: 'transactions.type.deposit',
  withdraw: 'transactions.type.withdraw',
  exchange: 'transactions.type.exchange',
  send_money: 'transactions.type.send_money',
  receive_money: 'transactions.type.receive_money',
  investment: 'transactions.type.investment',
  profit: 'transactions.type.profit',
  capital_back: 'transactions.type.capital_back',
  referral: 'transactions.type.referral',
  bonus: 'transactions.type.bonus',
  admin_adjustment: 'transactions.type.admin_adjustment',
  refund: 'transactions.type.refund',
  fee: 'transactions.type.fee',
};

/** The product's status words (src/contract/status-words.ts) as messages; an unknown word shows as it is. */
export const STATUS_WORD_IDS: Record<string, MessageId> = {
  Pending: 'transactions.status.pending',
  Paid: 'transactions.status.paid',
  Rejected: 'transactions.status.rejected',
  Completed: 'transactions.status.completed',
  Failed: 'transactions.status.failed',
  Reversed: 'transactions.status.reversed',
};
