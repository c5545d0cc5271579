type Bar = { label: string; value: number };
type BarChartProps = { bars: readonly Bar[]; label: string; format: (value: number) => string; height?: number };

/** Vertical bars in an SVG that scales to its container; each bar has a title for hover and screen readers. */
export function BarChart({ bars, label, format, height = 140 }: BarChartProps) {
  const max = Math.max(0, ...bars.map((b) => b.value)) || 1;
  const width = Math.max(bars.length * 12, 120);
  const barWidth = width / Math.max(bars.length, 1);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className="h-36 w-full text-blue-600 dark:text-blue-400"
    >
      <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} stroke="currentColor" strokeOpacity="0.3" />
      {bars.map((b, i) => {
        const h = (b.value / max) * (height - 4);
        return (
          <rect
            key={b.label}
            x={i * barWidth + 1}
            y={height - h}
            width={Math.max(barWidth - 2, 1)}
            height={h}
            fill="currentColor"
            rx="1"
          >
            <title>{`${b.label}: ${format(b.value)}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
