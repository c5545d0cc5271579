import type { Dashboard } from '../../../contract/admin-dashboard.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';

type Day = Dashboard['chart'][number];
const SERIES = [
  { key: 'deposits', label: 'Deposits', stroke: 'stroke-green-600', fill: 'bg-green-600' },
  { key: 'withdrawals', label: 'Withdrawals', stroke: 'stroke-red-600', fill: 'bg-red-600' },
  { key: 'investments', label: 'Investments', stroke: 'stroke-blue-600', fill: 'bg-blue-600' },
] as const;

/** "2026-03-01" as "Mar 1, 2026": the date part of the one format the app uses (formatDateTime). */
const dayText = (day: string) => (day ? formatDateTime(`${day}T12:00:00`).replace(/, \d{1,2}:\d{2} [AP]M$/, '') : '');

const W = 600;
const H = 180;
const PAD = 8;

/** Three lines over the last 30 days in an inline SVG; the same figures are in a table for screen readers. */
export function ActivityChart({ days, currency }: { days: readonly Day[]; currency: string }) {
  const max = Math.max(1, ...days.flatMap((d) => [d.deposits, d.withdrawals, d.investments]));
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / Math.max(1, days.length - 1);
  const y = (v: number) => H - PAD - (v / max) * (H - 2 * PAD);
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Deposits, withdrawals and investments per day from ${first} to ${last}`} className="h-44 w-full">
        <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} className="stroke-zinc-300 dark:stroke-zinc-700" />
        {SERIES.map((s) => (
          <polyline
            key={s.key}
            fill="none"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            className={s.stroke}
            points={days.map((d, i) => `${x(i).toFixed(1)},${y(d[s.key]).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption className="flex flex-wrap justify-between gap-3 text-xs text-zinc-700 dark:text-zinc-300">
        <span className="whitespace-nowrap">{dayText(first)}</span>
        <span className="flex flex-wrap gap-3">
          {SERIES.map((s) => (
            <span key={s.key} className="flex items-center gap-1">
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${s.fill}`} />
              {s.label}
            </span>
          ))}
          <span>peak {formatMoney(max, currency)}</span>
        </span>
        <span className="whitespace-nowrap">{dayText(last)}</span>
      </figcaption>
      {/* sr-only on a wrapper: a table ignores width: 1px and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>Daily totals</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayText(d.day)}</th>
                {SERIES.map((s) => (
                  <td key={s.key}>{formatMoney(d[s.key], currency)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
