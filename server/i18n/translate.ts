import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, isLocale, LOCALES, pickLocale, type Locale } from '../../src/contract/locales.ts';

/**
 * What the server says in the recipient's language: API error messages, mail, push and in-app
 * notifications, statements. Catalogs are ICU MessageFormat text in area files
 * (`server/i18n/catalogs/<locale>/<area>.json`), read and compiled once at start; a message that is
 * not valid ICU stops the start instead of showing a broken text later.
 */
export type ServerMessageValues = Record<string, string | number>;

const CATALOGS = new URL('./catalogs/', import.meta.url);

/** One language's area files, joined (exported for the catalog completeness test). */
export function readServerCatalog(locale: Locale): Record<string, string> {
  const dir = new URL(`${locale}/`, CATALOGS);
  const joined: Record<string, string> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort())
    Object.assign(joined, JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>);
  return joined;
}

function compile(locale: Locale): Messages {
  const compiled: Messages = {};
  for (const [id, text] of Object.entries(readServerCatalog(locale))) {
    try {
      const tokens = compileMessageOrThrow(text);
      compiled[id] = tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
    } catch (error) {
      throw new Error(`server catalog ${locale}: "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`);
    }
  }
  return compiled;
}

let instances: Map<Locale, I18n> | undefined;

function instance(locale: Locale): I18n {
  instances ??= new Map(
    LOCALES.map((code) => {
      const i18n = setupI18n();
      i18n.load(code, compile(code));
      i18n.activate(code);
      return [code, i18n] as const;
    }),
  );
  return instances.get(locale) ?? (instances.get(DEFAULT_LOCALE) as I18n);
}

/** The message in `locale`; English where a catalog lacks it (a test keeps every catalog complete). */
export function translate(locale: Locale, id: string, values?: ServerMessageValues): string {
  const i18n = instance(locale);
  const own = i18n.messages[id] === undefined ? instance(DEFAULT_LOCALE) : i18n;
  return own._(id, values);
}

/** A stored language (the account's) or an Accept-Language header, as one of the app's languages. */
export function localeOf(language: string | null | undefined, acceptLanguage?: string | null): Locale {
  if (isLocale(language)) return language;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  // "fr-CH, fr;q=0.9, en;q=0.8": the listed order is the preference order browsers send.
  return pickLocale(acceptLanguage.split(',').map((part) => part.split(';')[0] ?? ''));
}
