import { i18n, type Messages } from '@lingui/core';
import { setActiveFormatLocale } from '../../contract/active-locale.ts';
import { DEFAULT_LOCALE, isLocale, pickLocale, type Locale } from '../../contract/locales.ts';

/** Every message id: English is the source catalog, so a typo in an id fails the typecheck. */
export type MessageId =
  | keyof typeof import('../../i18n/catalogs/en.ts')['messages']
  | keyof typeof import('../../i18n/catalogs/en-admin.ts')['messages'];
export type MessageValues = Record<string, string | number>;

// The build compiles each catalog file (scripts/lingui-catalogs-plugin.ts). No message is in the
// first load: each language's investor messages are one lazy chunk, loaded while the stores are
// read and awaited before the first render (src/main.tsx). The admin console's messages are a
// second chunk per language that investors never fetch: loaded when the console opens
// (loadAdminCatalog) and, from then on, with every language the tab switches to.

let languageShown: () => void = () => undefined;
/** Settles once a language is active: what is written before (a guard's toast) waits for it. */
export const languageReady = new Promise<void>((resolve) => {
  languageShown = resolve;
});

type Part = 'app' | 'admin';
type Catalog = () => Promise<{ messages: unknown }>;

const CATALOGS: Record<Locale, Record<Part, Catalog>> = {
  en: { app: () => import('../../i18n/catalogs/en.ts'), admin: () => import('../../i18n/catalogs/en-admin.ts') },
  es: { app: () => import('../../i18n/catalogs/es.ts'), admin: () => import('../../i18n/catalogs/es-admin.ts') },
  fr: { app: () => import('../../i18n/catalogs/fr.ts'), admin: () => import('../../i18n/catalogs/fr-admin.ts') },
  ru: { app: () => import('../../i18n/catalogs/ru.ts'), admin: () => import('../../i18n/catalogs/ru-admin.ts') },
};

const LOCALE_STORAGE_KEY = 'language';
/** Each part of each language is fetched once; a failed fetch is forgotten so the next call retries. */
const loading = new Map<string, Promise<void>>();
/** The language asked for last (being loaded or active): the admin console's messages follow it. */
let wantedLocale: Locale = DEFAULT_LOCALE;
/** Set once the admin console has opened in this tab: every later language switch brings its messages. */
let adminWanted = false;

function loadPart(locale: Locale, part: Part): Promise<void> {
  const key = `${locale}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = CATALOGS[locale][part]().then((catalog) => i18n.load(locale, catalog.messages as Messages));
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

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

/**
 * Loads the language's catalog (once) and switches every `useT` reader to it, without a reload. In
 * a tab where the admin console has opened, the console's messages load first too, so a switch
 * there never shows a message id.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  wantedLocale = locale;
  await Promise.all([loadPart(locale, 'app'), adminWanted ? loadPart(locale, 'admin') : undefined]);
  setActiveFormatLocale(locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  languageShown();
}

/**
 * The admin console's messages in the language being shown (or being switched to): the admin
 * routes await it before their first render. `locale` loads one language without opening the
 * console (the client tests' English).
 */
export async function loadAdminCatalog(locale?: Locale): Promise<void> {
  if (locale) return loadPart(locale, 'admin');
  adminWanted = true;
  return loadPart(wantedLocale, 'admin');
}

export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

/** A message outside React (toasts, notices built in handlers): read at the moment it is shown. */
export const translate = (id: MessageId, values?: MessageValues): string => i18n._(id, values);
