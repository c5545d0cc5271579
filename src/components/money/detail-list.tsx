export type DetailRow = { label: string; value: string; strong?: boolean };

/**
 * Label/value pairs (amount, charge, reference...) as a description list. On a phone the label
 * sits above its value; from 480 px they share a line. Values break only where a long token
 * (an address, a reference) cannot fit its line, never inside "4,999.00 USD" or "Saturday".
 */
export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="flex flex-col divide-y divide-line">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-0.5 py-2 min-[30rem]:flex-row min-[30rem]:items-baseline min-[30rem]:justify-between min-[30rem]:gap-4">
          <dt className="shrink-0 text-label text-fg-muted">{row.label}</dt>
          <dd className={`tabular-nums [overflow-wrap:anywhere] min-[30rem]:text-right ${row.strong ? 'font-bold' : 'font-medium'}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
