import { defineConfig } from 'vitest/config';

// The server suite as StrykerJS runs it (npm run test:mutation): one project, so the runner's
// setup file and per-test coverage apply to it; Stryker picks the test files per module
// (tests/mutation/modules.mjs) and runs them in one worker.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    // One PGlite per worker for all its files and runs (tests/mutation/setup.ts says why).
    setupFiles: ['tests/mutation/setup.ts'],
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
