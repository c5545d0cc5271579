// Reads StrykerJS's JSON reports (reports/mutation/<module>.json, written by stryker.config.mjs)
// and prints the mutation score per module as a Markdown table. Run alone
// (`node scripts/mutation-score.mjs`) it prints the table of the reports already there.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MODULES } from '../tests/mutation/modules.mjs';

const root = resolve(import.meta.dirname, '..');
export const REPORT_DIR = resolve(root, 'reports/mutation');
const TIMES = resolve(REPORT_DIR, 'durations.json');
/** The score each module is held to (docs/mutation-testing.md). */
export const AIM = 80;

/** Seconds each module's last run took, as scripts/mutation.mjs recorded them. */
export const readDurations = () => (existsSync(TIMES) ? JSON.parse(readFileSync(TIMES, 'utf8')) : {});
export const writeDurations = (times) => writeFileSync(TIMES, `${JSON.stringify(times, null, 2)}\n`);

/**
 * Counts of one report. Detected = killed + timed out (a mutant that makes the tests hang is
 * caught); the score is detected over every mutant that ran or had no test reaching it, as
 * Stryker computes it (compile and runtime errors and ignored mutants are left out).
 */
export function countReport(report) {
  const c = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0, ignored: 0 };
  for (const file of Object.values(report.files)) {
    for (const m of file.mutants) {
      if (m.status === 'Killed') c.killed++;
      else if (m.status === 'Timeout') c.timeout++;
      else if (m.status === 'Survived') c.survived++;
      else if (m.status === 'NoCoverage') c.noCoverage++;
      else if (m.status === 'Ignored') c.ignored++;
      else c.errors++;
    }
  }
  const valid = c.killed + c.timeout + c.survived + c.noCoverage;
  return { ...c, total: valid, score: valid ? ((c.killed + c.timeout) / valid) * 100 : Number.NaN };
}

/** The surviving and uncovered mutants of a report: file:line, mutator and replacement. */
export function survivors(report) {
  return Object.entries(report.files).flatMap(([file, f]) =>
    f.mutants
      .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
      .map(
        (m) =>
          `${file}:${m.location.start.line} ${m.status} ${m.mutatorName}: ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80)}`,
      ),
  );
}

/** The per-module table, for the modules whose report exists. */
export function scoreTable(names = Object.keys(MODULES)) {
  const times = readDurations();
  const head = [
    'module',
    'mutants',
    'killed',
    'timeout',
    'survived',
    'no coverage',
    'score',
    `aim ${AIM} %`,
    'run time',
  ];
  const rows = [];
  for (const name of names) {
    const file = resolve(REPORT_DIR, `${name}.json`);
    if (!existsSync(file)) {
      rows.push([name, '-', '-', '-', '-', '-', 'not run', '-', '-']);
      continue;
    }
    const c = countReport(JSON.parse(readFileSync(file, 'utf8')));
    const secs = times[name]?.seconds;
    rows.push([
      name,
      String(c.total),
      String(c.killed),
      String(c.timeout),
      String(c.survived),
      String(c.noCoverage),
      `${c.score.toFixed(1)} %`,
      c.score >= AIM ? 'met' : 'BELOW',
      secs === undefined ? '-' : `${Math.round(secs / 60)} min`,
    ]);
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const names = process.argv.slice(2);
  console.log(scoreTable(names.length ? names : undefined));
  for (const name of names.length ? names : Object.keys(MODULES)) {
    const file = resolve(REPORT_DIR, `${name}.json`);
    if (!existsSync(file)) continue;
    const left = survivors(JSON.parse(readFileSync(file, 'utf8')));
    if (left.length) console.log(`\n${name}: ${left.length} not detected\n${left.map((s) => `  ${s}`).join('\n')}`);
  }
}
