import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/*
 * The screen's language for formatting, apart from the formatter itself: the language switch runs
 * in the first load, the formatter (every Intl helper) only with the first page that formats
 * something, so it stays out of the first load.
 */
let active: Locale = DEFAULT_LOCALE;

/** The browser's language for screens: set when the language changes (src/lib/i18n/i18n.ts). Never on the server. */
export function setActiveFormatLocale(locale: Locale): void {
  active = locale;
}

export const activeFormatLocale = (): Locale => active;
