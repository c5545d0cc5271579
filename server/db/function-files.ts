import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The database's functions and triggers, one file each (server/db/functions/<name>.sql): the
 * current rule in one place, so a change to it is a readable diff of one file. The numbered
 * migrations keep the history (a migrated database never changes its past); after them, every
 * file whose checksum differs from the one recorded in `drizzle.__function_files` is applied
 * again. A file creates its function with CREATE OR REPLACE (and its trigger the same way), so
 * applying it twice changes nothing.
 */
export const FUNCTIONS_DIR = fileURLToPath(new URL('./functions', import.meta.url));

type FunctionFile = { name: string; sql: string; checksum: string };

/** Answers rows for a query with positional parameters, and runs a script of several statements as one transaction. */
type FunctionFileRunner = {
  query: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  script: (text: string) => Promise<void>;
};

const NAME = /^[a-z][a-z0-9_]*$/;

/** The function files in name order, each with the sha256 of its text. */
export function readFunctionFiles(dir = FUNCTIONS_DIR): FunctionFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.sql'.length);
      if (!NAME.test(name))
        throw new Error(`function file ${file}: name it after its function (lowercase, digits, underscores)`);
      const sql = readFileSync(join(dir, file), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const SETUP = `CREATE SCHEMA IF NOT EXISTS "drizzle";
CREATE TABLE IF NOT EXISTS "drizzle"."__function_files" ("name" text PRIMARY KEY, "checksum" text NOT NULL, "applied_at" timestamptz NOT NULL DEFAULT now())`;

/**
 * Applies the files that changed since they were last applied (all of them on a new database), in
 * one transaction with their new checksums: either every changed file is live or none is. Function
 * bodies are not checked at creation (as pg_dump restores them), so files may call each other in
 * any order; a body that does not work fails its callers' tests. The caller holds the migration
 * lock (client.ts takes an advisory lock on PostgreSQL; PGlite has one process per database).
 * Answers the names applied.
 */
export async function applyFunctionFiles(run: FunctionFileRunner, files = readFunctionFiles()): Promise<string[]> {
  await run.script(SETUP);
  const recorded = new Map(
    (
      await run.query<{ name: string; checksum: string }>('SELECT "name", "checksum" FROM "drizzle"."__function_files"')
    ).map((r) => [r.name, r.checksum]),
  );
  const changed = files.filter((f) => recorded.get(f.name) !== f.checksum);
  if (changed.length === 0) return [];
  // Names and checksums are [a-z0-9_] and hex (checked above), so they are written as literals.
  const record = changed.map(
    (
      f,
    ) => `INSERT INTO "drizzle"."__function_files" ("name", "checksum", "applied_at") VALUES ('${f.name}', '${f.checksum}', now())
ON CONFLICT ("name") DO UPDATE SET "checksum" = excluded."checksum", "applied_at" = excluded."applied_at";`,
  );
  await run.script(
    [
      `SELECT set_config('check_function_bodies', 'off', true);`,
      ...changed.map((f) => `${f.sql.trim()}\n;`),
      ...record,
    ].join('\n'),
  );
  return changed.map((f) => f.name);
}
