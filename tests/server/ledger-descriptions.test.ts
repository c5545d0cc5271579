import { describe, expect, it } from 'vitest';
import { localizeDescription } from '../../server/i18n/english-templates.ts';
import { readServerCatalog, translate } from '../../server/i18n/translate.ts';
import { LOCALES } from '../../src/contract/locales.ts';

/**
 * Ledger descriptions are written in English by the postings and shown in the reader's language in
 * the statement PDF: each English template is found back under its own id, so none shadows another.
 */
describe('ledger descriptions in the reader’s language', () => {
  const english = readServerCatalog('en');
  const ids = Object.keys(english).filter((id) => id.startsWith('documents.description.'));

  it('finds every description back from its English text and writes it in each language', () => {
    const lost: string[] = [];
    for (const id of ids) {
      const values: Record<string, string> = {};
      for (const [, name] of (english[id] ?? '').matchAll(/\{(\w+)/g)) values[name as string] = `X${name}`;
      const shown = translate('en', id, values);
      expect(localizeDescription('en', shown)).toBe(shown);
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const expected = translate(locale, id, values);
        if (localizeDescription(locale, shown) !== expected) lost.push(`${locale} ${id}: ${shown}`);
      }
    }
    expect(lost).toEqual([]);
  });

  it('tells the longer of two like descriptions apart, and leaves an unknown one as it was', () => {
    expect(localizeDescription('ru', 'Profit from Gold reinvested (period 3 of 12)')).toBe(
      'Прибыль по Gold реинвестирована (период 3 из 12)',
    );
    expect(localizeDescription('ru', 'Profit from Gold (period 3)')).toBe('Прибыль по Gold (период 3)');
    expect(localizeDescription('ru', 'Received from another user')).toBe('Получено от другого пользователя');
    expect(localizeDescription('es', 'Level 2 investment commission from a referral')).toBe(
      'Comisión de nivel 2 por inversión de un referido',
    );
    expect(localizeDescription('fr', 'Something new')).toBe('Something new');
  });
});
