import type { LeftoverKind } from '../../contract/account-data.ts';
import type { MessageId } from '../../lib/i18n/i18n.ts';

/** Default error messages of the "Your data" calls (read with `translate` when the call fails). */
export const ACCOUNT_DATA_DEFAULTS = {
  list: 'dataExport.error.list',
  request: 'dataExport.error.request',
  download: 'dataExport.error.download',
  close: 'dataExport.error.close',
} as const satisfies Record<string, MessageId>;

/** Where each kind of leftover is emptied, and the words of its link. */
export const LEFTOVER_LINKS: Record<LeftoverKind, { to: string; label: MessageId }> = {
  wallet: { to: '/user/withdraw', label: 'dataExport.left.wallet' },
  investment: { to: '/user/portfolio', label: 'dataExport.left.investment' },
  deposit: { to: '/user/deposit-log', label: 'dataExport.left.deposit' },
  withdrawal: { to: '/user/withdraw-log', label: 'dataExport.left.withdrawal' },
};

/** What closing does, said in the confirmation before anything is sent. */
export const CLOSE_CONSEQUENCES = [
  'dataExport.close.signedOut',
  'dataExport.close.erased',
  'dataExport.close.kept',
  'dataExport.close.emailFree',
] as const satisfies readonly MessageId[];
