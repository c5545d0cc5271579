/**
 * Statement periods. Every boundary is UTC midnight: the platform keeps no time zone per user
 * (the app shows dates in the device's zone, which can change as the user travels), and a
 * statement must read the same wherever it is downloaded. A period is half-open,
 * [start, end): a movement posted exactly at 00:00:00.000 UTC on the 1st belongs to the new
 * month, so consecutive periods never share or skip a movement and opening = previous closing.
 */
export type Period = {
  /** First and last calendar day included (YYYY-MM-DD). */
  from: string;
  to: string;
  start: Date;
  /** Excluded: the next period's start. */
  end: Date;
  label: string;
  /** The query field that set the start, named when the period is refused. */
  field: 'month' | 'from';
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** "Nov 1, 2026" for labels; written out (not Intl) so server and PDF need no locale data. */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${(MONTHS[(m ?? 1) - 1] ?? '').slice(0, 3)} ${d}, ${y}`;
}

export function monthPeriod(month: string): Period {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1, 1));
  const end = new Date(Date.UTC(y, m, 1));
  return {
    from: dayOf(start),
    to: dayOf(new Date(end.getTime() - 86_400_000)),
    start,
    end,
    label: `${MONTHS[m - 1]} ${y}`,
    field: 'month',
  };
}

export function rangePeriod(from: string, to: string): Period {
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000);
  return {
    from,
    to,
    start,
    end,
    label: from === to ? dayLabel(from) : `${dayLabel(from)} - ${dayLabel(to)}`,
    field: 'from',
  };
}

export function periodOf(q: {
  month?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): Period {
  if (q.month !== undefined) return monthPeriod(q.month);
  // The query schema has already required both ends when month is absent.
  return rangePeriod(q.from ?? '', q.to ?? '');
}
