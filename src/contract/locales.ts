/** The languages of the app, its mail, push messages and statements; English is the source. No zod here: the first load reads this file. */
export const LOCALES = ['en', 'es', 'fr', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, so a reader finds theirs whatever the app is showing. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ru: 'Русский',
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The first supported language among the browser's (or an Accept-Language list), by primary subtag. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
