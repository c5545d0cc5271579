import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema.ts';
import type { Database, DatabaseOptions, Db } from './db-types.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { applyFunctionFiles } from './function-files.ts';
import { pgliteStartParams } from './pglite-settings.ts';
import { findDbTemplate, unpackDbTemplate } from './db-template.ts';
import { timeoutStatements } from './session-timeouts.ts';
import { makeDataDirPrivate } from '../lib/private-files.ts';

/**
 * The embedded database (PGlite) in `<dataDir>/pgdata`, or in memory for `memory://`. Imported by
 * openDatabase() only without a DATABASE_URL, so a server on PostgreSQL never loads the engine.
 */
export async function openPglite(opts: DatabaseOptions, migrationsFolder: string): Promise<Database> {
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
      ...(!dir && found?.template
        ? { loadDataDir: new Blob([new Uint8Array(found.template)], { type: 'application/x-gzip' }) }
        : {}),
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
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      // Then the function files that changed (function-files.ts); one process holds this database.
      await applyFunctionFiles({
        query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
        script: async (text) => {
          await client.exec(text);
        },
      });
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
