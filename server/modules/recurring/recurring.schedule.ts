import type { RecurringEvery } from '../../../src/contract/recurring-investments.ts';

const DAY_MS = 86_400_000;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The due time of run `n` (0 = the anchor itself) of a plan. Months count from the anchor, not from
 * the previous run, so a plan that started on the 31st runs on the last day of shorter months and
 * on the 31st again after them, at the anchor's time of day (UTC).
 */
export function dueAt(anchor: Date, every: RecurringEvery, n: number): Date {
  if (every === 'day') return new Date(anchor.getTime() + n * DAY_MS);
  if (every === 'week') return new Date(anchor.getTime() + n * 7 * DAY_MS);
  const months = anchor.getUTCMonth() + n;
  const year = anchor.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The first run number whose due time is at or after `t` (resuming a paused plan skips the dates it slept through). */
export function firstRunFrom(anchor: Date, every: RecurringEvery, from: number, t: Date): number {
  let n = from;
  // Days and weeks jump straight there; months step (at most 12 a year of pause).
  if (every !== 'month') {
    const step = every === 'day' ? DAY_MS : 7 * DAY_MS;
    n = Math.max(from, Math.ceil((t.getTime() - anchor.getTime()) / step));
  }
  while (dueAt(anchor, every, n).getTime() < t.getTime()) n += 1;
  return n;
}
