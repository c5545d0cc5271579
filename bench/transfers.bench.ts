import { benchConfig } from './lib/config.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { pgbenchInit, pgbenchInstalled, pgbenchRun } from './lib/pgbench.ts';
import { createScratchDb, dropScratchDb } from './lib/scratch-db.ts';
import { startBenchServer, type BenchServer } from './lib/server-child.ts';
import { fmt, median, pct, skipped, verdict, type Row } from './lib/table.ts';
import { sampleRss, treeRssMb } from './lib/rss.ts';
import { machineCpuMs, selfCpuMs, treeCpuMs } from './lib/cpu.ts';

const APP_DB = 'bench_transfers';
const PGBENCH_DB = 'bench_pgbench';

/**
 * 32 clients, each with its own users (client i sends from users i, i+32, i+64, ... in turn, so no
 * two clients ever share a sender), to a random other user of the pool, with an Idempotency-Key
 * as the real client sends. Amounts are small against the funding, so nothing is refused.
 */
// Idempotency keys are unique across runs too: a reused key would be a replay or a 422 mismatch, not a transfer.
let keys = 0;
const keyPrefix = `bench-${process.pid}-${Date.now()}`;

async function transferLoad(
  server: BenchServer,
  seconds: number,
  meter?: () => Record<string, number>,
): Promise<LoadResult> {
  const { users } = server;
  const clients = benchConfig.transferClients;
  const perClient = Math.max(1, Math.floor(users.length / clients));
  return runLoad({
    baseUrl: server.url,
    concurrency: clients,
    durationMs: seconds * 1000,
    // Three seconds before counting: a freshly started server's first seconds (V8 still compiling the
    // request path, each new pooled connection planning the send) made the first run of every set
    // the slowest (519 -> 662/s over three runs); the figure is the steady state.
    warmupMs: 3000,
    meter,
    request: (client, seq) => {
      const sender = users[client + clients * (seq % perClient)] ?? users[client];
      let to = users[Math.floor(Math.random() * users.length)];
      if (!sender || !to) throw new Error('not enough bench users');
      if (to.id === sender.id) to = users[(users.indexOf(to) + 1) % users.length] ?? to;
      keys += 1;
      return {
        method: 'POST',
        path: '/api/send-money-now',
        headers: {
          authorization: `Bearer ${sender.token}`,
          'content-type': 'application/json',
          'idempotency-key': `${keyPrefix}-${keys}`,
        },
        body: JSON.stringify({
          sender_wallet_id: sender.mainWalletId,
          recipient_email: to.email,
          amount: 1.25,
          note: 'bench',
        }),
      };
    },
  });
}

/** `cpu`: per metered run, where its CPU went (text) and the machine's busy CPU per transfer in ms. */
type Series = { rps: number[]; p50: number[]; p99: number[]; failed: number; cpu: { text: string; perOp: number }[] };

/**
 * Where a run's CPU went, per transfer: the API server's process tree, this process (the load
 * generator) and the rest of the machine (PostgreSQL, on the PostgreSQL run), with how busy the
 * two cores were. It is what makes runs on different machines comparable: the transfers use the
 * whole machine, pgbench's TPC-B at scale 1 waits on its one branch row and the commit flush.
 */
const cpuMeter = (server: BenchServer) => (): Record<string, number> => ({
  server: treeCpuMs(server.child.pid ?? 0),
  load: selfCpuMs(),
  ...machineCpuMs(),
});

function cpuShare(m: Record<string, number>, done: number): { text: string; perOp: number } {
  const per = (ms: number) => fmt(ms / Math.max(1, done), 2);
  const server = m.server ?? 0;
  const load = m.load ?? 0;
  const busy = m.busy ?? 0;
  return {
    text: `API server ${per(server)}, load ${per(load)}, rest ${per(busy - server - load)} ms CPU per transfer, machine ${pct(busy / Math.max(1, m.all ?? 0))} busy`,
    perOp: busy / Math.max(1, done),
  };
}

async function measure(server: BenchServer, seconds: number, series: Series, metered = false): Promise<void> {
  const r = await transferLoad(server, seconds, metered ? cpuMeter(server) : undefined);
  if (metered) series.cpu.push(cpuShare(r.metered, r.ok));
  series.rps.push(r.rps);
  series.p50.push(r.p50Ms);
  series.p99.push(r.p99Ms);
  series.failed += r.failed;
  if (r.failed) console.log(`  transfers: ${r.failed} failed answers ${JSON.stringify(r.statuses)}`);
}

const latencyNote = (name: string, s: Series) =>
  `${name}: ${fmt(median(s.rps))} transfers/s, p50 ${fmt(median(s.p50), 1)} ms, p99 ${fmt(median(s.p99), 1)} ms, runs ${s.rps.map((v) => fmt(v)).join(' / ')}${s.failed ? `, ${s.failed} failed` : ''}`;

/** Fairness: the slowest 1 % of sends at 32 clients, batching included (the median of the runs' p99). */
const p99Row = (database: string, s: Series): Row => ({
  figure: `Transfers p99 on ${database} (${benchConfig.transferClients} clients)`,
  value: `${fmt(median(s.p99), 1)} ms`,
  reference: `p50 ${fmt(median(s.p50), 1)} ms`,
  ratio: pct(median(s.p99) / 100),
  target: '< 100 ms',
  result: verdict(median(s.p99) < 100),
});

type EmbeddedRun = { series: Series; rssBefore: number; rssPeak: number };

/** A seeded embedded bench server under the transfer load: its figures and its RSS (process tree) before and at peak. */
async function embeddedRun(extraEnv: Record<string, string>): Promise<EmbeddedRun> {
  const server = await startBenchServer({ seedUsers: benchConfig.transferUsers, extraEnv });
  const series: Series = { rps: [], p50: [], p99: [], failed: 0, cpu: [] };
  const rssBefore = treeRssMb(server.child.pid ?? 0);
  const sampler = sampleRss(server.child.pid ?? 0);
  let rssPeak = Number.NaN;
  try {
    for (let i = 0; i < benchConfig.runs; i++) await measure(server, benchConfig.transferSeconds, series);
  } finally {
    rssPeak = sampler.stop();
    await server.stop();
  }
  return { series, rssBefore, rssPeak };
}

const rssRow = (figure: string, run: EmbeddedRun, target: string): Row => ({
  figure,
  value: `peak ${fmt(run.rssPeak)} MB`,
  reference: `${fmt(run.rssBefore)} MB before the load (seeded)`,
  ratio: `${fmt((run.rssPeak / 512) * 100)} % of 512 MB`,
  target,
  result: target === 'comparison' ? 'info' : verdict(run.rssPeak <= 512),
  notes: [
    `${figure}: ${fmt(run.rssBefore)} MB seeded, peak ${fmt(run.rssPeak)} MB over ${benchConfig.runs} load run(s) (the bench server runs on node --import tsx: its tree includes the esbuild service tsx starts; seeding hashes passwords with argon2)`,
  ],
});

export async function transferFigures(pgOk: boolean): Promise<Row[]> {
  const rows: Row[] = [];
  const seconds = benchConfig.transferSeconds;
  const clients = benchConfig.transferClients;
  let pgRate = Number.NaN;
  if (!pgOk || !benchConfig.pgUrl) rows.push(skipped('Transfers/s on PostgreSQL', 'PostgreSQL not reachable'));
  else if (!(await pgbenchInstalled())) rows.push(skipped('Transfers/s on PostgreSQL', 'pgbench not installed'));
  else {
    const base = benchConfig.pgUrl;
    const pgbenchUrl = await createScratchDb(base, PGBENCH_DB);
    await pgbenchInit(pgbenchUrl);
    const server = await startBenchServer({
      databaseUrl: await createScratchDb(base, APP_DB),
      seedUsers: benchConfig.transferUsers,
    });
    const ours: Series = { rps: [], p50: [], p99: [], failed: 0, cpu: [] };
    const reference: number[] = [];
    const referenceCpu: { text: string; perOp: number }[] = [];
    try {
      for (let i = 0; i < benchConfig.runs; i++) {
        const before = machineCpuMs();
        const { tps, transactions } = await pgbenchRun(pgbenchUrl, clients, seconds);
        const after = machineCpuMs();
        reference.push(tps);
        const perOp = (after.busy - before.busy) / transactions;
        referenceCpu.push({
          text: `${fmt(perOp, 2)} ms CPU per transaction, machine ${pct((after.busy - before.busy) / (after.all - before.all))} busy`,
          perOp,
        });
        await measure(server, seconds, ours, true);
      }
    } finally {
      await server.stop();
      await dropScratchDb(base, APP_DB);
      await dropScratchDb(base, PGBENCH_DB);
    }
    pgRate = median(ours.rps);
    const ref = median(reference);
    // Each run is judged against the pgbench run just before it: a shared machine's speed drifts by
    // tens of percent within minutes, and pgbench (bound more by the commit flush) drifts more than
    // the transfers do, so the ratio of two medians can pair a slow minute with a fast one.
    const pairs = ours.rps.map((rps, i) => rps / (reference[i] ?? Number.NaN));
    const ratio = median(pairs);
    rows.push({
      figure: `Transfers/s on PostgreSQL (${clients} clients, ${server.users.length} users)`,
      value: `${fmt(pgRate)}/s (p50 ${fmt(median(ours.p50), 1)} ms, p99 ${fmt(median(ours.p99), 1)} ms)`,
      reference: `pgbench TPC-B ${fmt(ref)} tps`,
      ratio: pct(ratio),
      target: '≥ 150 %',
      result: verdict(ratio >= 1.5 && ours.failed === 0),
      notes: [
        latencyNote('PostgreSQL', ours),
        `pgbench -c ${clients} -j 2 -T ${seconds}: ${reference.map((v) => fmt(v)).join(' / ')} tps`,
        `transfers / pgbench, run by run: ${pairs.map(pct).join(' / ')} (median ${pct(ratio)}; ratio of the medians ${pct(pgRate / ref)})`,
        ...ours.cpu.map((c, i) => `run ${i + 1}: transfers: ${c.text}; pgbench: ${referenceCpu[i]?.text ?? '-'}`),
        // Machine-wide CPU per operation, pgbench's over the transfers': the rate ratio if both were
        // bound by CPU alone. pgbench at scale 1 also waits on its one branch row and the commit
        // flush, so where those are slow the rate ratio is above this and where they are fast below.
        `machine CPU per operation, pgbench / transfers: ${pct(median(ours.cpu.map((c, i) => (referenceCpu[i]?.perOp ?? Number.NaN) / c.perOp)))} (median of the runs)`,
      ],
    });
    rows.push(p99Row('PostgreSQL', ours));
  }
  const lite = await embeddedRun({});
  const liteRate = median(lite.series.rps);
  rows.push({
    figure: `Transfers/s on PGlite (embedded default, ${clients} clients)`,
    value: `${fmt(liteRate)}/s (p50 ${fmt(median(lite.series.p50), 1)} ms, p99 ${fmt(median(lite.series.p99), 1)} ms)`,
    reference: Number.isFinite(pgRate) ? `PostgreSQL ${fmt(pgRate)}/s` : '-',
    ratio: Number.isFinite(pgRate) ? pct(liteRate / pgRate) : '-',
    target: '≥ 400/s',
    result: verdict(liteRate >= 400 && lite.series.failed === 0),
    notes: [latencyNote('PGlite', lite.series)],
  });
  rows.push(p99Row('PGlite', lite.series));
  rows.push(rssRow('Server RSS, PGlite under the transfer load', lite, '≤ 512 MB'));
  // What the embedded default's memory setting costs, measured beside it every run: the same server
  // with SERVER_MEMORY_FLAGS=0, whose WebAssembly tiers up to the optimising compiler (docs/performance-history.md, "server memory without losing throughput").
  const full = await embeddedRun({ SERVER_MEMORY_FLAGS: '0' });
  const fullRate = median(full.series.rps);
  rows.push({
    figure: 'Transfers/s on PGlite, SERVER_MEMORY_FLAGS=0 (optimising compiler)',
    value: `${fmt(fullRate)}/s (p50 ${fmt(median(full.series.p50), 1)} ms, p99 ${fmt(median(full.series.p99), 1)} ms)`,
    reference: `default ${fmt(liteRate)}/s`,
    ratio: `default at ${pct(liteRate / fullRate)}`,
    target: 'comparison',
    result: full.series.failed ? 'FAIL' : 'info',
    notes: [latencyNote('PGlite, SERVER_MEMORY_FLAGS=0', full.series)],
  });
  rows.push(rssRow('Server RSS, PGlite under the transfer load, SERVER_MEMORY_FLAGS=0', full, 'comparison'));
  return rows;
}
