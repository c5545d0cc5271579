import { afterEach, describe, expect, it } from 'vitest';
import { formatCents, formatDecimal, formatMoney } from '../../src/contract/cents.ts';
import { formatCalendarDay, formatLocalDateTime, formatUtcDateTime } from '../../src/contract/date-time.ts';
import { setActiveFormatLocale } from '../../src/contract/active-locale.ts';
import { localeFormat } from '../../src/contract/locale-format.ts';

/** One formatter per language: amounts, percentages, dates and times written each language's way. */
const at = Date.UTC(2026, 10, 28, 17, 7);

afterEach(() => setActiveFormatLocale('en'));

describe('localeFormat', () => {
  it('writes amounts with two decimals, the language grouping and one minus sign', () => {
    const figures = (['en', 'es', 'fr', 'ru'] as const).map((l) => localeFormat(l).money(-12345.6, 'USD'));
    expect(figures.map((f) => f.replace(/\s/g, ' '))).toEqual([
      '-12,345.60 USD',
      '-12.345,60 USD',
      '-12 345,60 USD',
      '-12 345,60 USD',
    ]);
  });

  it('writes every rate with two decimals, so 1 % and 1.5 % read alike', () => {
    const en = localeFormat('en');
    expect([en.percent(1), en.percent(1.5)]).toEqual(['1.00%', '1.50%']);
    expect(localeFormat('fr').percent(1.5).replace(/\s/g, ' ')).toBe('1,50 %');
    expect(localeFormat('ru').percent(1.5).replace(/\s/g, ' ')).toBe('1,50 %');
  });

  it('writes a moment one way per language, with the zone where it is asked for', () => {
    expect(localeFormat('en', 'UTC').dateTime(at)).toBe('Nov 28, 2026, 5:07 PM');
    expect(localeFormat('en', 'UTC').dateTimeWithZone(at)).toBe('Nov 28, 2026, 5:07 PM UTC');
    expect(localeFormat('en', 'Europe/Paris').dateTimeWithZone(at)).toBe('Nov 28, 2026, 6:07 PM UTC+1');
    expect(localeFormat('ru', 'UTC').dateTime(at)).toMatch(/^28 нояб\. 2026 г\., 17:07$/);
    expect(localeFormat('fr', 'UTC').dateTime(at)).toMatch(/^28 nov\. 2026,? (à )?17:07$/);
    expect(localeFormat('es', 'UTC').date('2026-10-30')).toBe('30 oct 2026');
  });

  it('names the weekdays in the language and its order of the week', () => {
    expect(
      localeFormat('en')
        .weekdays()
        .map((d) => d.name)[0],
    ).toBe('Sunday');
    expect(
      localeFormat('fr')
        .weekdays()
        .map((d) => d.name)[0],
    ).toBe('lundi');
    const ru = localeFormat('ru');
    expect(
      ru.list(
        ru
          .weekdays()
          .slice(5)
          .map((d) => d.name),
      ),
    ).toBe('суббота и воскресенье');
  });
});

describe('the screen formatters follow the active language', () => {
  it('amounts, moments and calendar days', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50 USD');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCalendarDay('2026-10-30')).toBe('Oct 30, 2026');
    setActiveFormatLocale('ru');
    expect(formatMoney(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 USD');
    expect(formatCalendarDay('2026-10-30')).toBe('30 окт. 2026 г.');
    expect(formatLocalDateTime(at)).not.toMatch(/AM|PM/);
  });

  it('crypto amounts in their own precision are written like every other amount, never rounded', () => {
    expect(formatDecimal('12500.5', 'USDT')).toBe('12,500.50 USDT');
    setActiveFormatLocale('ru');
    expect(formatDecimal('12500.5', 'USDT').replace(/\s/g, ' ')).toBe('12 500,50 USDT');
    expect(formatDecimal('0.00012345', 'BTC')).toBe('0,00012345 BTC');
    setActiveFormatLocale('es');
    expect(formatDecimal('-75', 'USDT')).toBe('-75,00 USDT');
    // As Intl writes the language's amounts: four digits stay together in Spanish.
    expect([formatDecimal('1500.5'), formatDecimal('12500.5')]).toEqual([formatCents(150050), formatCents(1250050)]);
  });

  it('mail and message times are UTC, said so, in the given language', () => {
    expect(formatUtcDateTime(at)).toBe('Nov 28, 2026, 5:07 PM UTC');
    expect(formatUtcDateTime(at, 'ru')).toMatch(/^28 нояб\. 2026 г\., 17:07 UTC$/);
  });
});

describe('the first statement', () => {
  it('defaults to the current month to date, not last month (empty for a new investor)', async () => {
    const { defaultPeriod } = await import('../../src/components/statements/statement-period.ts');
    expect(defaultPeriod(new Date('2026-11-28T05:00:00Z'))).toEqual({
      wallet: 'main',
      mode: 'month',
      month: '2026-11',
      from: '2026-11-01',
      to: '2026-11-28',
    });
  });
});
