import type { TransactionType } from '../../contract/transaction-types.ts';

/** Display names of the transaction types, for the filter and the list. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  exchange: 'Wallet exchange',
  send_money: 'Send money',
  receive_money: 'Receive money',
  investment: 'Investment',
  profit: 'Profit',
  capital_back: 'Capital back',
  referral: 'Referral',
  bonus: 'Bonus',
  admin_adjustment: 'Admin adjustment',
  refund: 'Refund',
  fee: 'Fee',
};
