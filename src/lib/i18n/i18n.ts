import { i18n, type Messages } from '@lingui/core';
import { setActiveFormatLocale } from '../../contract/active-locale.ts';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '../../contract/locales.ts';
import enCommon from '../../i18n/catalogs/en/common.json';

/** Every message id: English is the source catalog, so a typo in an id fails the typecheck. */
export type MessageId = keyof typeof import('../../i18n/catalogs/en.ts')['messages'];
export type MessageValues = Record<string, string | number>;

// The build compiles each catalog file (scripts/lingui-catalogs-plugin.ts). The first load carries
// English's common messages only (the shell, sign-in, dashboard greeting); the rest of English and
// every other language are one lazy chunk each, loaded before the first render (src/main.tsx).
i18n.load('en', enCommon as unknown as Messages);
i18n.activate('en');

const CATALOGS: Record<Locale, () => Promise<{ messages: unknown }>> = {
  en: () => import('../../i18n/catalogs/en.ts'),
  es: () => import('../../i18n/catalogs/es.ts'),
  fr: () => import('../../i18n/catalogs/fr.ts'),
  ru: () => import('../../i18n/catalogs/ru.ts'),
};

const LOCALE_STORAGE_KEY = 'language';
const loaded = new Set<Locale>();

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
  if (!loaded.has(locale)) {
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
