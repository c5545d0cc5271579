import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from './logger.ts';

/**
 * The process's Prometheus metrics (prom-client). One registry per process: every app built in it
 * (tests build many) counts into the same series, as a scrape of that process should show.
 */
export const metricsRegistry = new Registry();
// Process CPU, memory, GC, handles and event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
collectDefaultMetrics({ register: metricsRegistry });

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const moneyOperations = new Counter({
  name: 'money_operations_total',
  help: 'Money operations by type and outcome (ok, rejected, throttled, error)',
  labelNames: ['type', 'outcome'],
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Scheduled job runs by outcome: ok, failed, or skipped because another process was running it',
  labelNames: ['job', 'outcome'],
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'job_run_duration_seconds',
  help: 'How long one run of a job took in this process',
  labelNames: ['job'],
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
});

export const jobLag = new Gauge({
  name: 'job_lag_seconds',
  help: 'How much later than its interval the last run of a job started in this process (a busy previous run, a blocked event loop)',
  labelNames: ['job'],
  registers: [metricsRegistry],
});

export const jobLastSuccess = new Gauge({
  name: 'job_last_success_timestamp_seconds',
  help: 'When a run of the job last finished without error in this process (take max() across replicas)',
  labelNames: ['job'],
  registers: [metricsRegistry],
});

/** Sends per batch of the send queue (server/modules/transfers/transfers.queue.ts): how much the group commit groups. */
export const sendBatchSize = new Histogram({
  name: 'send_batch_size',
  help: 'Sends applied in one statement and one commit by the send queue',
  buckets: [1, 2, 4, 8, 16, 32],
  registers: [metricsRegistry],
});

export const sendBatchIsolated = new Counter({
  name: 'send_batch_isolated_total',
  help: 'Send batches run again with one savepoint per send, after a send raised an error in the first run',
  registers: [metricsRegistry],
});

/** What the pool gauges read: node-postgres's Pool has these three counters. */
export type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };
let currentPool: PoolLike | undefined;
const poolGauge = (name: string, help: string, read: (p: PoolLike) => number) =>
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      if (currentPool) this.set(read(currentPool));
    },
  });
poolGauge('db_pool_connections_total', 'PostgreSQL pool: open connections', (p) => p.totalCount);
poolGauge('db_pool_connections_idle', 'PostgreSQL pool: idle connections', (p) => p.idleCount);
poolGauge('db_pool_waiting_requests', 'PostgreSQL pool: queries waiting for a connection', (p) => p.waitingCount);

/** Reports this pool in the db_pool_* gauges (the process's latest pool, as a process has one). */
export function registerPoolMetrics(pool: PoolLike): void {
  currentPool = pool;
}

/** The routes that move money, as registered in app.ts, with their operation name. */
const MONEY_ROUTES: Record<string, string> = {
  'POST /api/send-money-now': 'send_money',
  'POST /api/wallet-exchange-now': 'exchange',
  'POST /api/deposits': 'deposit_request',
  'POST /api/admin/deposits/:id/approve': 'deposit_approve',
  'POST /api/admin/deposits/:id/reject': 'deposit_reject',
  'POST /api/withdrawals': 'withdrawal_request',
  'POST /api/admin/withdrawals/:id/approve': 'withdrawal_approve',
  'POST /api/admin/withdrawals/:id/reject': 'withdrawal_reject',
  'POST /api/investments': 'invest',
  'POST /api/admin/users/:id/balance': 'admin_balance',
};

const outcomeOf = (status: number) =>
  status < 400 ? 'ok' : status === 429 ? 'throttled' : status >= 500 ? 'error' : 'rejected';

/** Counts one answered request: its latency by route pattern, and the money operation it was, if any. */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration.observe({ method, route, status: String(status) }, seconds);
  const type = MONEY_ROUTES[`${method} ${route.replace(/\/$/, '')}`];
  if (type) moneyOperations.inc({ type, outcome: outcomeOf(status) });
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus text format. With a token it answers only `Authorization: Bearer
 * <token>` (anything else is a plain 404, so the public port does not advertise it).
 */
export function metricsApp(token?: string) {
  return new Hono().get('/metrics', async (c) => {
    if (token !== undefined && !sameToken(c.req.header('authorization') ?? '', `Bearer ${token}`)) return c.notFound();
    return c.body(await metricsRegistry.metrics(), 200, {
      'Content-Type': metricsRegistry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}

/** METRICS_PORT: metrics on their own listener (keep that port off the internet); returns its port and a stopper. */
export async function startMetricsServer(
  port: number,
  log: Logger,
): Promise<{ port: number; close: () => Promise<void> }> {
  const app = metricsApp();
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const s = serve({ fetch: app.fetch, port }, () => done(s));
  });
  const bound = (server.address() as AddressInfo).port;
  log.info('metrics listening', { url: `http://localhost:${bound}/metrics` });
  return { port: bound, close: () => new Promise<void>((done) => server.close(() => done())) };
}

export const onchainBlocksBehind = new Gauge({
  name: 'onchain_blocks_behind',
  help: 'On-chain deposits: blocks between the chain head and the last block the watcher processed, per method (take max() across replicas)',
  labelNames: ['method', 'chain_id'],
  registers: [metricsRegistry],
});

export const onchainRpcErrors = new Counter({
  name: 'onchain_rpc_errors_total',
  help: 'On-chain deposits: watcher runs of a method that failed on its RPC (outage, rate limit); the method then backs off',
  labelNames: ['method', 'chain_id'],
  registers: [metricsRegistry],
});

export const onchainPaymentsCounted = new Counter({
  name: 'onchain_payments_total',
  help: 'On-chain deposits: payments credited, dropped by a reorganisation, or reported after a deep reorganisation',
  labelNames: ['outcome'],
  registers: [metricsRegistry],
});
