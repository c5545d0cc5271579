import { defineConfig } from 'vitest/config';
import { linguiCatalogs } from './scripts/lingui-catalogs-plugin.ts';

// Three suites: server (HTTP against PGlite or DATABASE_URL), client (jsdom + msw), e2e (built app in Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/setup/server-setup.ts'],
          // One PGlite per worker, shared by its files (a cold PGlite costs seconds and ~0.7 GB).
          isolate: false,
          // SERVER_TEST_WORKERS=1: .ci/run's PostgreSQL pass, which runs beside the end-to-end files.
          maxWorkers: Number(process.env.SERVER_TEST_WORKERS || 2),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The catalogs compiled as in the build (scripts/lingui-catalogs-plugin.ts).
        plugins: [linguiCatalogs()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client-setup.ts'],
          // Two files at a time, beside the server suite's two workers (vitest's default on 2 cores is one).
          maxWorkers: 2,
          testTimeout: 15_000,
        },
      },
      {
        test: {
          // The service worker's modules against a fake worker scope, and the built dist/sw.js precache list.
          name: 'sw',
          environment: 'node',
          include: ['tests/sw/**/*.test.ts'],
          setupFiles: ['tests/sw/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/e2e-global.ts'],
          maxWorkers: 1,
          fileParallelism: false,
          // One worker for every file (each file still starts its own server and browser), after the
          // other projects (its own group: vitest groups non-isolated projects by maxWorkers).
          isolate: false,
          sequence: { groupOrder: 1 },
          // expect.poll waits on a condition; vitest's 1 s default failed on a loaded 2-core machine
          // (a settings page still loading its switches), so every poll gets a generous deadline.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
