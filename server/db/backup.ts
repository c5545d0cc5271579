import { existsSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * A consistent copy of an embedded (PGlite) database: a gzipped tarball of its data directory,
 * taken while no transaction is open. PGlite runs one statement at a time, and holding its
 * transaction lock makes the dump wait for open transactions to end and keeps new ones from
 * starting, so the copy is a committed state: every ledger transaction is in it whole or not at all.
 * Used by `npm run cli -- backup` and by tests on a live in-process database.
 */
export async function dumpPglite(client: PGlite): Promise<Uint8Array<ArrayBuffer>> {
  const blob = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return new Uint8Array(await blob.arrayBuffer());
}

/** True when `dir` holds files (a restore would overwrite a live database). */
export function hasData(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/**
 * Unpacks a dump into `pgdataDir` (which must be empty or missing) and opens it, so PostgreSQL
 * replays its log; returns the open engine for checks. The caller closes it.
 */
export async function restorePglite(pgdataDir: string, dump: Uint8Array<ArrayBuffer>): Promise<PGlite> {
  if (hasData(pgdataDir)) throw new Error(`${pgdataDir} is not empty; refusing to overwrite a database`);
  return PGlite.create({ dataDir: pgdataDir, loadDataDir: new Blob([dump], { type: 'application/x-gzip' }) });
}
