import { benchConfig } from './lib/config.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { createScratchDb, dropScratchDb } from './lib/scratch-db.ts';
import { startBenchServer, type BenchServer } from './lib/server-child.ts';
import { fmt, median, pct, skipped, verdict, type Row } from './lib/table.ts';

const APP_DB = 'bench_reads';

const load = (
  server: BenchServer,
  url: string,
  path: (client: number) => { path: string; token?: string },
): Promise<LoadResult> =>
  runLoad({
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

/** GET /api/wallet/wallets (64 clients, each its own user) against a bare Hono route with a constant body, same process, same load generator. */
export async function readFigures(pgOk: boolean): Promise<Row[]> {
  if (!pgOk || !benchConfig.pgUrl) return [skipped('Wallet reads/s on PostgreSQL', 'PostgreSQL not reachable')];
  const base = benchConfig.pgUrl;
  const server = await startBenchServer({
    databaseUrl: await createScratchDb(base, APP_DB),
    seedUsers: Math.max(benchConfig.readClients, 200),
  });
  const ours: LoadResult[] = [];
  const bare: LoadResult[] = [];
  try {
    for (let i = 0; i < benchConfig.runs; i++) {
      bare.push(await load(server, server.bareUrl, () => ({ path: '/constant' })));
      ours.push(
        await load(server, server.url, (client) => ({
          path: '/api/wallet/wallets',
          token: server.users[client % server.users.length]?.token ?? '',
        })),
      );
    }
  } finally {
    await server.stop();
    await dropScratchDb(base, APP_DB);
  }
  const rate = median(ours.map((r) => r.rps));
  const ref = median(bare.map((r) => r.rps));
  const failed = ours.reduce((n, r) => n + r.failed, 0);
  return [
    {
      figure: `Wallet reads/s on PostgreSQL (${benchConfig.readClients} clients)`,
      value: `${fmt(rate)}/s (p50 ${fmt(median(ours.map((r) => r.p50Ms)), 1)} ms, p99 ${fmt(median(ours.map((r) => r.p99Ms)), 1)} ms)`,
      reference: `bare Hono route ${fmt(ref)}/s`,
      ratio: pct(rate / ref),
      target: '≥ 40 %',
      result: verdict(rate / ref >= 0.4 && failed === 0),
      notes: [
        `GET /api/wallet/wallets: ${ours.map((r) => fmt(r.rps)).join(' / ')} req/s${failed ? `, ${failed} failed` : ''}; bare route: ${bare.map((r) => fmt(r.rps)).join(' / ')} req/s`,
      ],
    },
  ];
}
