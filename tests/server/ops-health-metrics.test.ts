import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { queryRows } from '../../server/db/client.ts';
import { createJobLocks, runJobOnce, startJobs } from '../../server/jobs/scheduler.ts';
import type { Job } from '../../server/jobs/job.ts';
import { startMetricsServer } from '../../server/lib/metrics.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { fundedUser } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

type Ready = {
  status: string;
  checks: Record<string, unknown>;
  code: string;
  message: string;
  errors: Record<string, string>;
};

describe('health probes', () => {
  it('live answers without the database; ready checks database, migrations and a writable DATA_DIR', async () => {
    expect((await call(ctx.app, 'GET', '/api/health/live')).body).toMatchObject({ status: 'ok' });
    const dataDir = mkdtempSync(join(tmpdir(), 'ready-'));
    const app = createApp({ ...ctx.deps, env: { ...ctx.deps.env, dataDir } });
    const ready = await call<Ready>(app, 'GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', disk: 'ok', storage: 'ok', draining: false },
    });
    // The old probe answers as before.
    expect((await call(ctx.app, 'GET', '/api/health')).body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('ready is 503 when DATA_DIR cannot be written', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ready-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const app = createApp({ ...ctx.deps, env: { ...ctx.deps.env, dataDir: file } });
    const ready = await call<Ready>(app, 'GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Not ready: disk',
      errors: { database: 'ok', migrations: 'ok', storage: 'ok', draining: 'no' },
    });
    expect(ready.body.errors.disk).toMatch(/^failed: /);
  });

  it('ready is 503 while the database is behind this build (a replica started before its migration ran)', async () => {
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      ctx.deps.db,
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    if (!newest) throw new Error('no migrations recorded');
    await ctx.deps.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest.id}`);
    try {
      const ready = await call<Ready>(ctx.app, 'GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.errors.migrations).toMatch(/behind this build/);
    } finally {
      await ctx.deps.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
    expect((await call(ctx.app, 'GET', '/api/health/ready')).status).toBe(200);
  });
});

describe('Prometheus metrics', () => {
  it('are not public: /metrics is a 404 without METRICS_TOKEN, and with it only for the bearer of the token', async () => {
    expect((await call(ctx.app, 'GET', '/metrics')).status).toBe(404);
    const token = 'metrics-token-0123456789';
    const app = createApp({ ...ctx.deps, env: { ...ctx.deps.env, metricsToken: token } });
    expect((await call(app, 'GET', '/metrics')).status).toBe(404);
    expect(
      (await call(app, 'GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(404);
    const ok = await app.request('/metrics', { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/plain');
  });

  it('count request latency by route and money operations by type and outcome, on METRICS_PORT', async () => {
    const admin = (await loginAdmin(ctx.app)).token;
    const alice = await fundedUser(ctx.app, admin, 100);
    const bob = await fundedUser(ctx.app, admin, 0);
    const send = (amount: number) =>
      call(ctx.app, 'POST', '/api/send-money-now', {
        token: alice.token,
        body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount },
      });
    expect((await send(10)).status).toBe(200);
    expect((await send(100_000)).status).toBe(422);
    const server = await startMetricsServer(0, createLogger(true));
    try {
      const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
      expect(text).toMatch(
        /http_request_duration_seconds_bucket\{le="[\d.]+",method="POST",route="\/api\/send-money-now",status="200"\} [1-9]/,
      );
      expect(text).toMatch(/money_operations_total\{type="send_money",outcome="ok"\} [1-9]/);
      expect(text).toMatch(/money_operations_total\{type="send_money",outcome="rejected"\} [1-9]/);
      expect(text).toMatch(/money_operations_total\{type="admin_balance",outcome="ok"\} [1-9]/);
      expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    } finally {
      await server.close();
    }
  });
});

describe('jobs across processes', () => {
  const pools: Array<{ close: () => Promise<void> }> = [];
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });

  it('never runs one job in two processes at once (PostgreSQL advisory lock on a connection of its own)', async () => {
    let inside = 0;
    let most = 0;
    let runs = 0;
    const job: Job = {
      name: `lock-test-${Date.now()}`,
      everyMs: 10,
      run: async () => {
        inside += 1;
        most = Math.max(most, inside);
        runs += 1;
        await new Promise((r) => setTimeout(r, 40));
        inside -= 1;
      },
    };
    // Each "process" has its own pool, so its own PostgreSQL sessions, as two app processes would.
    const second = ctx.deps.env.databaseUrl
      ? await openDatabase({ databaseUrl: ctx.deps.env.databaseUrl, poolMax: 3 })
      : undefined;
    if (second) pools.push(second);
    const stops = [startJobs(ctx.deps, [job]), startJobs({ ...ctx.deps, db: second?.db ?? ctx.deps.db }, [job])];
    // Both schedulers tick every 10 ms: let the job run a few times, however slow the machine.
    await expect.poll(() => runs, { timeout: 30_000 }).toBeGreaterThan(5);
    await Promise.all(stops.map((stop) => stop()));
    const url = ctx.deps.env.databaseUrl;
    if (second && url) {
      expect(most).toBe(1);
      // While one process holds the job, the other is told so at once rather than waiting.
      const [mine, theirs] = [createJobLocks(url, ctx.deps.log), createJobLocks(url, ctx.deps.log)];
      pools.push(mine, theirs);
      let release: (() => void) | undefined;
      const held = runJobOnce(ctx.deps, { ...job, run: () => new Promise<void>((r) => (release = r)) }, mine);
      // Running, so its lock is taken.
      await expect.poll(() => release !== undefined, { timeout: 30_000 }).toBe(true);
      expect(await runJobOnce({ ...ctx.deps, db: second.db }, job, theirs)).toBe('skipped');
      release?.();
      expect(await held).toBe('ok');
      // Released: the other process gets it next time; a failed run releases it too.
      await expect(
        runJobOnce(ctx.deps, { ...job, run: () => Promise.reject(new Error('boom')) }, theirs),
      ).rejects.toThrow('boom');
      expect(await runJobOnce(ctx.deps, job, mine)).toBe('ok');
    }
  });
});
