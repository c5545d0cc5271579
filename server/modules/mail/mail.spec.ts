import type { Locale } from '../../../src/contract/locales.ts';
import type { ServerMessageValues } from '../../i18n/translate.ts';

/** The label of a fact row: `mail.fact.<name>` in the catalogs. */
export type FactName =
  | 'amount'
  | 'method'
  | 'reference'
  | 'deposit'
  | 'credited'
  | 'reason'
  | 'withdrawal'
  | 'sent'
  | 'from'
  | 'plan'
  | 'capitalReturned'
  | 'status'
  | 'device'
  | 'place'
  | 'address'
  | 'time'
  | 'pausedUntil'
  | 'account'
  | 'usableFrom'
  | 'passkey'
  | 'lockedUntil'
  | 'balance'
  | 'alertLevel'
  | 'rate'
  | 'matures';

/**
 * What a mail template adds to its catalog texts (`mail.<template>.subject`, `.heading`, `.body`
 * with a blank line between paragraphs, `.action`): values derived from the data (for ICU selects,
 * and moments or lists written in the reader's language),
 * the fact rows (from the values, amounts already in the reader's format), the action's app path
 * and whether it is a security mail.
 */
export type MailSpec<D> = {
  values?: (d: D, t: (id: string, values?: ServerMessageValues) => string, locale: Locale) => ServerMessageValues;
  facts?: (v: ServerMessageValues) => Array<[FactName, string | number | undefined]>;
  action?: (d: D) => string | undefined;
  security?: true;
};
