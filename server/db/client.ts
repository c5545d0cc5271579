import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { applyFunctionFiles } from './function-files.ts';
import { guardPool } from './pool-guard.ts';
import { registerPoolMetrics } from '../lib/metrics.ts';
import { timeoutStatements } from './session-timeouts.ts';
import type { Database, DatabaseOptions, Db, Queryable } from './db-types.ts';

// The types live apart so the PGlite opener (open-pglite.ts) can use them without importing this file.
export type { Database, DatabaseOptions, Db, Queryable, Tx } from './db-types.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(q: Queryable, query: SQLWrapper): Promise<T[]> {
  const result = (await q.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * queryRows as a named prepared statement: on PostgreSQL each pooled connection parses and plans it
 * once, not at every call (parsing and planning the send's 18-parameter call again each time cost
 * its backend about 8 % of its CPU, measured paired). PGlite runs it as queryRows does. `name`
 * must belong to this one query text; the statement's parameters may differ at every call.
 */
export async function queryPreparedRows<T extends Record<string, unknown>>(
  q: Queryable,
  name: string,
  query: SQLWrapper,
): Promise<T[]> {
  const prepared = q._.session.prepareQuery(dialect.sqlToQuery(query.getSQL()), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
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

const defaultPoolError = (err: Error) =>
  process.stderr.write(`${JSON.stringify({ level: 'warn', msg: 'database connection lost', error: err.message })}\n`);

/** PostgreSQL when a URL is given; otherwise PGlite in `<dataDir>/pgdata` (or in memory for `memory://`). */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      // While the database is away a request fails in seconds (503) instead of waiting forever for a connection.
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      keepAlive: true,
      // Every new pooled session is bounded before the pool hands it out: a new connection is not used
      // until its SET has answered, and one whose SET fails is closed and the checkout fails (never an
      // unbounded session). A SET, not startup options, so PgBouncer and managed poolers that refuse
      // unknown startup parameters work. (Queuing it from the 'connect' event put a second query on a
      // busy client, which pg 8 warns about and pg 9 refuses.)
      onConnect: async (client) => {
        await client.query(timeoutStatements(opts.timeouts));
      },
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
          // Then the function files that changed (function-files.ts), under the same lock.
          await applyFunctionFiles({
            query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
            script: async (text) => {
              await client.query(text);
            },
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
          await client.query(timeoutStatements(opts.timeouts)).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // The embedded engine's code (PGlite and its driver, ~1 MB of source) loads only when it is used.
  const { openPglite } = await import('./open-pglite.ts');
  return openPglite(opts, migrationsFolder);
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
