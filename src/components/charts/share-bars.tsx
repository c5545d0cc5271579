type Share = { key: string; label: string; value: number; detail?: string };

const COLORS = ['bg-blue-600', 'bg-emerald-600', 'bg-amber-500', 'bg-fuchsia-600', 'bg-cyan-600', 'bg-rose-600'];

/** Parts of a whole as labelled horizontal bars (an accessible alternative to a pie chart). */
export function ShareBars({
  shares,
  label,
  format,
}: {
  shares: readonly Share[];
  label: string;
  format: (value: number) => string;
}) {
  const total = shares.reduce((a, s) => a + s.value, 0) || 1;
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {shares.map((s, i) => {
        const pct = Math.round((s.value / total) * 100);
        return (
          <li key={s.key} className="flex flex-col gap-1">
            <div className="flex justify-between gap-2 text-sm">
              <span className="font-medium">{s.label}</span>
              <span className="tabular-nums">
                {format(s.value)} · {pct}%{s.detail ? ` · ${s.detail}` : ''}
              </span>
            </div>
            <div className="h-2 rounded bg-zinc-200 dark:bg-zinc-800">
              <div className={`h-2 rounded ${COLORS[i % COLORS.length]}`} style={{ width: `${pct}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
