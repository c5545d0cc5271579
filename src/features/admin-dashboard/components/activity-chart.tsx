import type { Dashboard } from '../../../contract/admin-dashboard.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { formatCalendarDay } from '../../../contract/date-time.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { chartScale } from './chart-scale.ts';

type Day = Dashboard['chart'][number];
const SERIES = [
  { key: 'deposits', label: 'admin.dashboard.chart.deposits', stroke: 'stroke-green-600', fill: 'bg-green-600' },
  { key: 'withdrawals', label: 'admin.dashboard.chart.withdrawals', stroke: 'stroke-red-600', fill: 'bg-red-600' },
  { key: 'investments', label: 'admin.dashboard.chart.investments', stroke: 'stroke-blue-600', fill: 'bg-blue-600' },
] as const;

const W = 600;
const H = 180;

/**
 * Three lines over the last 30 days in an inline SVG, with an amount axis (0, half, top, in the
 * one money format) and a date axis (first, middle, last day); the same figures are in a table
 * for screen readers. A period with nothing in it says so instead of drawing flat lines against
 * an invented top.
 */
export function ActivityChart({ days, currency }: { days: readonly Day[]; currency: string }) {
  const t = useT();
  const values = days.flatMap((d) => [d.deposits, d.withdrawals, d.investments]);
  if (days.length === 0 || values.every((v) => v === 0)) {
    return (
      <p className="rounded-control bg-surface-2 px-3 py-6 text-center text-label text-fg-muted">
        {t('admin.dashboard.chart.empty')}
      </p>
    );
  }
  const { top, ticks } = chartScale(Math.max(...values));
  const x = (i: number) => (i * W) / Math.max(1, days.length - 1);
  const y = (v: number) => H - (v / top) * H;
  const first = formatCalendarDay(days[0]?.day ?? '');
  const last = formatCalendarDay(days.at(-1)?.day ?? '');
  const middle = formatCalendarDay(days[Math.floor((days.length - 1) / 2)]?.day ?? '');
  return (
    <figure className="flex flex-col gap-2">
      <div className="flex gap-2">
        {/* The amount axis: its labels sit at the height of their gridline. */}
        <div
          aria-hidden="true"
          className="relative my-2 h-44 shrink-0 self-start text-right text-caption text-fg-muted tabular-nums"
        >
          <span className="invisible block whitespace-nowrap">{formatMoney(top, currency)}</span>
          {ticks.map((t) => (
            <span
              key={t}
              className="absolute right-0 -translate-y-1/2 whitespace-nowrap"
              style={{ top: `${(1 - t / top) * 100}%` }}
            >
              {formatMoney(t, currency)}
            </span>
          ))}
        </div>
        <div className="my-2 min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={t('admin.dashboard.chart.label', { first, last })}
            className="h-44 w-full overflow-visible"
          >
            {ticks.map((t) => (
              <line
                key={t}
                x1={0}
                x2={W}
                y1={y(t)}
                y2={y(t)}
                vectorEffect="non-scaling-stroke"
                className={t === 0 ? 'stroke-zinc-400 dark:stroke-zinc-500' : 'stroke-zinc-200 dark:stroke-zinc-800'}
              />
            ))}
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
          {/* The date axis. */}
          <div aria-hidden="true" className="mt-1 flex justify-between gap-2 text-caption text-fg-muted">
            <span className="whitespace-nowrap">{first}</span>
            <span className="whitespace-nowrap max-[24rem]:hidden">{middle}</span>
            <span className="whitespace-nowrap">{last}</span>
          </div>
        </div>
      </div>
      <figcaption className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-caption text-fg-muted">
        <span>{t('admin.dashboard.chart.caption', { currency })}</span>
        <span className="flex flex-wrap gap-3">
          {SERIES.map((s) => (
            <span key={s.key} className="flex items-center gap-1">
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${s.fill}`} />
              {t(s.label)}
            </span>
          ))}
        </span>
      </figcaption>
      {/* sr-only on a wrapper: a table ignores width: 1px and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{t('admin.dashboard.chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.dashboard.chart.day')}</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col">
                  {t(s.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatCalendarDay(d.day)}</th>
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
