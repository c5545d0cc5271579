import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
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
import { installMatchMedia, setSystemPrefersDark } from '../client/helpers/media.ts';
import { server } from '../client/helpers/server.ts';
import { checkMockedAnswers, takeContractProblems } from '../client/helpers/contract-check.ts';
import { resetConnection } from '../../src/lib/connection.ts';

beforeAll(() => {
  installMatchMedia();
  window.scrollTo = () => undefined;
  server.listen({ onUnhandledFrame: 'error' });
  checkMockedAnswers(server);
});

beforeEach(() => {
  setSystemPrefersDark(false);
});

afterEach(async () => {
  cleanup();
  // A mocked answer the OpenAPI document does not allow fails the test that used it (contract-check.ts).
  const drift = await takeContractProblems();
  if (drift.length && process.env.CONTRACT_CHECK_LOG) appendFileSync(process.env.CONTRACT_CHECK_LOG, `${expect.getState().testPath}\n${drift.join('\n')}\n`);
  else if (drift.length) throw new Error(`A mocked answer does not match the OpenAPI document:\n${[...new Set(drift)].join('\n')}`);
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
  localStorage.clear();
  document.documentElement.className = '';
  await clear();
});

afterAll(() => {
  server.close();
});
