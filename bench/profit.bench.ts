import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { benchConfig } from './lib/config.ts';
import { createScratchDb, dropScratchDb } from './lib/scratch-db.ts';
import { fmt, median, skipped, verdict, type Row } from './lib/table.ts';

const run = promisify(execFile);
const DB = 'bench_profit';
type Result = {
  periods: number;
  rows: number;
  seconds: number;
  batches: number;
  rssStartMb: number;
  rssPeakMb: number;
};

/**
 * 100,000 due periods over 20,000 investments (5 each) paid by one distributeProfits() run, on
 * PostgreSQL: once with none compounding, once with every second investment reinvesting its profit.
 */
export async function profitFigures(pgOk: boolean): Promise<Row[]> {
  if (!pgOk || !benchConfig.pgUrl) return [skipped('Profit engine', 'PostgreSQL not reachable')];
  return [await profitRow(benchConfig.pgUrl, 0), await profitRow(benchConfig.pgUrl, 2)];
}

async function profitRow(base: string, compoundEvery: number): Promise<Row> {
  const investments = benchConfig.profitInvestments;
  const periodsEach = Math.max(1, Math.round(benchConfig.profitPeriods / investments));
  const results: Result[] = [];
  for (let i = 0; i < benchConfig.runs; i++) {
    const url = await createScratchDb(base, DB);
    try {
      const { stdout } = await run(join('node_modules', '.bin', 'tsx'), ['bench/profit-child.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          BENCH_INVESTMENTS: String(investments),
          BENCH_PERIODS_EACH: String(periodsEach),
          BENCH_COMPOUND_EVERY: String(compoundEvery),
        },
        maxBuffer: 1 << 24,
        timeout: 1_800_000,
      });
      const m = /PROFIT_RESULT (\{.*\})/.exec(stdout);
      if (!m?.[1]) throw new Error(`profit run printed no result:\n${stdout}`);
      results.push(JSON.parse(m[1]) as Result);
    } finally {
      await dropScratchDb(base, DB);
    }
  }
  const seconds = median(results.map((r) => r.seconds));
  const periods = median(results.map((r) => r.periods));
  const expected = investments * periodsEach;
  const allPaid = results.every((r) => r.periods === expected && r.rows === expected);
  const peak = Math.max(...results.map((r) => r.rssPeakMb));
  const start = Math.min(...results.map((r) => r.rssStartMb));
  // "Flat": the run's peak RSS stays within 100 MB of where it started, however many periods it pays.
  const flat = peak - start <= 100;
  const which = compoundEvery === 2 ? ', half compounding' : '';
  return {
    figure: `Profit engine: ${fmt(expected)} periods over ${fmt(investments)} investments${which} (PostgreSQL)`,
    value: `${fmt(seconds, 1)} s (${fmt(periods / seconds)} periods/s), peak RSS ${fmt(peak)} MB`,
    reference: `60 s; RSS at start ${fmt(start)} MB`,
    ratio: `${fmt((seconds / 60) * 100, 0)} % of 60 s`,
    target: '< 60 s, RSS flat (≤ +100 MB)',
    result: verdict(seconds < 60 && flat && allPaid),
    notes: results.map(
      (r, i) =>
        `profit run ${i + 1}: ${r.periods} periods in ${fmt(r.seconds, 1)} s, ${r.batches} batches, RSS ${r.rssStartMb} -> peak ${r.rssPeakMb} MB`,
    ),
  };
}
