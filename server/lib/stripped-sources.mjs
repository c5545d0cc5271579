// JavaScript, not TypeScript: this runs before any server module is loaded, and loading a .ts file
// through Node's own type stripping is exactly what it avoids (docs/decisions/0063-stripped-server-modules.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where `npm run build` writes the server's stripped modules (scripts/strip-server.mjs), named by their source's hash. */
export const STRIPPED_DIR = fileURLToPath(new URL('../../build/server-js/', import.meta.url));

/** The folders whose TypeScript the server process loads: its own code and the contract it shares with the client. */
export const STRIPPED_ROOTS = ['server', 'src/contract'];

/** @param {Buffer | string} source */
export const sourceKey = (source) => createHash('sha256').update(source).digest('hex');

/**
 * Serves each TypeScript module of the server from its stripped copy when the copy was made from
 * exactly the file's current contents (a content hash, so an edited file without a new build is
 * stripped by Node as before, never served stale). With every module served this way, Node never
 * loads its TypeScript stripper (amaro: a WebAssembly module of ~20-35 MB resident for a process's
 * life). The module keeps its .ts URL: stack traces, import.meta.url and relative imports are unchanged.
 * @param {typeof import('node:module').registerHooks} registerHooks
 * @returns {{ served: number, stripped: number }} how many modules were served and how many Node stripped (tests read them)
 */
export function useStrippedSources(registerHooks) {
  const counts = { served: 0, stripped: 0 };
  registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith('file:') || !new URL(url).pathname.endsWith('.ts')) return nextLoad(url, context);
      let code;
      try {
        code = readFileSync(`${STRIPPED_DIR}${sourceKey(readFileSync(fileURLToPath(url)))}.js`, 'utf8');
      } catch {
        counts.stripped += 1;
        // Said once, in production: a missing build costs memory, not correctness.
        if (counts.stripped === 1 && process.env.NODE_ENV === 'production') {
          const msg =
            'a server module has no stripped copy from the last build (run npm run build): Node strips it, with ~30 MB more memory';
          process.stdout.write(`${JSON.stringify({ level: 'warn', msg, file: fileURLToPath(url), at: Date.now() })}\n`);
        }
        return nextLoad(url, context);
      }
      counts.served += 1;
      return { format: 'module', source: code, shortCircuit: true };
    },
  });
  return counts;
}
