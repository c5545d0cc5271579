import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { dumpPglite, hasData, restorePglite } from './db/backup.ts';
import { openDatabase, type Db } from './db/client.ts';
import * as schema from './db/schema.ts';
import { loadEnv } from './env.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { controlJson, controlRequest, viaServer } from './control/control-client.ts';
import { verifyLedger } from './modules/ledger/ledger.verify.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

const POSTGRES_NOTE =
  'backup/restore cover the embedded database (PGlite); with DATABASE_URL use pg_dump / pg_restore on the server.';
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/**
 * `backup [--out file]`: a consistent gzipped tarball of DATA_DIR/pgdata. PGlite is one process:
 * run it while the server is stopped (a live server can call dumpPglite() itself).
 */
export async function backupCommand(args: string[]): Promise<number> {
  const env = loadEnv();
  if (env.databaseUrl) {
    err(POSTGRES_NOTE);
    return 2;
  }
  const file = resolve(option(args, '--out') ?? `backup-${stamp()}.tar.gz`);
  if (!hasData(join(env.dataDir, 'pgdata'))) {
    err(`no database in ${join(env.dataDir, 'pgdata')} (set DATA_DIR)`);
    return 2;
  }
  const socket = viaServer(env);
  if (socket) {
    const answer = await controlRequest(socket, 'GET', '/backup');
    if (answer.status !== 200) controlJson(answer);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, answer.body, { mode: 0o600 });
    out(
      `backup of ${join(env.dataDir, 'pgdata')} taken by the running server, written to ${file} (${answer.body.length} bytes)`,
    );
    out('uploaded files are not in the dump: copy DATA_DIR/uploads alongside it.');
    return 0;
  }
  const database = await openDatabase({ dataDir: env.dataDir, role: 'backup' });
  try {
    if (!database.pglite) throw new Error('not an embedded database');
    const dump = await dumpPglite(database.pglite);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, dump, { mode: 0o600 });
    const report = await verifyLedger(database.db);
    out(
      `backup of ${join(env.dataDir, 'pgdata')} written to ${file} (${dump.length} bytes); ledger at backup: ${report.ok ? 'ok' : `FAIL ${report.firstFailure?.name}`}`,
    );
    out('uploaded files are not in the dump: copy DATA_DIR/uploads alongside it.');
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * `restore <file> [--force]`: unpacks a backup into DATA_DIR/pgdata and runs the ledger checks on
 * it. An existing database is kept aside as pgdata.replaced-<time> with --force, refused without.
 */
export async function restoreCommand(args: string[]): Promise<number> {
  const env = loadEnv();
  if (env.databaseUrl) {
    err(POSTGRES_NOTE);
    return 2;
  }
  const source = args.find((a) => !a.startsWith('--'));
  if (!source) {
    err('usage: restore <backup.tar.gz> [--force]');
    return 2;
  }
  const target = join(env.dataDir, 'pgdata');
  // Restoring under a running server would swap its files away: the folder must be free.
  const lock = lockDataDir(env.dataDir, 'restore');
  try {
    return await restoreInto(target, source, args.includes('--force'));
  } finally {
    lock.release();
  }
}

async function restoreInto(target: string, source: string, force: boolean): Promise<number> {
  if (hasData(target)) {
    if (!force) {
      err(
        `${target} already holds a database; stop the server and re-run with --force to replace it (the old one is kept aside)`,
      );
      return 2;
    }
    const aside = `${target}.replaced-${stamp()}`;
    renameSync(target, aside);
    out(`existing database moved to ${aside}`);
  }
  const engine = await restorePglite(target, new Uint8Array(readFileSync(resolve(source))));
  try {
    const report = await verifyLedger(drizzle(engine, { schema }) as unknown as Db);
    for (const c of report.checks) out(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
    out(
      report.ok
        ? `restored ${source} into ${target}; ledger:verify passed`
        : `restored into ${target}, but ledger:verify failed: ${report.firstFailure?.name}`,
    );
    return report.ok ? 0 : 1;
  } finally {
    await engine.close();
  }
}
