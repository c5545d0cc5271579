import { screen, waitFor } from '@testing-library/react';
import { get, set } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { offContract } from './helpers/contract-check.ts';

describe('session', () => {
  it('persists only token and user to IndexedDB', async () => {
    useSessionStore.getState().setSession({ token: 'jwt-9', user: makeUser() });
    await waitFor(async () => expect(await get('session')).toMatchObject({ state: { token: 'jwt-9' }, version: 1 }));
    const stored = (await get<{ state: Record<string, unknown> }>('session'))?.state ?? {};
    expect(Object.keys(stored).sort()).toEqual(['token', 'user']);
  });

  it('restores a stored session, and drops one of an unknown version', async () => {
    await set('session', { state: { token: 'jwt-7', user: makeUser() }, version: 1 });
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().token).toBe('jwt-7');

    await set('session', { state: { token: 'old', user: null }, version: 0 });
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('logs out even when the server call fails', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.post('*/api/auth/logout', () => HttpResponse.json({ message: 'Down', code: 'INTERNAL' }, { status: 500 })),
    );
    const { router, events } = await renderApp('/user/dashboard', { user: makeUser() });
    await events.click(await screen.findByRole('button', { name: 'jane, account menu' }));
    await events.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('an ended session with cached balances says one thing, "Session expired. Please log in again."', async () => {
    useWalletStore.setState({ wallets: [makeWallet({ balance: 5 })], fetchedAt: Date.now(), ownerId: 'u1' });
    server.use(
      http.get('*/api/wallet/wallets', () =>
        HttpResponse.json(
          { message: 'Session expired. Please log in again.', code: 'SESSION_EXPIRED' },
          { status: 401 },
        ),
      ),
    );
    const { router } = await renderApp('/user/dashboard', { user: makeUser() });
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(await screen.findByText('Session expired. Please log in again.')).toBeTruthy();
    // Let the wallet refresh's own catch run: it must not add a second toast.
    await waitFor(() => expect(useWalletStore.getState().loading).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/Failed to update wallet data/)).toBeNull();
    expect(screen.queryByText(/Displaying previous data/)).toBeNull();
    expect(screen.getAllByText('Session expired. Please log in again.')).toHaveLength(1);
    expect(useWalletStore.getState().wallets).toBeNull();
  });

  it('treats a "jwt expired" message as an expired session', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () =>
        HttpResponse.json({ message: 'jwt expired', code: 'X' }, { status: 400, headers: offContract() }),
      ),
    );
    const { router } = await renderApp('/user/dashboard', { user: makeUser() });
    expect(await screen.findByText('Session expired. Please log in again.')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });

  it('sends the bearer token with API calls', async () => {
    let auth: string | null = null;
    server.use(
      http.get('*/api/wallet/wallets', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await renderApp('/user/dashboard', { user: makeUser(), token: 'jwt-abc' });
    await waitFor(() => expect(auth).toBe('Bearer jwt-abc'));
  });
});
