import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { localeFormat } from '../../../src/contract/locale-format.ts';
import type { Locale } from '../../../src/contract/locales.ts';
import type { ServerMessageValues } from '../../i18n/translate.ts';

/** An administrator's wording of one message in one language (ICU MessageFormat, checked when saved). */
export type Wording = { subject: string; body: string };

/** The argument names a message uses (inside plural and select cases too); throws when it is not valid ICU. */
export function placeholdersOf(text: string): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (format !== null && typeof format === 'object')
        for (const [key, inner] of Object.entries(format)) if (key !== 'offset') walk(inner as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(text));
  return names;
}

// One Lingui instance per language for administrators' texts; a compiled text is kept by its source.
const instances = new Map<Locale, I18n>();

/** An administrator's ICU text formatted with `values` in `locale` (plural rules of that language). */
export function formatWording(locale: Locale, text: string, values: ServerMessageValues): string {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n();
    i18n.load(locale, {});
    i18n.activate(locale);
    instances.set(locale, i18n);
  }
  if (i18n.messages[text] === undefined) i18n.load(locale, { [text]: compileMessageOrThrow(text) });
  return i18n._(text, values);
}

// The figure stored in a queued mail or notice: "1,234.56 USD", as formatCents writes it.
const STORED_AMOUNT = /^(-?\d{1,3}(?:,\d{3})*\.\d{2}) ([A-Z][A-Z0-9]{1,9})$/;

/**
 * The values of a message with every amount written the reader's way ("1 234,56 USD" in Russian).
 * Events store amounts as formatCents wrote them, in English, so one stored mail can be rendered
 * again (a resend) in the language the recipient has then; the figures go back through the one
 * formatter here.
 */
export function localizedValues(locale: Locale, values: Record<string, unknown>): ServerMessageValues {
  const format = localeFormat(locale, 'UTC');
  const out: ServerMessageValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'number') out[key] = value;
    else if (typeof value === 'string') {
      const amount = STORED_AMOUNT.exec(value);
      out[key] = amount ? format.money(Number(amount[1]?.replace(/,/g, '')), amount[2] ?? '') : value;
    }
  }
  return out;
}
