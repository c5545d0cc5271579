import { defineConfig } from 'vitest/config';

/**
 * The long reliability runs, only through `npm run test:soak` (SOAK=1): tests/soak plus the
 * bad-input walk and the statements reconciliation with many more property runs (12 → 400, 5 → 40). `npm test` never loads this file.
 */
export default defineConfig({
  test: {
    name: 'soak',
    environment: 'node',
    include: [
      'tests/soak/**/*.test.ts',
      'tests/server/security-bad-input.test.ts',
      'tests/server/statements-reconcile.test.ts',
    ],
    setupFiles: ['tests/setup/server-setup.ts'],
    isolate: false,
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 3_600_000,
    hookTimeout: 300_000,
  },
});
