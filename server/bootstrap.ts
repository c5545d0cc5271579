import { createMoneyEvents } from './lib/money-events.ts';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { ensureFirstAdmin } from './db/seed.ts';
import type { Env } from './env.ts';
import type { Deps } from './lib/context.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { openStorage } from './lib/storage.ts';
import { sweepOrphanUploads } from './lib/uploads-sweep.ts';
import { makeDataDirPrivate } from './lib/private-files.ts';
import { releaseOrphanedKeys } from './modules/idempotency/idempotency.repo.ts';
import { seedPlatform } from './db/seed-platform.ts';
import { startJobs } from './jobs/scheduler.ts';
import { settleBackground } from './lib/background.ts';
import { wireModules } from './modules/wiring.ts';
import { SERVER_ROLE } from './lib/server-role.ts';
import { createDrainer } from './lib/drain.ts';
import { startMetricsServer } from './lib/metrics.ts';
import { beginDraining } from './modules/health/health.service.ts';

export type Running = { port: number; close: () => Promise<void> };

/** Opens and migrates the database, seeds first-start data and builds the dependencies. */
export async function prepare(
  env: Env,
  log: Logger = createLogger(),
  role = SERVER_ROLE,
): Promise<{ database: Database; deps: Deps }> {
  // Uploads, the generated JWT secret and (embedded) the database: private to this account (docs/decisions/0053-data-dir-private-modes.md).
  const madePrivate = basename(env.dataDir) === 'memory:' ? 0 : makeDataDirPrivate(env.dataDir);
  if (madePrivate > 0)
    log.warn('DATA_DIR had files other accounts could read or write; made them private (0700/0600)', {
      dataDir: env.dataDir,
      changed: madePrivate,
    });
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    poolMax: env.dbPoolMax,
    role,
    timeouts: env.dbTimeouts,
    onPoolError: (err) =>
      log.warn('database connection lost; the pool reconnects on the next request', { error: err.message }),
  });
  if (database.createdFrom === 'template' || database.createdFrom === 'initdb')
    log.info('embedded database created', { from: database.createdFrom });
  await database.migrate();
  // Embedded: this is the only process on the folder, so every key in flight was cut off with its process (no money behind it).
  if (database.kind === 'pglite') {
    const released = await releaseOrphanedKeys(database.db);
    if (released > 0) log.info('idempotency keys left in flight by the last run released', { released });
  }
  const deps: Deps = {
    env,
    db: database.db,
    log,
    mailer: createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, log }),
    now: () => new Date(),
    storage: await openStorage(env),
    events: createMoneyEvents(),
  };
  wireModules(deps);
  // A bucket can be large: its sweep runs beside the start instead of before it.
  if (deps.storage.kind === 'disk') await sweepUploads(deps);
  else void sweepUploads(deps);
  await seedPlatform(deps);
  await ensureFirstAdmin(deps);
  return { database, deps };
}

/** Orphan files (a cut save, no row) are removed at start; a failure here must not stop the server. */
async function sweepUploads(deps: Deps): Promise<void> {
  try {
    const removed = await sweepOrphanUploads(deps.db, deps.storage);
    if (removed) deps.log.warn('removed orphan upload files', { files: removed });
  } catch (err) {
    deps.log.warn('upload sweep failed', { error: err instanceof Error ? err.message : String(err) });
  }
}

/**
 * How long an idle kept-alive connection stays open. Longer than the proxy in front keeps its idle
 * connections (Caddy 30 s in deploy/Caddyfile, nginx and AWS load balancers 60 s): with Node's 5 s
 * the proxy could send a request down a connection the app was closing and answer 502, which it
 * does not retry for a POST.
 */
export const KEEP_ALIVE_MS = 65_000;

/** How long in-flight requests get to answer after SIGTERM before their connections are cut. */
export const DRAIN_LIMIT_MS = 10_000;

/**
 * Starts the API and the built client on env.port. close() drains (no new connections, in-flight
 * requests answered, kept-alive connections closed after their answer), stops the jobs, closes the
 * database and releases the data folder.
 */
export async function startServer(env: Env): Promise<Running> {
  const log = createLogger(false, env.logLevel);
  const { database, deps } = await prepare(env, log);
  const distDir = env.distDir ?? fileURLToPath(new URL('../dist', import.meta.url));
  const app = createApp(deps, { distDir });
  // The control socket serves the embedded database's CLI commands (and backups): loaded only for PGlite.
  const control =
    database.kind === 'pglite' && env.dataDir !== 'memory://'
      ? await (await import('./control/control-server.ts')).startControlSocket(deps, database, env.dataDir)
      : undefined;
  const stopJobs = env.jobsEnabled ? startJobs(deps) : () => Promise.resolve();
  const server: ServerType = await new Promise((resolveServer) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: env.port,
        serverOptions: { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 },
      },
      () => resolveServer(s),
    );
  });
  const drainer = createDrainer(server as Server);
  const port = (server.address() as AddressInfo).port;
  const metrics = env.metricsPort ? await startMetricsServer(env.metricsPort, log) : undefined;
  log.info('server listening', { url: `http://localhost:${port}`, database: database.kind });
  return {
    port,
    close: async () => {
      const started = Date.now();
      // Readiness answers 503 from now on, so a load balancer stops sending new work here.
      beginDraining();
      const { forced } = await drainer.drain(DRAIN_LIMIT_MS);
      if (forced)
        log.warn('drain limit reached; unfinished requests were cut', { requests: forced, limitMs: DRAIN_LIMIT_MS });
      await control?.close();
      await metrics?.close();
      await stopJobs();
      log.info('jobs stopped');
      // Session touches and outbox drains started by the last requests finish before the pool closes.
      await settleBackground();
      await database.close();
      log.info('server stopped', { drainMs: Date.now() - started });
    },
  };
}
