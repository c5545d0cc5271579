import { formatUtcDateTime } from '../../src/contract/date-time.ts';
import { localeFormat } from '../../src/contract/locale-format.ts';
import type { Locale } from '../../src/contract/locales.ts';
import { localizedValues } from '../modules/mail/mail.wording.ts';
import { translate } from './translate.ts';

/**
 * Parts of a notice or mail that a caller cannot finish in words, because the reader's language
 * is only known when the text is made (notify reads it, a queued mail is rendered later, maybe
 * resent): moments, lists of passkeys, the protections an admin loosened. Callers store them as
 * data; these write them in `locale`.
 */

/** An ISO 8601 moment, as `toISOString()` writes it. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A stored moment in UTC, said so, in `locale`; a value already in words (older data) stays as it is. */
export const momentIn = (locale: Locale, value: unknown): string =>
  typeof value === 'string' && ISO_MOMENT.test(value) ? formatUtcDateTime(value, locale) : String(value ?? '');

/** The UTC day of a stored moment ("1 дек. 2026 г."), in `locale`; a day already in words (older data) stays as it is. */
export const dayIn = (locale: Locale, value: unknown): string =>
  typeof value === 'string' && ISO_MOMENT.test(value) ? localeFormat(locale, 'UTC').date(value) : String(value ?? '');

/** A passkey as the security review lists it: the name its owner gave it and when it was added. */
export type ListedPasskey = { name: string; addedAt: string };

/** `"Laptop" (added Nov 21, 2026, 8:05 PM UTC), …` in `locale`; text stored by older mails stays as it is. */
export function passkeysIn(locale: Locale, list: unknown): string {
  if (!Array.isArray(list)) return String(list ?? '');
  return (list as ListedPasskey[])
    .map((p) => translate(locale, 'phrase.passkeyAdded', { name: p.name, added: momentIn(locale, p.addedAt) }))
    .join(', ');
}

/** A catalog phrase (`phrase.<id>`) with its values; amounts in them are written the reader's way. */
export type Phrase = { id: string; values?: Record<string, string | number> };

export const phrase = (id: string, values?: Phrase['values']): Phrase => (values ? { id, values } : { id });
/** Data shown as it is (a chain's or a method's name, a host), or an amount. */
export const asIs = (value: string | number): Phrase => ({ id: 'value', values: { value } });

/**
 * A loosened protection: `label`, `from` and `to` in English words (stored with an approval request
 * and shown on it); `words` the same in phrases for the reader's language (absent on older requests).
 */
export type ProtectionChange = {
  key: string;
  label: string;
  from: string;
  to: string;
  words?: { label: Phrase; from: Phrase; to: Phrase };
};

const phraseIn = (locale: Locale, p: Phrase) =>
  translate(locale, `phrase.${p.id}`, localizedValues(locale, p.values ?? {}));

/** "Four-eyes threshold from 1,000.00 USD to off; …" in `locale`; text stored by older mails stays as it is. */
export function changesIn(locale: Locale, changes: unknown): string {
  if (!Array.isArray(changes)) return String(changes ?? '');
  return (changes as ProtectionChange[])
    .map((c) =>
      c.words
        ? translate(locale, 'phrase.change', {
            label: phraseIn(locale, c.words.label),
            from: phraseIn(locale, c.words.from),
            to: phraseIn(locale, c.words.to),
          })
        : `${c.label} from ${c.from} to ${c.to}`,
    )
    .join('; ');
}

/** The admin who made a change, or "An admin" in `locale` when the account is gone. */
export const adminIn = (locale: Locale, by: unknown): string =>
  typeof by === 'string' && by !== '' ? by : translate(locale, 'phrase.someAdmin');
