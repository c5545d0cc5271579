import type { TransactionType } from '../../contract/transaction-types.ts';
import type { MessageId } from '../../lib/i18n/i18n.ts';
import type { Translate } from '../../lib/i18n/use-t.ts';

const TYPE_WORDS: Record<TransactionType, MessageId> = {
  deposit: 'admin.txType.deposit',
  withdraw: 'admin.txType.withdraw',
  exchange: 'admin.txType.exchange',
  send_money: 'admin.txType.sendMoney',
  receive_money: 'admin.txType.receiveMoney',
  investment: 'admin.txType.investment',
  profit: 'admin.txType.profit',
  capital_back: 'admin.txType.capitalBack',
  referral: 'admin.txType.referral',
  bonus: 'admin.txType.bonus',
  admin_adjustment: 'admin.txType.adminAdjustment',
  refund: 'admin.txType.refund',
  fee: 'admin.txType.fee',
};

/** A ledger type in the admin's words ("send money"); a type this client does not know yet reads as sent. */
export function transactionTypeWord(t: Translate, type: string): string {
  const known = TYPE_WORDS[type as TransactionType];
  return known ? t(known) : type.replace(/_/g, ' ');
}
