import { createMoneyEvents } from './lib/money-events.ts';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { ensureFirstAdmin } from './db/seed.ts';
import type { Env } from './env.ts';
import type { Deps } from './lib/context.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import { createDiskStorage } from './lib/uploads.ts';
import { seedPlatform } from './db/seed-platform.ts';
import { startJobs } from './jobs/scheduler.ts';
import { wireModules } from './modules/wiring.ts';

export type Running = { port: number; close: () => Promise<void> };

/** Opens and migrates the database, seeds first-start data and builds the dependencies. */
export async function prepare(env: Env, log: Logger = createLogger()): Promise<{ database: Database; deps: Deps }> {
  const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, poolMax: env.dbPoolMax });
  await database.migrate();
  const deps: Deps = {
    env,
    db: database.db,
    log,
    mailer: createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, db: database.db, log }),
    now: () => new Date(),
    storage: createDiskStorage(env.dataDir),
    events: createMoneyEvents(),
  };
  wireModules(deps);
  await seedPlatform(deps);
  await ensureFirstAdmin(deps);
  return { database, deps };
}

/** Starts the API and the built client on env.port; close() stops taking requests, finishes in-flight ones, then closes the database. */
export async function startServer(env: Env): Promise<Running> {
  const log = createLogger();
  const { database, deps } = await prepare(env, log);
  const distDir = env.distDir ?? fileURLToPath(new URL('../dist', import.meta.url));
  const app = createApp(deps, { distDir });
  const stopJobs = env.jobsEnabled ? startJobs(deps) : () => Promise.resolve();
  const server: ServerType = await new Promise((resolveServer) => {
    const s = serve({ fetch: app.fetch, port: env.port }, () => resolveServer(s));
  });
  const port = (server.address() as AddressInfo).port;
  log.info('server listening', { url: `http://localhost:${port}`, database: database.kind });
  return {
    port,
    close: async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      await stopJobs();
      await database.close();
      log.info('server stopped');
    },
  };
}
