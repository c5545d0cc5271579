import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { entries } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../src/features/notifications/notification-store.ts';
import { useRecentTransactionsStore } from '../../src/features/transactions/recent-transactions-store.ts';
import { useSummaryStore } from '../../src/features/wallets/summary-store.ts';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { captureInstallPrompt, useInstallStore } from '../../src/lib/pwa-install.ts';
import { watchSessionForPwa } from '../../src/lib/pwa-session.ts';
import { makeSummary, makeTransaction, makeUser, makeWallet } from './helpers/fixtures.ts';
import { setOnline } from './helpers/network.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const OFFLINE = 'You are offline. Money actions are paused until the connection returns.';
const realAgent = navigator.userAgent;
const me = http.get('*/api/auth/me', () => HttpResponse.json({ user: makeUser() }));

beforeAll(() => {
  // What main.tsx does before the first render.
  captureInstallPrompt();
  watchSessionForPwa();
});
afterEach(() => {
  // Unmount first: coming back online makes a mounted app refresh.
  cleanup();
  setOnline(true);
  useInstallStore.setState({ deferred: null, installed: false });
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: realAgent });
});

function fireInstallPrompt() {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

describe('offline banner', () => {
  it('shows app-wide while offline and the app refreshes its data when the network returns', async () => {
    let walletCalls = 0;
    server.use(
      http.get(
        '*/api/wallet/wallets',
        () => (walletCalls++, HttpResponse.json([makeWallet({ balance: walletCalls })])),
      ),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    await waitFor(() => expect(walletCalls).toBe(1));
    expect(screen.queryByText(OFFLINE)).toBeNull();

    setOnline(false);
    expect(within(await screen.findByRole('status', { name: 'Offline' })).getByText(OFFLINE)).toBeTruthy();
    setOnline(true);
    expect(screen.queryByRole('status', { name: 'Offline' })).toBeNull();
    await waitFor(() => expect(walletCalls).toBe(2));
  });

  it('shows on public pages too', async () => {
    setOnline(false);
    await renderApp('/login');
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
  });
});

describe('install', () => {
  it('offers an Install button once the browser fires beforeinstallprompt, and prompts on click', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      me,
    );
    const { events } = await renderApp('/user/settings', { user: makeUser() });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const { prompt, event } = fireInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    const buttons = await screen.findAllByRole('button', { name: 'Install app' });
    expect(buttons).toHaveLength(2); // the user-area banner and the Settings section
    await events.click(buttons[1] as HTMLElement);
    expect(prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull());
  });

  it('on iPhone, where that event never comes, explains Add to Home Screen; Not now hides the banner', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    });
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      me,
    );
    const { events } = await renderApp('/user/settings', { user: makeUser() });
    // The banner and the install section, plus the push switch and the push column's reason.
    await waitFor(() => expect(screen.getAllByText(/Add to Home Screen/)).toHaveLength(4));
    await events.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.getAllByText(/Add to Home Screen/)).toHaveLength(3);
    expect(localStorage.getItem('install-hint-dismissed')).toBe('1');
  });
});

describe('logout on this device', () => {
  it('clears every cached store in IndexedDB and the app badge', async () => {
    const clearAppBadge = vi.fn(async () => undefined);
    Object.assign(navigator, { clearAppBadge });
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([makeWallet({ balance: 75 })])),
      http.get('*/api/wallet/summary', () => HttpResponse.json({ data: makeSummary() })),
      http.get('*/api/transactions/user', () => HttpResponse.json([makeTransaction()])),
      http.get('*/api/notifications/unread-count', () => HttpResponse.json({ count: 2 })),
      http.get('*/api/notifications', () =>
        HttpResponse.json({
          notifications: [
            { _id: 'n1', message: 'Private', link: '', isRead: false, createdAt: '2026-01-01T00:00:00.000Z' },
          ],
          unreadCount: 2,
        }),
      ),
      http.post('*/api/auth/logout', () => HttpResponse.json({ message: 'ok' })),
    );
    const { router, events } = await renderApp('/user/dashboard', { user: makeUser() });
    await waitFor(() => {
      expect(useWalletStore.getState().wallets).not.toBeNull();
      expect(useSummaryStore.getState().data).not.toBeNull();
      expect(useRecentTransactionsStore.getState().data).not.toBeNull();
      expect(useNotificationStore.getState().latest).not.toBeNull();
    });
    const before = JSON.stringify(await entries());
    expect(before).toContain('token-1');
    expect(before).toContain('Private');

    await events.click(await screen.findByRole('button', { name: 'jane, account menu' }));
    await events.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    await waitFor(async () => {
      const stored = JSON.stringify(await entries());
      for (const secret of ['token-1', 'u1', 'Private', '75', 'jane']) expect(stored).not.toContain(secret);
    });
    const keys = (await entries()).map(([key]) => String(key)).sort();
    expect(keys).toEqual(
      expect.arrayContaining(['notifications', 'recent-transactions', 'session', 'wallet-summary', 'wallets']),
    );
    expect(clearAppBadge).toHaveBeenCalled();
  });
});
