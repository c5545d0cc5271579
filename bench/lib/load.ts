import http from 'node:http';
import { percentile } from './table.ts';

export type RequestSpec = { method: string; path: string; headers?: Record<string, string>; body?: string };
export type LoadResult = {
  ok: number;
  failed: number;
  statuses: Record<string, number>;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** What `meter` read at the end of the counted window minus what it read at its start (empty without one). */
  metered: Record<string, number>;
};

type LoadOptions = {
  baseUrl: string;
  concurrency: number;
  durationMs: number;
  warmupMs?: number;
  /** The request client `client` sends as its `seq`-th; each client has its own user in the transfer test. */
  request: (client: number, seq: number) => RequestSpec;
  ok?: (status: number) => boolean;
  /** Read at the start and the end of the counted window (after the warm-up), e.g. CPU counters. */
  meter?: () => Record<string, number>;
};

function send(agent: http.Agent, base: URL, spec: RequestSpec): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: spec.method,
        path: spec.path,
        agent,
        headers: { ...spec.headers, ...(spec.body ? { 'content-length': Buffer.byteLength(spec.body) } : {}) },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(spec.body);
  });
}

/**
 * Closed-loop load: `concurrency` clients on keep-alive sockets each send their next request as
 * soon as the previous answer arrives, for `durationMs` after a warm-up. Throughput counts only
 * successful answers; latency is per request, end to end.
 */
export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const base = new URL(opts.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const ok = opts.ok ?? ((s: number) => s >= 200 && s < 300);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let okCount = 0;
  let failed = 0;
  let recording = false;
  let stopAt = 0;
  const seqs: number[] = Array.from({ length: opts.concurrency }, () => 0);
  const client = async (i: number) => {
    while (Date.now() < stopAt) {
      const seq = seqs[i] ?? 0;
      seqs[i] = seq + 1;
      const t0 = performance.now();
      let status = 0;
      try {
        status = await send(agent, base, opts.request(i, seq));
      } catch {
        status = 0;
      }
      if (!recording) continue;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (ok(status)) {
        okCount += 1;
        latencies.push(performance.now() - t0);
      } else failed += 1;
    }
  };
  if (opts.warmupMs) {
    stopAt = Date.now() + opts.warmupMs;
    await Promise.all(Array.from({ length: opts.concurrency }, (_, i) => client(i)));
  }
  recording = true;
  const before = opts.meter?.() ?? {};
  const started = performance.now();
  stopAt = Date.now() + opts.durationMs;
  await Promise.all(Array.from({ length: opts.concurrency }, (_, i) => client(i)));
  const seconds = (performance.now() - started) / 1000;
  const after = opts.meter?.() ?? {};
  const metered = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    ok: okCount,
    failed,
    statuses,
    seconds,
    rps: okCount / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    metered,
  };
}
