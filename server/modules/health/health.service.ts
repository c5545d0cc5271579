import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pingDatabase, queryRows } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';

export type CheckResult = 'ok' | 'skipped' | `failed: ${string}`;
export type Readiness = {
  ready: boolean;
  checks: {
    database: CheckResult;
    migrations: CheckResult;
    disk: CheckResult;
    storage: CheckResult;
    draining: boolean;
  };
};

/** A check that has not answered in this time counts as failed, so a hung database cannot hang the probe. */
const CHECK_TIMEOUT_MS = 2_000;

/** The newest migration this build ships (drizzle's journal), read once. */
const latestMigrationMillis: number = (() => {
  const journal = JSON.parse(
    readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: Array<{ when: number }> };
  return Math.max(0, ...journal.entries.map((e) => e.when));
})();

/** DATA_DIR=memory:// (tests) resolves to a path ending in "memory:": nothing on disk to check. */
const inMemory = (dataDir: string) => basename(dataDir) === 'memory:';

let draining = false;
/** Called when the process starts shutting down: readiness fails so the load balancer moves traffic away first. */
export function beginDraining(): void {
  draining = true;
}

async function check(run: () => Promise<void>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return 'ok';
  } catch (err) {
    return `failed: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService(deps: Deps) {
  /** drizzle's migrator records each applied migration with its journal time; the newest must be this build's newest. */
  const migrationsCurrent = async () => {
    const rows = await queryRows<{ latest: string | number | null }>(
      deps.db,
      sql`SELECT max(created_at) AS latest FROM drizzle.__drizzle_migrations`,
    );
    const applied = Number(rows[0]?.latest ?? 0);
    if (applied < latestMigrationMillis)
      throw new Error(
        'the database is behind this build: run the migrations (start one server, or npm run cli migrate)',
      );
  };

  /** Uploads and (embedded) the database live in DATA_DIR: a full or read-only disk must take the replica out. */
  const diskWritable = async () => {
    const probe = join(deps.env.dataDir, `.ready-probe-${process.pid}`);
    await writeFile(probe, String(Date.now()));
    await rm(probe, { force: true });
  };

  return {
    ready: async (): Promise<Readiness> => {
      const [database, migrations, disk, storage] = await Promise.all([
        check(() => pingDatabase(deps.db)),
        check(migrationsCurrent),
        inMemory(deps.env.dataDir) ? Promise.resolve<CheckResult>('skipped') : check(diskWritable),
        // Where uploads are written (DATA_DIR/uploads or the bucket): a probe written and deleted there.
        check(() => deps.storage.check()),
      ]);
      const ready =
        !draining && database === 'ok' && migrations === 'ok' && !disk.startsWith('failed') && storage === 'ok';
      return { ready, checks: { database, migrations, disk, storage, draining } };
    },
  };
}
