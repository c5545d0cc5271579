// `npm run build`'s last step: the server's TypeScript with its types stripped by Node's own
// stripper (exactly what Node would run), one file per module named by its source's hash, so the
// server process can load every module without loading the stripper itself (server/boot.mjs,
// server/lib/stripped-sources.mjs; docs/performance-history.md has the figures).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import { STRIPPED_DIR, STRIPPED_ROOTS, sourceKey } from '../server/lib/stripped-sources.mjs';

const root = new URL('..', import.meta.url).pathname;

/** @param {string} dir @param {string[]} out */
function typeScriptFiles(dir, out) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) typeScriptFiles(path, out);
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

// A fresh folder each build: copies of sources that no longer exist are not kept.
rmSync(STRIPPED_DIR, { recursive: true, force: true });
mkdirSync(STRIPPED_DIR, { recursive: true });
let count = 0;
for (const path of STRIPPED_ROOTS.flatMap((dir) => typeScriptFiles(join(root, dir), []))) {
  const source = readFileSync(path);
  writeFileSync(
    join(STRIPPED_DIR, `${sourceKey(source)}.js`),
    stripTypeScriptTypes(source.toString('utf8'), { mode: 'strip' }),
  );
  count += 1;
}
process.stdout.write(`server modules stripped for the server process: ${count} (build/server-js/)\n`);
