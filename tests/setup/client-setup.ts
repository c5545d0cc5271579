import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { clear } from 'idb-keyval';
import toast from 'react-hot-toast';
import { appendFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { useRecentTransactionsStore } from '../../src/features/transactions/recent-transactions-store.ts';
import { useSummaryStore } from '../../src/features/wallets/summary-store.ts';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { useNotificationStore } from '../../src/features/notifications/notification-store.ts';
import { useKycStatusStore } from '../../src/features/kyc/kyc-status-store.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { useStaffAccessStore } from '../../src/lib/staff-access.ts';
import { installMatchMedia, setSystemPrefersDark, setViewportWide } from '../client/helpers/media.ts';
import { server } from '../client/helpers/server.ts';
import { checkMockedAnswers, takeContractProblems } from '../client/helpers/contract-check.ts';
import { resetConnection } from '../../src/lib/connection.ts';
import { resetMaintenance } from '../../src/lib/maintenance.ts';
import { activateLocale, loadAdminCatalog } from '../../src/lib/i18n/i18n.ts';

/** Requests no handler answered while the current test ran: each one fails that test in afterEach. */
const unhandled: string[] = [];
/** Off between tests: a straggler of an unmounted app (after cleanup) is printed, not blamed on the next test. */
let testRunning = false;

// findBy*/waitFor wait up to 5 s, not 1 s: the first toast of a file loads react-hot-toast lazily
// (src/lib/toast.tsx), which on a busy 2-core machine took over a second to transform and mount.
configure({ asyncUtilTimeout: 5_000 });

// As src/main.tsx does before the first render: English beyond the shell's messages is a lazy chunk.
// The admin console's English too (its own chunk, which the admin routes load): tests read its
// messages before they render a page. Other languages' admin chunks load as in the app, when an
// admin route opens, so an investor page in Russian shows what an investor would see.
beforeAll(async () => {
  await Promise.all([activateLocale('en'), loadAdminCatalog('en')]);
});

beforeAll(() => {
  installMatchMedia();
  window.scrollTo = () => undefined;
  // msw's 'error' only prints and the app swallows the failed fetch, so a test could pass on a
  // request nobody mocked: record it too and fail the test below.
  server.listen({
    onUnhandledFrame: ({ frame, defaults }) => {
      const data: unknown = frame.data;
      const request =
        typeof data === 'object' && data !== null && 'request' in data && data.request instanceof Request
          ? data.request
          : null;
      if (testRunning)
        unhandled.push(request ? `${request.method} ${new URL(request.url).pathname}` : `${frame.protocol} frame`);
      defaults.error();
    },
  });
  checkMockedAnswers(server);
});

beforeEach(() => {
  setSystemPrefersDark(false);
  setViewportWide(true);
  testRunning = true;
});

afterEach(async () => {
  testRunning = false;
  cleanup();
  // A mocked answer the OpenAPI document does not allow fails the test that used it (contract-check.ts).
  const drift = await takeContractProblems();
  if (drift.length && process.env.CONTRACT_CHECK_LOG)
    appendFileSync(process.env.CONTRACT_CHECK_LOG, `${expect.getState().testPath}\n${drift.join('\n')}\n`);
  else if (drift.length)
    throw new Error(`A mocked answer does not match the OpenAPI document:\n${[...new Set(drift)].join('\n')}`);
  const missed = unhandled.splice(0);
  if (missed.length && process.env.UNHANDLED_LOG)
    appendFileSync(
      process.env.UNHANDLED_LOG,
      `${expect.getState().testPath} > ${expect.getState().currentTestName}\n  ${[...new Set(missed)].join('\n  ')}\n`,
    );
  else if (missed.length)
    throw new Error(
      `Requests without an msw handler (mock them; unhandled requests are errors):\n${[...new Set(missed)].join('\n')}`,
    );
  toast.remove();
  server.resetHandlers();
  useSessionStore.setState({ token: null, user: null });
  useWalletStore.getState().reset();
  useSummaryStore.getState().reset();
  useRecentTransactionsStore.getState().reset();
  useNotificationStore.getState().reset();
  useKycStatusStore.getState().reset();
  useStaffAccessStore.getState().reset();
  resetConnection();
  resetMaintenance();
  localStorage.clear();
  document.documentElement.className = '';
  await clear();
});

afterAll(() => {
  server.close();
});
