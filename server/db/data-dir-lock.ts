import { mkdirSync, openSync, closeSync, readFileSync, ftruncateSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tryLock } from 'fs-native-extensions';

/** The file in DATA_DIR that carries the first lock and says who holds it (removed again at a clean stop). */
export const LOCK_FILE = 'data-dir.lock';
/**
 * A file the database itself owns, locked too for the holder's whole life: it cannot be taken for
 * a stale lock and deleted without deleting the database, so deleting data-dir.lock no longer lets
 * a second process in. PostgreSQL writes it once at initdb and never again.
 */
export const DATABASE_LOCK_FILE = join('pgdata', 'PG_VERSION');

export type DataDirLock = {
  dir: string;
  /** Locks pgdata/PG_VERSION once a new database folder has created it (an existing one is locked at once). */
  holdDatabase: () => void;
  release: () => void;
};

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
        'or point DATA_DIR at another folder. Nothing needs deleting: the lock belongs to the running process and ends with it ' +
        '(even after kill -9), and deleting data-dir.lock does not free the folder.',
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

/** Opens `path` and takes an exclusive lock on it: its descriptor, or undefined when another holds it. */
function lockFile(path: string, create: boolean): number | undefined {
  const fd = openSync(path, create ? 'a+' : 'r+', 0o600);
  if (tryLock(fd)) return fd;
  closeSync(fd);
  return undefined;
}

const lockedError = (dir: string, holder: LockHolder | undefined) => new DataDirLockedError(dir, holder);

/**
 * Takes exclusive OS locks (Linux open-file-description locks, fcntl F_OFD_SETLK) on
 * `<dataDir>/data-dir.lock` and on the database's own `pgdata/PG_VERSION` for as long as the
 * process lives. The kernel drops them when the descriptors close, so a process killed with
 * SIGKILL leaves no stale lock: the next start simply gets them. A second process gets
 * DataDirLockedError at once instead of opening PGlite beside the first (two PGlite engines on one
 * folder corrupt it), even if someone deleted data-dir.lock meanwhile. A clean release removes
 * data-dir.lock, so a file left behind means only that its holder was killed (harmless either way).
 */
export function lockDataDir(dataDir: string, role: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, LOCK_FILE);
  const before = readHolder(path);
  const fd = lockFile(path, true);
  if (fd === undefined) throw lockedError(dir, readHolder(path));
  let dbFd: number | undefined;
  let held = true;
  const holdDatabase = () => {
    if (dbFd !== undefined) return;
    let got: number | undefined;
    try {
      got = lockFile(join(dir, DATABASE_LOCK_FILE), false);
    } catch {
      return; // no database yet: PGlite creates it next, and holdDatabase() is called again then
    }
    if (got === undefined) {
      // Back to how we found it: the data-dir.lock we locked was a new one beside the holder's deleted one.
      held = false;
      rmSync(path, { force: true });
      closeSync(fd);
      // data-dir.lock was deleted under its holder: what it said before we opened it may still name that holder.
      throw lockedError(dir, before && before.pid !== process.pid && alive(before.pid) ? before : undefined);
    }
    dbFd = got;
  };
  holdDatabase();
  const holder: LockHolder = { pid: process.pid, role, since: new Date().toISOString() };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(holder)}\n`, 0);
  return {
    dir,
    holdDatabase: () => {
      if (held) holdDatabase();
    },
    release: () => {
      if (!held) return;
      held = false;
      // Removed while still locked, so nobody mistakes it for a stale lock; the next holder creates it again.
      rmSync(path, { force: true });
      // Closing the descriptors is what releases OFD locks.
      if (dbFd !== undefined) closeSync(dbFd);
      closeSync(fd);
    },
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Who holds `dataDir`'s lock, as its holder wrote it (undefined when unknown). */
export const lockHolder = (dataDir: string): LockHolder | undefined => readHolder(join(resolve(dataDir), LOCK_FILE));

/** Whether some process holds `dataDir`'s lock now (probes both lock files with a lock of our own and gives it back). */
export function isDataDirLocked(dataDir: string): boolean {
  const dir = resolve(dataDir);
  for (const name of [LOCK_FILE, DATABASE_LOCK_FILE]) {
    let fd: number;
    try {
      fd = openSync(join(dir, name), 'r+');
    } catch {
      continue;
    }
    try {
      if (!tryLock(fd)) return true;
    } finally {
      closeSync(fd);
    }
  }
  return false;
}
