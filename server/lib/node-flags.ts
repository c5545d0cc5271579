/**
 * How the server's Node process runs (docs/decisions/2026-11-25-server-node-flags.md): the V8 flags
 * and the allocator setting that keep a small server small (docs/performance-memory.md has the
 * figures). V8 takes these flags only on the command line (NODE_OPTIONS refuses them, and setting
 * them at run time does not reach the WebAssembly compiler), so the entry replaces its own process
 * image with one that has them: same pid, same stdio, no parent left behind.
 */
export const SERVER_NODE_FLAGS = [
  // PGlite's 9 MB pglite.wasm stays on V8's baseline compiler: the optimising tier recompiled its hot
  // functions into ~100 MB more native code (and a first start's initdb ran it twice).
  '--liftoff-only',
  // V8's memory-saving mode: a 1 MB young generation instead of up to 3 x 16 MB, a heap that grows in
  // smaller steps and is compacted sooner. Starting loads ~10,000 modules' worth of short-lived objects.
  '--optimize-for-size',
];

/** glibc's allocator: two arenas instead of eight per core, whose freed pages were kept in each thread's arena. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

type Execve = (file: string, args: string[], env: Record<string, string | undefined>) => never;

/**
 * Re-executes this process with SERVER_NODE_FLAGS when it lacks any of them (`node server/index.ts`,
 * `npm start`, the image, the test launchers alike). Keeps the loader flags it was started with
 * (`--import tsx`). Does nothing on a Node without process.execve (before 22.15 / 23.11: the
 * server then runs as before, with more memory) or under an IPC channel (its descriptor would
 * not survive the exec).
 */
export function relaunchWithServerFlags(): void {
  // SERVER_MEMORY_FLAGS=0: a machine with memory to spare trades it for throughput (the transfers
  // bench measured 157-398/s with the flags against 277-510/s without: docs/performance-memory.md).
  if (process.env.SERVER_MEMORY_FLAGS === '0') return;
  const missing = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  const execve = (process as { execve?: Execve }).execve;
  if (missing.length === 0 || !execve || process.channel) return;
  const env = { ...SERVER_ENV, ...process.env };
  execve(process.execPath, [process.execPath, ...process.execArgv, ...missing, ...process.argv.slice(1)], env);
}
