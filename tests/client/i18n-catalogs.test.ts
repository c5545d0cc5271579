import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/contract/locales.ts';
import { malformedMessages, missingMessages } from '../factories/icu-catalog-check.ts';
import { readCatalog, readCatalogAreas } from './helpers/i18n.ts';

/**
 * The catalog completeness check: every English message exists in every other language, says the
 * same arguments, and has every plural form the language's own rules ask for, so no screen can
 * show a key or an English sentence in a translated page.
 */
// Read as files: an import of a catalog is its compiled form (scripts/lingui-catalogs-plugin.ts).
const en = await readCatalog('en');

describe('message catalogs', () => {
  it.each(LOCALES)('%s: every message lives in one area file, the same one as in English', (locale) => {
    const home = new Map<string, string>();
    for (const [file, messages] of readCatalogAreas('en')) for (const id of Object.keys(messages)) home.set(id, file);
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const [file, messages] of readCatalogAreas(locale))
      for (const id of Object.keys(messages)) {
        // A second copy would silently win over the first when the areas are joined.
        if (seen.has(id)) problems.push(`${id} in ${seen.get(id)} and ${file}`);
        seen.set(id, file);
        if (home.has(id) && home.get(id) !== file) problems.push(`${id} in ${file}, English has it in ${home.get(id)}`);
      }
    expect(problems).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every message and no other', async (locale) => {
    expect(missingMessages(en, await readCatalog(locale))).toEqual([]);
  });

  it.each(LOCALES)('%s: each message parses, keeps the English arguments and has its plural forms', async (locale) => {
    expect(malformedMessages(locale, en, await readCatalog(locale))).toEqual([]);
  });
});
