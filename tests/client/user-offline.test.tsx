import { screen, waitFor, within } from '@testing-library/react';
import { set } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { makeTransaction, makeUser, makeWallet } from './helpers/fixtures.ts';
import { setOnline } from './helpers/network.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

// Offline is one calm notice, the server being unreachable counts as offline, and read
// pages show their last data with its time and refresh by themselves when the connection returns.
afterEach(() => setOnline(true));

const down = () => HttpResponse.error();
const cachedAt = Date.parse('2026-03-01T10:00:00.000Z');

describe('offline and unreachable', () => {
  it('treats an unreachable server as offline (navigator says online): one calm notice, no warning toast on every reload', async () => {
    useWalletStore.setState({ wallets: [makeWallet({ balance: 42 })], fetchedAt: cachedAt, ownerId: 'u1' });
    server.use(
      http.get('*/api/wallet/wallets', down),
      http.get('*/api/wallet/summary', down),
      http.get('*/api/transactions/user', down),
      http.get('*/api/health', down),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    // GETs retry with backoff before they give up: allow for it.
    const notice = await screen.findByRole('status', { name: 'Offline' }, { timeout: 8000 });
    expect(notice.textContent).toContain('You are offline. Money actions are paused until the connection returns.');
    expect(navigator.onLine).toBe(true);
    expect(screen.getAllByText('42.00 USD').length).toBeGreaterThan(0);
    // The balances say how old they are, beside the one offline notice; no toast repeats it.
    await waitFor(() => expect(useWalletStore.getState().stale).toBe(true));
    expect(screen.getAllByText(/Displaying previous data, as of/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('status', { name: 'Offline' })).toHaveLength(1);
    await useWalletStore.getState().refresh();
    // An absence (no toast) cannot be polled for: give a toast the time it would take to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/Failed to update wallet data/)).toBeNull();
  });

  it('shows a read page opened before with its as-of time, and reloads it by itself on reconnect', async () => {
    await set('page-cache:transactions:all', {
      ownerId: 'u1',
      fetchedAt: cachedAt,
      data: { items: [makeTransaction({ description: 'Cached deposit' })], nextCursor: null },
    });
    let up = false;
    server.use(
      http.get('*/api/wallet/wallets', () => (up ? HttpResponse.json([]) : down())),
      http.get('*/api/transactions/user', () =>
        up ? HttpResponse.json([makeTransaction({ description: 'Fresh deposit' })]) : down(),
      ),
      http.get('*/api/health', () =>
        up ? HttpResponse.json({ status: 'ok', database: 'ok', time: new Date().toISOString() }) : down(),
      ),
    );
    await renderApp('/user/transactions', { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(await within(list).findByText('Cached deposit')).toBeTruthy();
    expect(
      await screen.findByText(
        /Network error\. Check your connection and try again\. Displaying previous data, as of/,
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(await screen.findByRole('status', { name: 'Offline' }, { timeout: 8000 })).toBeTruthy();

    // The network is back: the browser says so, the health probe gets through, the page reloads itself.
    up = true;
    setOnline(true);
    expect(await screen.findByText('Fresh deposit', {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Offline' })).toBeNull());
    expect(screen.queryByText(/Displaying previous data/)).toBeNull();
  });

  it('reloads a page that failed with no cache on reconnect, without pressing Retry', async () => {
    let up = false;
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/portfolio', () =>
        up
          ? HttpResponse.json({
              currency: 'USD',
              activeInvested: 10,
              totalProfit: 1,
              activeCount: 1,
              completedCount: 0,
              totalInvested: 10,
              profitByDay: [],
              allocation: [],
              compoundingCurve: [],
            })
          : down(),
      ),
    );
    await renderApp('/user/portfolio', { user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 })).toBeTruthy();
    up = true;
    setOnline(false);
    setOnline(true);
    expect(await screen.findByText('Active capital', {}, { timeout: 3000 })).toBeTruthy();
  });
});
