import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/** Group and other bits: none may be set anywhere under DATA_DIR. */
const SHARED_BITS = 0o077;

/**
 * Files this process creates are its user's only (0700 folders, 0600 files), whatever umask the
 * shell or service manager gave it: PGlite creates its files with mode 0666 and lets the umask
 * decide, so `npm start` under umask 000 made the ledger writable by every local account.
 * Call first thing in each entry point (server/index.ts, server/cli.ts).
 */
export function createPrivateFiles(): void {
  process.umask(0o077);
}

export class DataDirModeError extends Error {
  constructor(path: string, stats: Stats, reason: string) {
    super(
      `DATA_DIR is readable or writable by other accounts: ${path} is mode ${(stats.mode & 0o777).toString(8).padStart(4, '0')} ` +
        `(owner uid ${stats.uid}) and could not be made private (${reason}). The database and uploads must be 0700/0600 for the account ` +
        `that runs the server: as that account or root run \`chmod -R go-rwx ${path}\` (and chown it to that account), then start again.`,
    );
    this.name = 'DataDirModeError';
  }
}

/**
 * Makes DATA_DIR and everything in it private to this user: a folder or file with group or
 * other bits gets them removed (dirs 0700, files keep only their owner bits). Symbolic links are
 * left alone (their mode means nothing; their targets are not ours to change). Returns how many
 * modes it changed; throws DataDirModeError naming the first it cannot change (another owner).
 * Decision: docs/decisions/0053-data-dir-private-modes.md.
 */
export function makeDataDirPrivate(dir: string): number {
  let fixed = 0;
  const stack = [dir];
  for (let path = stack.pop(); path !== undefined; path = stack.pop()) {
    let stats: Stats;
    try {
      stats = lstatSync(path);
    } catch {
      continue; // removed while we walked (a probe file, a PGlite temp file)
    }
    if (stats.isSymbolicLink()) continue;
    if (stats.mode & SHARED_BITS) {
      try {
        chmodSync(path, stats.isDirectory() ? 0o700 : stats.mode & 0o700);
        fixed += 1;
      } catch (err) {
        throw new DataDirModeError(path, stats, err instanceof Error ? err.message : String(err));
      }
    }
    if (stats.isDirectory()) for (const name of readdirSync(path)) stack.push(join(path, name));
  }
  return fixed;
}
