/**
 * The one way the product writes a moment: "Nov 21, 2026, 9:05 PM". Written out rather than
 * through Intl: the UI is English only, and building an Intl formatter took about 15 ms
 * of a phone's first dashboard render. Shared by the client (the reader's local time) and the
 * server (messages and mails, which have no reader's zone, so UTC and said so).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Parts = { year: number; month: number; day: number; hours: number; minutes: number };

function write({ year, month, day, hours, minutes }: Parts): string {
  return `${MONTHS[month] ?? ''} ${day}, ${year}, ${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

function toDate(value: Date | number | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** In the device's time zone: "Nov 21, 2026, 9:05 PM" ('' for an invalid date). */
export function formatLocalDateTime(value: Date | number | string): string {
  const d = toDate(value);
  return d
    ? write({
        year: d.getFullYear(),
        month: d.getMonth(),
        day: d.getDate(),
        hours: d.getHours(),
        minutes: d.getMinutes(),
      })
    : '';
}

/** The device's offset from UTC as people read it: "UTC", "UTC+1", "UTC-3:30". */
export function localZoneLabel(value: Date | number | string = Date.now()): string {
  const d = toDate(value) ?? new Date();
  const offset = -d.getTimezoneOffset();
  if (offset === 0) return 'UTC';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `UTC${offset > 0 ? '+' : '-'}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** Local time with its zone, where the zone matters (deadlines, the audit log): "Nov 21, 2026, 9:05 PM UTC+1". */
export function formatLocalDateTimeWithZone(value: Date | number | string): string {
  const text = formatLocalDateTime(value);
  return text ? `${text} ${localZoneLabel(value)}` : '';
}

/** In UTC, said so: "Nov 21, 2026, 8:05 PM UTC" (server messages and mails). */
export function formatUtcDateTime(value: Date | number | string): string {
  const d = toDate(value);
  return d
    ? `${write({ year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hours: d.getUTCHours(), minutes: d.getUTCMinutes() })} UTC`
    : '';
}

/**
 * A calendar day ("2026-03-01", no time and no zone: a day in the figures) as "Mar 1, 2026", the
 * date part of the one format above ('' for anything else).
 */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const [, year = '', month = '', date = ''] = match;
  const name = MONTHS[Number(month) - 1];
  return name ? `${name} ${Number(date)}, ${year}` : '';
}
