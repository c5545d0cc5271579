import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { memorySettingsOn } from './node-flags.ts';

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * One compacting collection once the server is up: starting loads ~10,000 modules' worth of
 * short-lived objects, which grow V8's young generation to its full size and leave the old one
 * fragmented, and a server that then sits idle keeps all of it (PostgreSQL idle 191 MB against
 * 120 MB after this: docs/performance-history.md). The young generation grows again under load, so
 * the throughput is that of a server without memory flags. V8's `gc` is taken from a fresh vm
 * context, so no global `gc` is exposed to the server's code or its packages.
 * Returns whether it ran (not with SERVER_MEMORY_FLAGS=0).
 */
export function releaseStartupMemory(env: NodeJS.ProcessEnv = process.env): boolean {
  if (!memorySettingsOn(env)) return false;
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as Gc | undefined;
  if (typeof gc !== 'function') return false;
  // "last-resort": V8's memory-reducing full collection (compacts, shrinks the young generation).
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}
