import { i18n, type Messages } from '@lingui/core';
import { setActiveFormatLocale } from '../../contract/locale-format.ts';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '../../contract/locales.ts';
import { messages as enSource } from '../../i18n/catalogs/en.ts';

/** Every message id: English is the source catalog, so a typo in an id fails the typecheck. */
export type MessageId = keyof typeof enSource;
export type MessageValues = Record<string, string | number>;

// The build compiles each catalog file (scripts/lingui-catalogs-plugin.ts); its type is still the source's.
i18n.load('en', enSource as unknown as Messages);
i18n.activate('en');

/** One lazy chunk per other language: English is in the first load, the rest only when chosen. */
const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: unknown }>> = {
  es: () => import('../../i18n/catalogs/es.ts'),
  fr: () => import('../../i18n/catalogs/fr.ts'),
  ru: () => import('../../i18n/catalogs/ru.ts'),
};

const LOCALE_STORAGE_KEY = 'language';
const loaded = new Set<Locale>([DEFAULT_LOCALE]);

/** The language to start in: the account's, else the one picked before sign-in, else the browser's. */
export function initialLocale(accountLanguage: string | null | undefined): Locale {
  if (isLocale(accountLanguage)) return accountLanguage;
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be unavailable (private mode): the browser's language still applies.
  }
  return pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this visit (and the account keeps it once signed in).
  }
}

/** Loads the language's catalog (once) and switches every `useT` reader to it, without a reload. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale !== 'en' && !loaded.has(locale)) {
    const catalog = await CATALOGS[locale]();
    i18n.load(locale, catalog.messages as Messages);
    loaded.add(locale);
  }
  setActiveFormatLocale(locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** A message outside React (toasts, notices built in handlers): read at the moment it is shown. */
export const translate = (id: MessageId, values?: MessageValues): string => i18n._(id, values);
