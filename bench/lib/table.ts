/** One line of the benchmark table: a figure, the reference measured in the same run, and the verdict. */
export type Row = {
  figure: string;
  value: string;
  reference: string;
  ratio: string;
  target: string;
  /** info: printed for comparison, no target of its own. */
  result: 'pass' | 'FAIL' | 'skipped' | 'info';
  /** Extra facts printed under the table (latencies, plans, chunk sizes). */
  notes?: string[];
};

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

export const percentile = (sorted: number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
};

export const fmt = (n: number, digits = 0): string =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';
export const pct = (n: number): string => (Number.isFinite(n) ? `${fmt(n * 100, 0)} %` : 'n/a');
export const skipped = (figure: string, why: string): Row => ({
  figure,
  value: 'skipped',
  reference: '-',
  ratio: '-',
  target: '-',
  result: 'skipped',
  notes: [`${figure}: skipped (${why})`],
});

/** A Markdown table, so the same text goes to the terminal and into the README. */
export function renderTable(rows: Row[]): string {
  const head = ['figure', 'measured (median)', 'reference (same run)', 'ratio', 'target', 'result'];
  const cells = rows.map((r) => [r.figure, r.value, r.reference, r.ratio, r.target, r.result]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

export const verdict = (ok: boolean): Row['result'] => (ok ? 'pass' : 'FAIL');
