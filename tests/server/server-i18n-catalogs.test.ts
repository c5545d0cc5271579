import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/contract/locales.ts';
import { localeOf, readServerCatalog, translate } from '../../server/i18n/translate.ts';
import { malformedMessages, missingMessages } from '../factories/icu-catalog-check.ts';

const en = readServerCatalog('en');

/** The server's own catalogs (errors, mail, push, statements) are as complete as the app's. */
describe('server message catalogs', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every message and no other', (locale) => {
    expect(missingMessages(en, readServerCatalog(locale))).toEqual([]);
  });

  it.each(LOCALES)('%s: each message parses, keeps the English arguments and has its plural forms', (locale) => {
    expect(malformedMessages(locale, en, readServerCatalog(locale))).toEqual([]);
  });

  it('picks the account language first, then the Accept-Language order, then English', () => {
    expect(localeOf('ru', 'fr-CH, fr;q=0.9')).toBe('ru');
    expect(localeOf(null, 'de-DE, fr-CH;q=0.9, en;q=0.8')).toBe('fr');
    expect(localeOf(undefined, 'de, it')).toBe('en');
    expect(localeOf('xx', null)).toBe('en');
  });

  it('an unknown id reads as itself rather than failing the caller', () => {
    expect(translate('ru', 'no.such.message')).toBe('no.such.message');
  });
});
