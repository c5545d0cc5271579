// `npm run test:mutation`: StrykerJS over the protection and money modules, one module per run
// (each with its own test files, tests/mutation/modules.mjs), then the score per module.
// MUTATE=money-policy,ledger (or the names as arguments) runs only those; not part of CI (hours).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { selectedModules } from '../tests/mutation/modules.mjs';
import { readDurations, REPORT_DIR, scoreTable, writeDurations } from './mutation-score.mjs';

const root = resolve(import.meta.dirname, '..');
const names = selectedModules(process.argv.slice(2).join(',') || process.env.MUTATE);
mkdirSync(REPORT_DIR, { recursive: true });

const failed = [];
for (const name of names) {
  console.log(`\n== ${name} ==`);
  const started = Date.now();
  const run = spawnSync(resolve(root, 'node_modules/.bin/stryker'), ['run'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATE: name },
  });
  const seconds = (Date.now() - started) / 1000;
  if (run.status !== 0) failed.push(name);
  else writeDurations({ ...readDurations(), [name]: { seconds, finishedAt: new Date().toISOString() } });
  console.log(`${name}: ${Math.round(seconds)} s${run.status === 0 ? '' : ` (stryker exited ${run.status})`}`);
}

const table = scoreTable();
console.log(`\nMutation score per module (reports/mutation/<module>.html for each mutant):\n\n${table}`);
writeFileSync(resolve(REPORT_DIR, 'summary.md'), `${table}\n`);
process.exit(failed.length ? 1 : 0);
