import { activeFormatLocale } from './active-locale.ts';
import type { Locale } from './locales.ts';

/**
 * The one formatter per language for amounts, percentages, dates and times, built on Intl. Each
 * Intl object is built once per language and zone and kept: building one costs milliseconds on a
 * phone, using it microseconds. Shared by the client (the reader's zone) and the server (mail, push
 * and PDFs in the recipient's language; no reader's zone there, so UTC and said so).
 */
export type LocaleFormat = {
  locale: Locale;
  /** 1234.5 -> "1,234.50" / "1.234,50" / "1 234,50": always two decimals, the language's grouping and minus. */
  amount: (value: number) => string;
  /** An amount and its currency code: "1,234.50 USD" (the code after the figure in every language). */
  money: (value: number, currency: string) => string;
  /** Exact decimal text in another currency's precision, never rounded: "12500.5" -> "12,500.50" / "12 500,50". */
  decimal: (text: string) => string;
  /** A rate as the product states it: 1.5 -> "1.50%" / "1,50 %"; always two decimals, so 1 and 1.5 read alike. */
  percent: (value: number) => string;
  /** A moment, date and time: "Nov 21, 2026, 9:05 PM" / "21 nov 2026, 21:05". */
  dateTime: (value: Date | number | string) => string;
  /** The same with the zone, where a deadline depends on it: "... 9:05 PM UTC+1". */
  dateTimeWithZone: (value: Date | number | string) => string;
  /** A calendar day (a Date, or "2026-03-01" read as that day, no zone): "Mar 1, 2026". */
  date: (value: Date | number | string) => string;
  /** Weekday names in the language's order of the week (Monday first where it starts the week). */
  weekdays: (style?: 'long' | 'short') => Array<{ day: number; name: string }>;
  /** A list in the language's words: "Saturday and Sunday" / "sábado y domingo". */
  list: (items: string[]) => string;
};

const cache = new Map<string, LocaleFormat>();

/** Built on first use: a dashboard that shows only amounts never pays for the date formatters. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

function toDate(value: Date | number | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// ICU puts a narrow no-break space before AM/PM; a plain one reads the same and searches alike.
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

/** The language's formatter in `timeZone` (the device's when left out). */
export function localeFormat(locale: Locale, timeZone?: string): LocaleFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  const known = cache.get(key);
  if (known) return known;
  const zone = timeZone ? { timeZone } : {};
  const amountFormat = once(
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  const percentFormat = once(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  const moment = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        ...zone,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
  );
  const zoned = once(() => new Intl.DateTimeFormat(locale, { ...zone, timeZoneName: 'shortOffset' }));
  const day = once(
    () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }),
  );
  const localDay = once(
    () => new Intl.DateTimeFormat(locale, { ...zone, year: 'numeric', month: 'short', day: 'numeric' }),
  );
  const lists = once(() => new Intl.ListFormat(locale, { type: 'conjunction' }));
  const firstDay = weekStart(locale);
  const zoneName = (d: Date) =>
    (
      zoned()
        .formatToParts(d)
        .find((p) => p.type === 'timeZoneName')?.value ?? 'UTC'
    ).replace(/^GMT([+-]0)?$/, 'UTC');
  // The language's marks, read once from Intl, so an exact decimal text is written like every amount.
  const marks = once(() => {
    const parts = amountFormat().formatToParts(-12345.6);
    const mark = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
    // Spanish leaves a four-digit figure ungrouped (1234,50) and groups from five (12.345,60).
    const fourUngrouped = /1234/.test(amountFormat().format(1234));
    return { group: mark('group', ','), decimal: mark('decimal', '.'), minus: mark('minusSign', '-'), fourUngrouped };
  });
  const format: LocaleFormat = {
    locale,
    amount: (value) => amountFormat().format(value),
    decimal: (text) => {
      const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
      if (!match) return text;
      const [, sign = '', whole = '0', frac = ''] = match;
      const { group, decimal, minus, fourUngrouped } = marks();
      const digits = whole.replace(/^0+(?=\d)/, '');
      const grouped = fourUngrouped && digits.length === 4 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
      return `${sign ? minus : ''}${grouped}${decimal}${frac.replace(/0+$/, '').padEnd(2, '0')}`;
    },
    money: (value, currency) => `${amountFormat().format(value)} ${currency}`,
    percent: (value) => percentFormat().format(value / 100),
    dateTime: (value) => {
      const d = toDate(value);
      return d ? plainSpaces(moment().format(d)) : '';
    },
    dateTimeWithZone: (value) => {
      const d = toDate(value);
      return d ? `${plainSpaces(moment().format(d))} ${zoneName(d).replace(/^GMT/, 'UTC')}` : '';
    },
    date: (value) => {
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
        const d = toDate(`${value}T00:00:00Z`);
        return d ? day().format(d) : '';
      }
      const d = toDate(value);
      return d ? localDay().format(d) : '';
    },
    weekdays: (style = 'long') => {
      const names = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
      // 2023-01-01 was a Sunday (day 0).
      return Array.from({ length: 7 }, (_, i) => (firstDay + i) % 7).map((d) => ({
        day: d,
        name: names.format(new Date(Date.UTC(2023, 0, 1 + d))),
      }));
    },
    list: (items) => lists().format(items),
  };
  cache.set(key, format);
  return format;
}

/** The first day of the week (0 Sunday, 1 Monday): the United States' English starts on Sunday. */
function weekStart(locale: Locale): number {
  return locale === 'en' ? 0 : 1;
}

/** The screen's formatter: the active language, the device's zone. */
export const screenFormat = (): LocaleFormat => localeFormat(activeFormatLocale());
