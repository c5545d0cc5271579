import { localeFormat, screenFormat } from './locale-format.ts';
import type { Locale } from './locales.ts';

/**
 * The product's moments, through the one formatter per language (src/contract/locale-format.ts):
 * on screens the reader's language and zone, in mails and messages without a reader's zone UTC,
 * said so.
 */

/** In the device's time zone: "Nov 21, 2026, 9:05 PM" ('' for an invalid date). */
export function formatLocalDateTime(value: Date | number | string): string {
  return screenFormat().dateTime(value);
}

/** Local time with its zone, where the zone matters (deadlines, the audit log): "Nov 21, 2026, 9:05 PM UTC+1". */
export function formatLocalDateTimeWithZone(value: Date | number | string): string {
  return screenFormat().dateTimeWithZone(value);
}

/** In UTC, said so, in a language (English unless given): "Nov 21, 2026, 8:05 PM UTC" (server messages and mails). */
export function formatUtcDateTime(value: Date | number | string, locale: Locale = 'en'): string {
  const text = localeFormat(locale, 'UTC').dateTime(value);
  return text ? `${text} UTC` : '';
}

/**
 * A calendar day ("2026-03-01", no time and no zone: a day in the figures) as "Mar 1, 2026" in the
 * screen's language ('' for anything else).
 */
export function formatCalendarDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? screenFormat().date(day) : '';
}
