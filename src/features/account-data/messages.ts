import type { LeftoverKind } from '../../contract/account-data.ts';

/** Default error messages of the "Your data" calls. */
export const ACCOUNT_DATA_DEFAULTS = {
  list: 'Failed to fetch your exports',
  request: 'Failed to start the export',
  download: 'Failed to download the export',
  close: 'Failed to close the account',
} as const;

/** Where each kind of leftover is emptied, and the words of its link. */
export const LEFTOVER_LINKS: Record<LeftoverKind, { to: string; label: string }> = {
  wallet: { to: '/user/withdraw', label: 'Withdraw money' },
  investment: { to: '/user/portfolio', label: 'See your investments' },
  deposit: { to: '/user/deposit-log', label: 'See your deposits' },
  withdrawal: { to: '/user/withdraw-log', label: 'See your withdrawals' },
};

/** What closing does, said in the confirmation before anything is sent. */
export const CLOSE_CONSEQUENCES = [
  'You are signed out everywhere at once, and you cannot sign in to this account again.',
  'Your name, e-mail, phone, picture, payout details and identity documents are erased; the account is shown as "Closed account" with a short code.',
  'The record of your transactions is kept, without your name, for the retention period the law asks of a money business, then erased.',
  'Your e-mail is free: you can register again as a new account.',
] as const;
