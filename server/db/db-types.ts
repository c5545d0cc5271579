import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';
import type { DbTimeouts } from '../env.ts';

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
