// The registry this project installs from serves only some platforms' prebuilt optional packages
// (e.g. no darwin or win32 builds of rollup, oxlint, tailwind). npm leaves those names in the lock
// file's optionalDependencies without an entry of their own, and `npm ci` then refuses the lock.
// This drops such dangling optional names, so `npm ci` works. Run it after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (present.has(name)) continue;
    delete entry.optionalDependencies[name];
    dropped += 1;
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lockfile: dropped ${dropped} optional dependencies the registry does not serve`);
