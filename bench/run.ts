/**
 * `npm run bench`: every benchmark on the machine it runs on, one table at the end (the median
 * of BENCH_RUNS runs for each figure, with its reference measured in the same run). Exits 1 when
 * the client JavaScript is over budget (and, with BENCH_STRICT=1, when any figure misses its target).
 */
import { writeFileSync } from 'node:fs';
import { benchConfig, wants } from './lib/config.ts';
import { pgReachable } from './lib/scratch-db.ts';
import { renderTable, type Row } from './lib/table.ts';
import { transferFigures } from './transfers.bench.ts';
import { readFigures } from './reads.bench.ts';
import { profitFigures } from './profit.bench.ts';
import { historyFigures } from './history.bench.ts';
import { clientSizeFigures, removeBuild } from './client-size.bench.ts';
import { lighthouseFigures } from './lighthouse.bench.ts';
import { offlineFigures } from './offline.bench.ts';
import { onchainFigures } from './onchain.bench.ts';
import { memoryFigures } from './memory.bench.ts';
import { exportFigures } from './export.bench.ts';
import { mutationSummary } from './lib/mutation-summary.ts';

type Section = { name: string; run: (pgOk: boolean) => Promise<Row[]> };

const sections: Section[] = [
  { name: 'transfers', run: transferFigures },
  { name: 'reads', run: readFigures },
  { name: 'profit', run: profitFigures },
  { name: 'history', run: historyFigures },
  { name: 'size', run: clientSizeFigures },
  { name: 'lighthouse', run: lighthouseFigures },
  { name: 'offline', run: offlineFigures },
  { name: 'onchain', run: onchainFigures },
  { name: 'memory', run: memoryFigures },
  { name: 'export', run: exportFigures },
];

const started = Date.now();
const pgOk = await pgReachable(benchConfig.pgUrl);
console.log(
  pgOk
    ? `PostgreSQL at ${benchConfig.pgUrl ?? ''}: scratch databases are created and dropped there`
    : 'PostgreSQL not reachable (set BENCH_PG_URL): the PostgreSQL figures are skipped',
);
const rows: Row[] = [];
for (const section of sections) {
  if (!wants(section.name)) continue;
  const t0 = Date.now();
  console.log(`\n== ${section.name} ==`);
  try {
    const got = await section.run(pgOk);
    rows.push(...got);
    for (const r of got) for (const n of r.notes ?? []) console.log(`  ${n}`);
  } catch (err) {
    console.error(err);
    rows.push({
      figure: section.name,
      value: 'error',
      reference: '-',
      ratio: '-',
      target: '-',
      result: 'FAIL',
      notes: [String(err)],
    });
  }
  console.log(`  (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}

await removeBuild();
const table = renderTable(rows);
console.log(`\n${table}\n`);
console.log(
  `${benchConfig.quick ? 'BENCH_QUICK scale; ' : ''}median of ${benchConfig.runs} run(s); ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
);
const mutation = mutationSummary();
if (mutation) console.log(`\n${mutation}\n`);
writeFileSync(
  'bench/last-run.md',
  `${table}\n\nNotes:\n${rows
    .flatMap((r) => r.notes ?? [])
    .map((n) => `- ${n}`)
    .join('\n')}\n${mutation ? `\n${mutation}\n` : ''}`,
);
const overBudget = rows.some((r) => r.figure.startsWith('Client JS') && r.result === 'FAIL');
const anyFail = rows.some((r) => r.result === 'FAIL');
process.exit(overBudget || (process.env.BENCH_STRICT === '1' && anyFail) ? 1 : 0);
