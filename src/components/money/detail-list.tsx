export type DetailRow = { label: string; value: string; strong?: boolean };

/** Label/value pairs (amount, charge, reference...) as a description list. */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-2">
          <dt className="text-sm text-zinc-600 dark:text-zinc-400">{row.label}</dt>
          <dd className={`text-right tabular-nums break-all ${row.strong ? 'font-bold' : 'font-medium'}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
