import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useRecentTransactionsStore } from '../../src/features/transactions/recent-transactions-store.ts';
import { useSummaryStore } from '../../src/features/wallets/summary-store.ts';
import { makeSummary, makeTransaction, makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { offContract } from './helpers/contract-check.ts';

const noWallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));

describe('dashboard', () => {
  it('shows the summary cards and the five latest transactions', async () => {
    let limit: string | null = null;
    server.use(
      noWallets,
      http.get('*/api/wallet/summary', () => HttpResponse.json({ data: makeSummary({ totalDeposited: 12345.6 }) })),
      http.get('*/api/transactions/user', ({ request }) => {
        limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json([1, 2, 3, 4, 5].map((n) => makeTransaction({ description: `Latest ${n}` })));
      }),
    );
    await renderApp('/user/dashboard', { user: makeUser() });

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(await within(summary).findByText('12,345.60 USD')).toBeTruthy();
    expect(within(summary).getByText('Total Deposited')).toBeTruthy();
    expect(within(summary).getByText('1,500.25 USD')).toBeTruthy();

    const recent = screen.getByRole('region', { name: 'Recent Transactions' });
    expect(await within(recent).findByText('Latest 5')).toBeTruthy();
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(limit).toBe('5');
    expect(within(recent).getByRole('link', { name: 'View all transactions' }).getAttribute('href')).toBe(
      '/user/transactions',
    );
    expect(useSummaryStore.getState().fetchedAt).not.toBeNull();
  });

  it('says so when there are no transactions yet', async () => {
    server.use(noWallets);
    await renderApp('/user/dashboard', { user: makeUser() });
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
  });

  it('shows the catalogue default messages when the calls fail without a message', async () => {
    server.use(
      noWallets,
      http.get('*/api/wallet/summary', () => new HttpResponse(null, { status: 404, headers: offContract() })),
      http.get('*/api/transactions/user', () => new HttpResponse(null, { status: 404, headers: offContract() })),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    expect(await screen.findByText('Failed to fetch wallet summary')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch recent transactions')).toBeTruthy();
  });

  it('shows cached data at once and says how old it is when the refresh fails', async () => {
    const fetchedAt = Date.parse('2026-03-01T10:00:00.000Z');
    useSummaryStore.setState({ data: makeSummary({ totalInvested: 4242 }), fetchedAt, ownerId: 'u1' });
    useRecentTransactionsStore.setState({
      data: [makeTransaction({ description: 'Cached one' })],
      fetchedAt,
      ownerId: 'u1',
    });
    server.use(
      noWallets,
      http.get('*/api/wallet/summary', () =>
        HttpResponse.json(
          { message: 'Database unavailable', code: 'INTERNAL' },
          { status: 400, headers: offContract() },
        ),
      ),
      http.get('*/api/transactions/user', () => new HttpResponse(null, { status: 404, headers: offContract() })),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    expect(screen.getByText('4,242.00 USD')).toBeTruthy();
    expect(screen.getByText('Cached one')).toBeTruthy();
    expect(await screen.findByText(/Database unavailable\. Displaying previous data, as of/)).toBeTruthy();
    expect(
      await screen.findByText(/Failed to fetch recent transactions\. Displaying previous data, as of/),
    ).toBeTruthy();
  });
});
