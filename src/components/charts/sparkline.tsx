import { useT } from '../../lib/i18n/use-t.ts';
type SparklineProps = { values: readonly number[]; label: string; width?: number; height?: number };

/** A small inline SVG line chart; green when the series ends higher than it started, red when lower. */
export function Sparkline({ values, label, width = 120, height = 36 }: SparklineProps) {
  const t = useT();
  if (values.length < 2) return <span className="text-xs text-fg-muted">{t('chart.noHistory')}</span>;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = width / (values.length - 1);
  const points = values
    .map((v, i) => `${(i * step).toFixed(1)},${(height - 2 - ((v - min) / span) * (height - 4)).toFixed(1)}`)
    .join(' ');
  const up = (values.at(-1) ?? 0) >= (values[0] ?? 0);
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={up ? 'text-emerald-600' : 'text-red-600'}
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
