// StrykerJS over the protection and money modules (docs/mutation-testing.md). One module per run:
// scripts/mutation.mjs sets MUTATE to each module in turn and reads the JSON report it names.
import { MODULES, selectedModules } from './tests/mutation/modules.mjs';

const names = selectedModules();
const chosen = names.map((n) => MODULES[n]);
const label = names.join('+');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false, pool: 'forks' },
  // Each test's coverage is recorded, so a mutant is run only against the tests that reach it.
  coverageAnalysis: 'perTest',
  mutate: chosen.flatMap((m) => m.mutate),
  testFiles: [...new Set(chosen.flatMap((m) => m.tests))],
  // Two cores shared with the rest of the work: one test runner at a time unless told otherwise.
  concurrency: Number(process.env.MUTATION_CONCURRENCY || 1),
  // A mutant that makes a request hang ends as a timeout (counted as detected), not a stuck run.
  // Generous: a test runner started again after a timeout builds its PGlite first (up to a minute
  // on a loaded machine), which must not time out the next mutant as well.
  timeoutMS: 90_000,
  timeoutFactor: 2,
  checkers: [],
  // Stryker rewrites tsconfig.json's relative paths with the TypeScript compiler API, which the
  // project's TypeScript (the native compiler) does not have; the sandbox needs no rewrite.
  tsconfigFile: 'tsconfig.stryker-none.json',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: `reports/mutation/${label}.json` },
  htmlReporter: { fileName: `reports/mutation/${label}.html` },
  ignorePatterns: ['dist', 'data', 'test-results', 'ci-artifacts', 'screenshots', 'build', 'reports', '.stryker-tmp*', 'stryker*.log'],
  // A folder per run, so two modules can run side by side without copying each other's sandbox.
  tempDirName: `.stryker-tmp-${label}`,
  cleanTempDir: 'always',
  thresholds: { high: 80, low: 60, break: null },
};
