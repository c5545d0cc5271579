import { fileURLToPath } from 'node:url';

/**
 * How the server's Node process runs (docs/decisions/0060-server-node-flags.md, updated by
 * 0063-stripped-server-modules.md): the V8 flags and the allocator setting that keep a small server small
 * (docs/performance-history.md has the figures). V8 takes these flags only on the command line
 * (NODE_OPTIONS refuses them, and setting them at run time does not reach the WebAssembly compiler),
 * so the entry replaces its own process image with one that has them: same pid, same stdio.
 */
// With the embedded database only: PGlite's 9 MB pglite.wasm stays on V8's baseline compiler. With
// the optimising tier the server peaks at 730-910 MB under load: V8's optimising compile of one
// function of pglite.wasm (#2272) alone takes 604 MB, and V8 has no setting that leaves out one
// function (docs/performance-history.md, "server memory without losing throughput"). On Liftoff it stays under 400 MB, for
// 10-25 % fewer transfers per second. A server on PostgreSQL runs no WebAssembly and takes no
// flag: the idle memory the young generation kept after starting is given back by one collection
// after the start instead (lib/startup-memory.ts), which, unlike `--optimize-for-size` or a small
// young generation, costs no throughput.
const EMBEDDED = ['--liftoff-only'];

/**
 * SERVER_MEMORY_FLAGS=0: a machine with memory to spare turns off every memory setting of the server
 * (the flags, the allocator's arenas, the collection after the start: docs/operations.md).
 */
export const memorySettingsOn = (env: NodeJS.ProcessEnv = process.env): boolean => env.SERVER_MEMORY_FLAGS !== '0';

/**
 * The flags a server started with this environment runs with: SERVER_NODE_FLAGS (space-separated)
 * replaces the defaults; none when the memory settings are off.
 */
export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  if (!memorySettingsOn(env)) return [];
  if (env.SERVER_NODE_FLAGS?.trim()) return env.SERVER_NODE_FLAGS.trim().split(/\s+/);
  return env.DATABASE_URL ? [] : EMBEDDED;
}

/** glibc's allocator: two arenas instead of eight per core, whose freed pages were kept in each thread's arena. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** Set in the environment of the re-executed image. */
const RELAUNCHED = 'SERVER_RELAUNCHED';

type Execve = (file: string, args: string[], env: Record<string, string | undefined>) => never;

/**
 * Replaces this process image (same pid) with one that has serverNodeFlags(): running `into` (the
 * server entry's boot.mjs, with this process's own arguments) or, without it, this same script
 * again when a flag is missing (the bench's server). Keeps the loader flags it was started with
 * (`--import tsx`). Returns, doing nothing, on a Node without process.execve (before 22.15 / 23.11)
 * or under an IPC channel (its descriptor would not survive the exec): the caller then goes on here.
 */
export function relaunchWithServerFlags(into?: URL): void {
  const flags = serverNodeFlags();
  const missing = flags.filter((flag) => !process.execArgv.includes(flag));
  const execve = (process as { execve?: Execve }).execve;
  // Once only: a process that was re-executed never does it again (a loop would never start the server).
  if (!execve || process.channel || process.env[RELAUNCHED] || (!into && missing.length === 0)) return;
  const env = { ...(memorySettingsOn() ? SERVER_ENV : {}), ...process.env, [RELAUNCHED]: '1' };
  const script = into ? [fileURLToPath(into), ...process.argv.slice(2)] : process.argv.slice(1);
  execve(process.execPath, [process.execPath, ...process.execArgv, ...missing, ...script], env);
}
