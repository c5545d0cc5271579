// Adds up vitest JSON reports and prints the plain closing line CI reads: "N passed, N failed".
// Then, for every guarantee of docs/ (tests/guarantees.json), the tests that proved it in
// this run; it fails when a test of a guarantee's files was skipped or absent in every report
// (a test that skips on PGlite and runs on PostgreSQL counts once it passed in either pass).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const list = JSON.parse(readFileSync(resolve(root, 'tests/guarantees.json'), 'utf8'));

let passed = 0;
let failed = 0;
let skipped = 0;
/** file → test full name → { passed: report names, other: statuses seen } */
const seen = new Map();
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(
    `${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  );
  for (const suite of report.testResults ?? []) {
    const path = relative(root, resolve(suite.name));
    const tests = seen.get(path) ?? new Map();
    seen.set(path, tests);
    for (const a of suite.assertionResults ?? []) {
      const entry = tests.get(a.fullName) ?? { passedIn: [], statuses: [] };
      if (a.status === 'passed') entry.passedIn.push(file.replace(/^.*\//, '').replace(/\.json$/, ''));
      entry.statuses.push(a.status);
      tests.set(a.fullName, entry);
    }
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);

/** Problems of one required file (optionally only the tests under one describe), and what passed. */
function check(file, describe) {
  const tests = seen.get(file);
  if (!tests || tests.size === 0) return { problems: [`${file}: not in any report`], proofs: 0, where: [] };
  const problems = [];
  let proofs = 0;
  const where = new Set();
  for (const [name, entry] of tests) {
    if (describe && !name.startsWith(describe)) continue;
    if (entry.passedIn.length > 0) {
      proofs += 1;
      for (const w of entry.passedIn) where.add(w);
    } else problems.push(`${file} > ${name}: ${[...new Set(entry.statuses)].join('/')} in every report`);
  }
  if (proofs === 0 && problems.length === 0) problems.push(`${file}${describe ? ` > ${describe}` : ''}: no test ran`);
  return { problems, proofs, where: [...where] };
}

const problems = [];
console.log('\nGuarantees (docs/, tests/guarantees.json): the tests that proved each in this run');
const rows = [
  ...list.guarantees,
  ...list.alsoInCi.map((a) => ({ guarantee: a.why, tests: [a.file], describe: a.describe })),
];
for (const g of rows) {
  const lines = [];
  let ok = true;
  for (const file of g.tests) {
    const r = check(file, g.describe);
    if (r.problems.length) ok = false;
    problems.push(...r.problems);
    lines.push(
      `    ${file}${g.describe ? ` > ${g.describe}` : ''}: ${r.proofs} passed (${r.where.join(', ') || 'nowhere'})${r.problems.length ? `, ${r.problems.length} NOT RUN` : ''}`,
    );
  }
  for (const file of g.soak ?? []) lines.push(`    ${file}: soak, runs in npm run test:soak`);
  console.log(`${ok ? 'proved' : 'NOT PROVED'}: ${g.guarantee}`);
  for (const l of lines) console.log(l);
}
if (problems.length) {
  console.log(`\n${problems.length} test(s) behind a documented guarantee did not run (skipped or missing):`);
  for (const p of problems) console.log(`  ${p}`);
}
process.exit(failed > 0 || passed === 0 || problems.length > 0 ? 1 : 0);
