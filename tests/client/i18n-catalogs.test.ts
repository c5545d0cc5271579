import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/contract/locales.ts';
import { readCatalog, readCatalogAreas } from './helpers/i18n.ts';

/**
 * The catalog completeness check: every English message exists in every other language, says the
 * same arguments, and has every plural form the language's own rules ask for (Russian: one, few,
 * many), so no screen can show a key or an English sentence in a translated page.
 */
type Shape = { args: Set<string>; plurals: Array<{ arg: string; keys: string[] }> };

function shapeOf(message: string): Shape {
  const shape: Shape = { args: new Set(), plurals: [] };
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [arg, type, format] = token;
      shape.args.add(arg);
      if (format === null || typeof format !== 'object') continue;
      const cases = Object.entries(format).filter(([key]) => key !== 'offset');
      // Lingui writes exact cases (=0) as "0"; the language's own categories are the others.
      if (type === 'plural') shape.plurals.push({ arg, keys: cases.map(([key]) => key) });
      for (const [, tokens] of cases) walk(tokens as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(message));
  return shape;
}

// Read as files: an import of a catalog is its compiled form (scripts/lingui-catalogs-plugin.ts).
const en = await readCatalog('en');
const ids = Object.keys(en).sort();

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
    const catalog = await readCatalog(locale);
    expect(Object.keys(catalog).sort()).toEqual(ids);
    const blank = Object.entries(catalog).filter(([, text]) => text.trim() === '');
    expect(blank).toEqual([]);
  });

  it.each(LOCALES)('%s: each message parses, keeps the English arguments and has its plural forms', async (locale) => {
    const catalog = await readCatalog(locale);
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const id of ids) {
      const text = catalog[id] ?? '';
      const source = shapeOf(en[id] ?? '');
      let shape: Shape;
      try {
        shape = shapeOf(text);
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`);
        continue;
      }
      if ([...source.args].sort().join() !== [...shape.args].sort().join())
        problems.push(`${id}: arguments ${[...shape.args].join()} instead of ${[...source.args].join()}`);
      for (const plural of shape.plurals) {
        const missing = needed.filter((category) => !plural.keys.includes(category));
        if (missing.length) problems.push(`${id}: plural ${plural.arg} lacks ${missing.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
