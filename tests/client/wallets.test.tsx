import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { offContract } from './helpers/contract-check.ts';

const wallets = [
  makeWallet({ balance: 1234.5 }),
  makeWallet({ id: 'w-profit', name: 'Profit Wallet', type: 'profit', balance: 20 }),
];

function cacheWallets(): void {
  useWalletStore.setState({ wallets, fetchedAt: Date.parse('2026-03-01T10:00:00.000Z'), ownerId: 'u1' });
}

describe('wallets', () => {
  it('shows the main and profit balances on the dashboard and the sidebar card', async () => {
    server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json(wallets)));
    await renderApp('/user/dashboard', { user: makeUser() });
    expect(await screen.findAllByText('1,234.50 USD')).toHaveLength(2);
    expect(screen.getAllByText('20.00 USD')).toHaveLength(2);
  });

  it('shows zero-balance defaults when the wallets are missing', async () => {
    server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([])));
    await renderApp('/user/dashboard', { user: makeUser() });
    // Main and Profit on the dashboard and in the sidebar card, plus the total balance headline.
    expect(await screen.findAllByText('0.00 USD')).toHaveLength(5);
  });

  it('clears the session on a 401 and sends the user to /login', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () =>
        HttpResponse.json(
          { message: 'Session expired. Please log in again.', code: 'SESSION_EXPIRED' },
          { status: 401 },
        ),
      ),
    );
    const { router } = await renderApp('/user/dashboard', { user: makeUser() });
    expect(await screen.findByText('Session expired. Please log in again.')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('keeps cached data on failure, with the warning toast and an inline notice', async () => {
    cacheWallets();
    server.use(
      http.get('*/api/wallet/wallets', () =>
        HttpResponse.json(
          { message: 'Database unavailable', code: 'INTERNAL' },
          { status: 400, headers: offContract() },
        ),
      ),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    expect(
      await screen.findByText('Failed to update wallet data: Database unavailable. Displaying previous data.'),
    ).toBeTruthy();
    expect(screen.getAllByText(/Displaying previous data, as of/).length).toBeGreaterThan(0);
    expect(screen.getAllByText('1,234.50 USD')).toHaveLength(2);
  });

  it('shows "Error: {message}" when nothing is cached', async () => {
    server.use(http.get('*/api/wallet/wallets', () => new HttpResponse(null, { status: 404, headers: offContract() })));
    await renderApp('/user/dashboard', { user: makeUser() });
    expect(await screen.findByText('Error: Failed to fetch wallets')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
