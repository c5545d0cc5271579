import { join } from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { guardPool } from './pool-guard.ts';
import { pgliteStartParams } from './pglite-settings.ts';
import { findDbTemplate, unpackDbTemplate } from './db-template.ts';
import { registerPoolMetrics } from '../lib/metrics.ts';
import type { DbTimeouts } from '../env.ts';
import { timeoutStatements } from './session-timeouts.ts';
import { makeDataDirPrivate } from '../lib/private-files.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: what a query helper needs. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded engine itself (PGlite only), for backups (server/db/backup.ts). */
  pglite?: PGlite;
  /** PGlite only: opened an existing folder, or made a new database from the build's template or by initdb. */
  createdFrom?: 'existing' | 'template' | 'initdb';
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(q: Queryable, query: SQLWrapper): Promise<T[]> {
  const result = (await q.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** PostgreSQL's "try again" codes: deadlock victim (40P01), serialization failure (40001). */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Runs `attempt` again when PostgreSQL picked it as a deadlock victim or refused it for a
 * serialization conflict: the attempt rolled back whole, so nothing it did stays. Money code takes
 * every wallet lock in one id order up front (ledger.lock.ts, events.walletsToLock), so deadlocks
 * between money operations should not happen; this stays as the safety net for any path that
 * slips (an index page split, a future handler). `attempt` must be one whole transaction that
 * only touches the database.
 */
export async function withConflictRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (err) {
      const code = pgErrorCode(err);
      if (n >= MAX_ATTEMPTS || !code || !RETRYABLE_CODES.has(code)) throw err;
      await new Promise((r) => setTimeout(r, n * 15 + Math.random() * 25));
    }
  }
}

/** Every db.transaction goes through withConflictRetry. */
function retryConflicts(db: { transaction: (...args: never[]) => Promise<unknown> }): void {
  const once = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  db.transaction = ((...args: unknown[]) => withConflictRetry(() => once(...args))) as typeof db.transaction;
}

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string;
  poolMax?: number;
  /** Who opens an embedded folder (written into its lock file for the "in use" message). */
  role?: string;
  /** PostgreSQL: how long a request waits for a connection before failing (503). */
  connectTimeoutMs?: number;
  /** PostgreSQL: told about connections the server dropped while idle (the pool replaces them). */
  onPoolError?: (err: Error) => void;
  /** Bounds on every session (server/db/session-timeouts.ts); unset, the documented defaults. */
  timeouts?: DbTimeouts;
};

const defaultPoolError = (err: Error) => process.stderr.write(`${JSON.stringify({ level: 'warn', msg: 'database connection lost', error: err.message })}\n`);

/** PostgreSQL when a URL is given; otherwise PGlite in `<dataDir>/pgdata` (or in memory for `memory://`). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      // While the database is away a request fails in seconds (503) instead of waiting forever for a connection.
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    // Every new pooled session is bounded before its first query (queued first on the client). A SET,
    // not startup options, so PgBouncer and managed poolers that refuse unknown startup parameters work.
    pool.on('connect', (client) => {
      client.query(timeoutStatements(opts.timeouts)).catch((err: Error) => (opts.onPoolError ?? defaultPoolError)(err));
    });
    // An idle connection the server ends (restart, pg_terminate_backend: 57P01) is reported here;
    // without a listener the process would crash. The pool has already dropped that connection and
    // opens a new one on the next checkout, so this only reports it.
    pool.on('error', (err) => (opts.onPoolError ?? defaultPoolError)(err));
    // The same for connections in use (checked out): see pool-guard.ts.
    guardPool(pool, opts.onPoolError ?? defaultPoolError);
    registerPoolMetrics(pool);
    const db = drizzlePg(pool, { schema });
    retryConflicts(db);
    return {
      // Both drivers extend PgDatabase; they differ only in their result-type parameter.
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: async () => {
        const client = await pool.connect();
        try {
          // An advisory lock, so several processes starting at once migrate one at a time (waiting as long as the first takes).
          await client.query('SET lock_timeout = 0; SET statement_timeout = 0');
          await client.query('SELECT pg_advisory_lock(727001)');
          await migratePg(db, { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
          await client.query(timeoutStatements(opts.timeouts)).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const folder = opts.dataDir === 'memory://' || !opts.dataDir ? undefined : opts.dataDir;
  // One process per embedded folder: the lock is taken before PGlite touches a file.
  const lock = folder ? lockDataDir(folder, opts.role ?? 'a process') : undefined;
  let client: PGlite;
  let createdFrom: Database['createdFrom'];
  try {
    const dir = folder ? join(folder, 'pgdata') : undefined;
    if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Whoever opens the folder (server, CLI, restore) leaves it private to its account (lib/private-files.ts).
    if (folder) makeDataDirPrivate(folder);
    // amcheck is loaded so `ledger:verify` can check index health (CREATE EXTENSION happens only there).
    // A new database is unpacked from the build's template when there is a current one (db-template.ts).
    const fresh = !dir || !existsSync(join(dir, 'PG_VERSION'));
    const found = fresh ? findDbTemplate() : undefined;
    createdFrom = !fresh ? 'existing' : found?.template ? 'template' : 'initdb';
    if (dir && found?.template) await unpackDbTemplate(found.template, dir);
    client = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      // In memory there is no folder to unpack into: PGlite unpacks it itself.
      ...(!dir && found?.template ? { loadDataDir: new Blob([new Uint8Array(found.template)], { type: 'application/x-gzip' }) } : {}),
      extensions: { amcheck },
      startParams: pgliteStartParams(),
    });
    await client.exec(timeoutStatements(opts.timeouts));
    // A new PGlite folder is unpacked with mode 0666 files whatever the umask; the files it creates later follow the umask.
    if (folder) makeDataDirPrivate(folder);
  } catch (err) {
    lock?.release();
    throw err;
  }
  try {
    // A folder PGlite just created is locked by its own files from now on too (data-dir-lock.ts).
    lock?.holdDatabase();
  } catch (err) {
    await client.close();
    throw err;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    createdFrom,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
