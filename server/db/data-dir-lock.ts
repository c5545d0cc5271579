import { mkdirSync, openSync, closeSync, readFileSync, ftruncateSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tryLock } from 'fs-native-extensions';

/** The file in DATA_DIR that carries the lock and says who holds it. */
export const LOCK_FILE = 'data-dir.lock';

export type DataDirLock = { dir: string; release: () => void };

/** Who holds the folder, as written into the lock file by the holder (best effort: for the message only). */
export type LockHolder = { pid: number; role: string; since: string };

// Plain fields, not constructor parameter properties: Node's type stripping (npm run start:prod) cannot run those.
export class DataDirLockedError extends Error {
  readonly dir: string;
  readonly holder: LockHolder | undefined;
  constructor(dir: string, holder: LockHolder | undefined) {
    const who = holder ? `${holder.role} (pid ${holder.pid}, since ${holder.since})` : 'another process';
    super(
      `DATA_DIR ${dir} is in use by ${who}. The embedded database (PGlite) allows one process per data folder: ` +
        'stop that process first, or run ledger:verify, distribute-profits and backup while the server runs (they go through it), ' +
        'or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirLockedError';
    this.dir = dir;
    this.holder = holder;
  }
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && typeof parsed.role === 'string' && typeof parsed.since === 'string') {
      return { pid: parsed.pid, role: parsed.role, since: parsed.since };
    }
  } catch {
    // empty or being rewritten: the message says "another process"
  }
  return undefined;
}

/**
 * Takes an exclusive OS lock (Linux open-file-description lock, fcntl F_OFD_SETLK) on
 * `<dataDir>/data-dir.lock` for as long as the process lives. The kernel drops it when the
 * descriptor closes, so a process killed with SIGKILL leaves no stale lock: the next start simply
 * gets it. A second process gets DataDirLockedError at once instead of opening PGlite beside the
 * first (two PGlite engines on one folder corrupt it).
 */
export function lockDataDir(dataDir: string, role: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, LOCK_FILE);
  const fd = openSync(path, 'a+', 0o600);
  if (!tryLock(fd)) {
    closeSync(fd);
    throw new DataDirLockedError(dir, readHolder(path));
  }
  const holder: LockHolder = { pid: process.pid, role, since: new Date().toISOString() };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(holder)}\n`, 0);
  let held = true;
  return {
    dir,
    release: () => {
      if (!held) return;
      held = false;
      // Closing the descriptor is what releases an OFD lock.
      closeSync(fd);
    },
  };
}

/** Who holds `dataDir`'s lock, as its holder wrote it (undefined when unknown). */
export const lockHolder = (dataDir: string): LockHolder | undefined => readHolder(join(resolve(dataDir), LOCK_FILE));

/** Whether some process holds `dataDir`'s lock now (probes with a lock of our own and gives it back). */
export function isDataDirLocked(dataDir: string): boolean {
  const path = join(resolve(dataDir), LOCK_FILE);
  let fd: number;
  try {
    fd = openSync(path, 'r+');
  } catch {
    return false;
  }
  try {
    return !tryLock(fd);
  } finally {
    closeSync(fd);
  }
}
