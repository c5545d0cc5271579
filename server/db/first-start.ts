import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_LOCK_FILE } from './data-dir-lock.ts';

const CHILD = fileURLToPath(new URL('./first-start-child.ts', import.meta.url));
/** Set in the child: it never starts another one (a guard against a loop). */
const IN_CHILD = 'WALLET_FIRST_START_CHILD';
const EVAL_FLAGS = new Set(['-e', '--eval', '-p', '--print']);

/** This process's Node flags (loaders, V8 flags) without a script given inline, which would run instead of the child. */
function nodeFlags(): string[] {
  const out: string[] = [];
  for (let i = 0; i < process.execArgv.length; i++) {
    const arg = process.execArgv[i] as string;
    if (EVAL_FLAGS.has(arg)) i++;
    else if (!/^--(eval|print|input-type)(=|$)/.test(arg)) out.push(arg);
  }
  return out;
}

/** The child could not create the database; it has printed why (a locked folder, a full disk). */
export class FirstStartError extends Error {
  readonly exitCode: number;
  constructor(exitCode: number) {
    super(`creating the embedded database failed (exit code ${exitCode}); its message is above`);
    this.name = 'FirstStartError';
    this.exitCode = exitCode;
  }
}

/** A new embedded database is about to be made: no DATABASE_URL, a folder on disk, no pgdata/PG_VERSION yet. */
export function isFirstEmbeddedStart(databaseUrl: string | undefined, dataDir: string): boolean {
  return !databaseUrl && basename(dataDir) !== 'memory:' && !existsSync(join(dataDir, DATABASE_LOCK_FILE));
}

/**
 * Creates and migrates a new embedded database in a short-lived child process, before the server
 * loads its own code. PGlite's initdb runs a second engine beside the first and copies its whole
 * 128 MB WebAssembly memory (about 420 MB more at its peak, docs/performance-history.md); in a child,
 * that memory is returned to the system when the child exits instead of staying in the server's
 * heap and allocator for its life. The child takes the folder's lock like any opener, so a folder
 * in use is refused there with the usual message.
 */
export async function createEmbeddedDatabase(dataDir: string, role: string): Promise<void> {
  if (process.env[IN_CHILD]) throw new Error('the first-start child tried to start another one');
  const child = spawn(process.execPath, [...nodeFlags(), CHILD, dataDir, role], {
    stdio: 'inherit',
    env: { ...process.env, [IN_CHILD]: '1' },
  });
  // A stop asked for while the child works reaches it too (it closes the database and exits).
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  try {
    const code = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    if (code !== 0) throw new FirstStartError(code);
  } finally {
    process.off('SIGTERM', forward);
    process.off('SIGINT', forward);
  }
}
