import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { clear } from 'idb-keyval';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { useRecentTransactionsStore } from '../../src/features/transactions/recent-transactions-store.ts';
import { useSummaryStore } from '../../src/features/wallets/summary-store.ts';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { useNotificationStore } from '../../src/features/notifications/notification-store.ts';
import { useKycStatusStore } from '../../src/features/kyc/kyc-status-store.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { useStaffAccessStore } from '../../src/lib/staff-access.ts';
import { installMatchMedia, setSystemPrefersDark } from '../client/helpers/media.ts';
import { server } from '../client/helpers/server.ts';
import { resetConnection } from '../../src/lib/connection.ts';

beforeAll(() => {
  installMatchMedia();
  window.scrollTo = () => undefined;
  server.listen({ onUnhandledFrame: 'error' });
});

beforeEach(() => {
  setSystemPrefersDark(false);
});

afterEach(async () => {
  cleanup();
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
