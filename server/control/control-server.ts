import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from 'zod';
import { dumpPglite } from '../db/backup.ts';
import type { Database } from '../db/client.ts';
import { distributeProfits } from '../jobs/profit-engine.ts';
import { runDue } from '../jobs/run-due.ts';
import type { Deps } from '../lib/context.ts';
import { verifyLedger } from '../modules/ledger/ledger.verify.ts';

export const CONTROL_SOCKET = 'control.sock';
/** A Unix socket path must fit in sun_path (108 bytes on Linux, with the NUL). */
export const MAX_SOCKET_PATH = 107;

const profitsBody = z.strictObject({ until: z.iso.datetime({ offset: true }).optional() });

/**
 * The local door for the operator's CLI while the server owns an embedded data folder
 * (only one process may open PGlite): ledger:verify, distribute-profits, run-due and backup run inside
 * this process, on its database. It is a Unix socket in DATA_DIR with mode 0600, so only the
 * account that runs the server (the one that can read the database files anyway) can use it;
 * it is never on the network.
 */
export function controlApp(deps: Deps, database: Database) {
  return new Hono()
    .post('/ledger-verify', async (c) => c.json(await verifyLedger(deps.db, { indexes: true })))
    .post('/distribute-profits', async (c) => {
      const parsed = profitsBody.safeParse(await c.req.json().catch(() => ({})));
      if (!parsed.success) return c.json({ error: 'until must be an ISO time' }, 400);
      const now = deps.now();
      const until = parsed.data.until ? new Date(parsed.data.until) : now;
      if (until.getTime() > now.getTime() && deps.env.nodeEnv !== 'test') {
        return c.json(
          { error: '--until later than now is refused outside NODE_ENV=test (it would pay profit early)' },
          400,
        );
      }
      const report = await distributeProfits(deps, until);
      return c.json({ ...report, until: until.toISOString() });
    })
    .post('/run-due', async (c) => {
      const parsed = profitsBody.safeParse(await c.req.json().catch(() => ({})));
      if (!parsed.success) return c.json({ error: 'until must be an ISO time' }, 400);
      const now = deps.now();
      const until = parsed.data.until ? new Date(parsed.data.until) : now;
      if (until.getTime() > now.getTime() && deps.env.nodeEnv !== 'test') {
        return c.json(
          { error: '--until later than now is refused outside NODE_ENV=test (it would run jobs early)' },
          400,
        );
      }
      return c.json({ ...(await runDue(deps, until)), until: until.toISOString() });
    })
    .get('/backup', async (c) => {
      if (!database.pglite) return c.json({ error: 'backup covers the embedded database only; use pg_dump' }, 400);
      const dump = await dumpPglite(database.pglite);
      return c.body(dump, 200, { 'content-type': 'application/gzip' });
    })
    .onError((err, c) => {
      deps.log.error('control command failed', {
        path: c.req.path,
        error: err instanceof Error ? err.message : String(err),
      });
      return c.json({ error: err instanceof Error ? err.message : String(err) }, 500);
    });
}

export type ControlSocket = { path: string | undefined; close: () => Promise<void> };

/** Listens on DATA_DIR/control.sock (replacing a dead process's file: we hold the folder's lock). */
export async function startControlSocket(deps: Deps, database: Database, dataDir: string): Promise<ControlSocket> {
  const path = join(dataDir, CONTROL_SOCKET);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    deps.log.warn(
      'control socket not started: DATA_DIR path too long for a Unix socket; CLI commands will refuse while the server runs',
      { path },
    );
    return { path: undefined, close: async () => {} };
  }
  rmSync(path, { force: true });
  const server: Server = createServer(getRequestListener(controlApp(deps, database).fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
