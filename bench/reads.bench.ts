import { benchConfig } from './lib/config.ts';
import { databaseBackendsCpuMs, selfCpuMs, treeCpuMs } from './lib/cpu.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { createScratchDb, dropScratchDb } from './lib/scratch-db.ts';
import { startBenchServer } from './lib/server-child.ts';
import type { BenchUser } from './lib/seed-users.ts';
import { summariseProfileDir } from './lib/server-profile.ts';
import { fmt, median, pct, skipped, verdict, type Row } from './lib/table.ts';

const APP_DB = 'bench_reads';

const load = (
  url: string,
  path: (client: number) => { path: string; token?: string },
  meter?: () => Record<string, number>,
): Promise<LoadResult> =>
  runLoad({
    meter,
    baseUrl: url,
    concurrency: benchConfig.readClients,
    durationMs: benchConfig.readSeconds * 1000,
    warmupMs: 1000,
    request: (client) => {
      const r = path(client);
      const headers: Record<string, string> = r.token ? { authorization: `Bearer ${r.token}` } : {};
      return { method: 'GET', path: r.path, headers };
    },
  });

/** CPU of the server's process tree, its database's backends and this load generator (ms so far). */
const cpuMeter = (pid: number) => (): Record<string, number> => ({
  server: treeCpuMs(pid),
  gen: selfCpuMs(),
  ...databaseBackendsCpuMs(APP_DB),
});

/** CPU per answered request in µs, by process. */
const perRequest = (r: LoadResult) => {
  const us = (k: string) => ((r.metered[k] ?? 0) / Math.max(1, r.ok)) * 1000;
  const db = Object.keys(r.metered)
    .filter((k) => k.startsWith('db:'))
    .reduce((sum, k) => sum + us(k), 0);
  return { server: us('server'), db, gen: us('gen') };
};

const walletPath = (users: BenchUser[]) => (client: number) => ({
  path: '/api/wallet/wallets',
  token: users[client % users.length]?.token ?? '',
});

/**
 * BENCH_PROFILE=<dir>: one more wallet-read load, against a second server on the same database
 * started with --cpu-prof (a process of its own, so the profile holds the wallet reads only).
 */
async function profiledRun(databaseUrl: string, users: BenchUser[], dir: string): Promise<string[]> {
  const server = await startBenchServer({
    databaseUrl,
    extraEnv: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${dir}`.trim() },
  });
  let rate = Number.NaN;
  try {
    rate = (await load(server.url, walletPath(users))).rps;
  } finally {
    await server.stop();
  }
  // The load's counted window, before the server stopped; the start-up is left out.
  return [`${fmt(rate)} req/s under the profiler`, ...summariseProfileDir(dir, benchConfig.readSeconds * 1000)];
}

/** GET /api/wallet/wallets (64 clients, each its own user) against a bare Hono route with a constant body, same process, same load generator. */
export async function readFigures(pgOk: boolean): Promise<Row[]> {
  if (!pgOk || !benchConfig.pgUrl) return [skipped('Wallet reads/s on PostgreSQL', 'PostgreSQL not reachable')];
  const base = benchConfig.pgUrl;
  const databaseUrl = await createScratchDb(base, APP_DB);
  const server = await startBenchServer({
    databaseUrl,
    seedUsers: Math.max(benchConfig.readClients, 200),
  });
  const ours: LoadResult[] = [];
  const profile: string[] = [];
  const bare: LoadResult[] = [];
  try {
    for (let i = 0; i < benchConfig.runs; i++) {
      const meter = cpuMeter(server.child.pid ?? 0);
      bare.push(await load(server.bareUrl, () => ({ path: '/constant' }), meter));
      ours.push(await load(server.url, walletPath(server.users), meter));
    }
    if (process.env.BENCH_PROFILE)
      profile.push(...(await profiledRun(databaseUrl, server.users, process.env.BENCH_PROFILE)));
  } finally {
    await server.stop();
    await dropScratchDb(base, APP_DB);
  }
  const rate = median(ours.map((r) => r.rps));
  const ref = median(bare.map((r) => r.rps));
  const failed = ours.reduce((n, r) => n + r.failed, 0);
  // On a shared machine the rates swing with the neighbours; CPU per request, by process, does not.
  const cpu = ours.map((r, i) => {
    const o = perRequest(r);
    const b = perRequest(bare[i] ?? r);
    return { o, b, ratio: (b.server + b.db + b.gen) / (o.server + o.db + o.gen) };
  });
  return [
    {
      figure: `Wallet reads/s on PostgreSQL (${benchConfig.readClients} clients)`,
      value: `${fmt(rate)}/s (p50 ${fmt(median(ours.map((r) => r.p50Ms)), 1)} ms, p99 ${fmt(median(ours.map((r) => r.p99Ms)), 1)} ms)`,
      reference: `bare Hono route ${fmt(ref)}/s`,
      ratio: pct(rate / ref),
      target: '≥ 75 %',
      result: verdict(rate / ref >= 0.75 && failed === 0),
      notes: [
        `GET /api/wallet/wallets: ${ours.map((r) => fmt(r.rps)).join(' / ')} req/s${failed ? `, ${failed} failed` : ''}; bare route: ${bare.map((r) => fmt(r.rps)).join(' / ')} req/s`,
        ...cpu.map(
          (c, i) =>
            `run ${i + 1} CPU per request: wallet read server ${fmt(c.o.server)} µs + database ${fmt(c.o.db)} µs + load generator ${fmt(c.o.gen)} µs; bare route server ${fmt(c.b.server)} µs + database ${fmt(c.b.db)} µs + load generator ${fmt(c.b.gen)} µs`,
        ),
        `CPU per request, bare route over wallet read (the rate ratio if both were bound by CPU alone): ${pct(median(cpu.map((c) => c.ratio)))} (median of the runs)`,
        ...profile.map((line) => `wallet-read profile: ${line}`),
      ],
    },
  ];
}
