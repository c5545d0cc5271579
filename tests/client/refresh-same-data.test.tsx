import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { useSummaryStore } from '../../src/features/wallets/summary-store.ts';
import { keepIfSame } from '../../src/lib/same-data.ts';
import { makeSummary, makeUser, makeWallet } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

// Most refreshes bring back what the cache shows: the cached objects stay, so nothing selecting
// them renders again (src/lib/same-data.ts); a changed answer replaces them.
describe('a refresh that brings the same data', () => {
  it('keeps the cached balances and summary objects, and shows a changed balance at once', async () => {
    let balance = 1234.5;
    server.use(
      http.get('*/api/wallet/wallets', () =>
        HttpResponse.json([
          makeWallet({ balance }),
          makeWallet({ id: 'w-profit', name: 'Profit Wallet', type: 'profit', balance: 20 }),
        ]),
      ),
      http.get('*/api/wallet/summary', () => HttpResponse.json({ data: makeSummary({ totalDeposited: 500 }) })),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    expect(await screen.findAllByText('1,234.50 USD')).toHaveLength(2);
    await waitFor(() => expect(useSummaryStore.getState().data).not.toBeNull());
    const wallets = useWalletStore.getState().wallets;
    const summary = useSummaryStore.getState().data;
    const fetchedAt = useWalletStore.getState().fetchedAt ?? 0;

    await new Promise((resolve) => setTimeout(resolve, 5));
    await useWalletStore.getState().refresh();
    await useSummaryStore.getState().refresh();
    expect(useWalletStore.getState().wallets).toBe(wallets);
    expect(useSummaryStore.getState().data).toBe(summary);
    // Still a fresh answer: its as-of time moves on.
    expect(useWalletStore.getState().fetchedAt ?? 0).toBeGreaterThan(fetchedAt);

    balance = 1300;
    await useWalletStore.getState().refresh();
    expect(useWalletStore.getState().wallets).not.toBe(wallets);
    expect(await screen.findAllByText('1,300.00 USD')).toHaveLength(2);
  });
});

describe('keepIfSame', () => {
  it('keeps equal JSON data and replaces anything changed, including values whose data is not in their keys', () => {
    const cached = { items: [{ id: 'a', amount: 100, tags: ['x'] }], next: null };
    expect(keepIfSame(cached, { items: [{ id: 'a', amount: 100, tags: ['x'] }], next: null })).toBe(cached);
    const moved = { items: [{ id: 'a', amount: 101, tags: ['x'] }], next: null };
    expect(keepIfSame(cached, moved)).toBe(moved);
    const longer = { items: [{ id: 'a', amount: 100, tags: ['x', 'y'] }], next: null };
    expect(keepIfSame(cached, longer)).toBe(longer);
    const when = { at: new Date('2026-01-01') };
    const later = { at: new Date('2026-01-02') };
    expect(keepIfSame(when, later)).toBe(later);
    expect(keepIfSame(null, cached)).toBe(cached);
  });
});
