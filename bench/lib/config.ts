/**
 * Scale knobs, all from the environment so a quick run needs no code change. BENCH_QUICK=1
 * shrinks everything (about two minutes in all); each figure can also be set on its own.
 */
const quick = process.env.BENCH_QUICK === '1';
const num = (name: string, full: number, small: number): number => {
  const raw = process.env[name];
  const n = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : quick ? small : full;
};

export const benchConfig = {
  quick,
  /** How many times each figure is measured; the table shows the median. */
  runs: num('BENCH_RUNS', 3, 1),
  /** PostgreSQL server for the scratch databases (dropped afterwards); BENCH_PG=0 skips the PostgreSQL figures. */
  pgUrl:
    process.env.BENCH_PG === '0'
      ? undefined
      : (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'),
  transferUsers: num('BENCH_TRANSFER_USERS', 1000, 200),
  transferClients: num('BENCH_TRANSFER_CLIENTS', 32, 32),
  transferSeconds: num('BENCH_TRANSFER_SECONDS', 10, 4),
  readClients: num('BENCH_READ_CLIENTS', 64, 64),
  readSeconds: num('BENCH_READ_SECONDS', 8, 3),
  profitPeriods: num('BENCH_PROFIT_PERIODS', 100_000, 10_000),
  profitInvestments: num('BENCH_PROFIT_INVESTMENTS', 20_000, 2_000),
  historyEntries: num('BENCH_HISTORY_ENTRIES', 10_000_000, 500_000),
  historyRequests: num('BENCH_HISTORY_REQUESTS', 200, 60),
  /** Which sections to run, comma separated (default all): transfers,reads,profit,history,size,lighthouse,offline,onchain,memory,export. */
  only: new Set(
    (process.env.BENCH_ONLY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
};

export const wants = (section: string): boolean => benchConfig.only.size === 0 || benchConfig.only.has(section);
