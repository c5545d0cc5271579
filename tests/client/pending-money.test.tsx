import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeSummary, makeTransaction, makeUser, makeWallet } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

// Money on its way shows on the balance card; Security is in the user menu.
describe('balance card and user menu', () => {
  it('shows deposits waiting for review and withdrawals not paid yet, each linking to its log', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([makeWallet({ balance: 380 })])),
      http.get('*/api/transactions/user', () => HttpResponse.json([makeTransaction()])),
      http.get('*/api/wallet/summary', () =>
        HttpResponse.json({
          data: makeSummary({
            pendingDeposits: { count: 2, amount: 247.5 },
            pendingWithdrawals: { count: 1, amount: 120 },
          }),
        }),
      ),
      http.get('*/api/withdrawals', () => HttpResponse.json({ items: [], nextCursor: null })),
    );
    const { router, events } = await renderApp('/user/dashboard', { user: makeUser() });
    const pending = await screen.findByRole('region', { name: 'Pending money' });
    const deposits = within(pending).getByRole('link', { name: /2 deposits waiting for review/ });
    expect(deposits.textContent).toContain('247.50 USD');
    expect(deposits.getAttribute('href')).toBe('/user/deposit/logs');
    const withdrawals = within(pending).getByRole('link', { name: /1 withdrawal not paid yet/ });
    expect(withdrawals.textContent).toContain('120.00 USD');
    await events.click(withdrawals);
    await waitFor(() => expect(currentPath(router)).toBe('/user/withdraw/log'));
  });

  it('shows nothing pending when nothing is on its way', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([makeWallet({ balance: 380 })])),
      http.get('*/api/transactions/user', () => HttpResponse.json([makeTransaction()])),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    expect(await screen.findByText('Total Deposited')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pending money' })).toBeNull();
  });

  it('opens the Security page from the user menu', async () => {
    server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([])));
    const { router, events } = await renderApp('/user/dashboard', { user: makeUser() });
    await events.click(await screen.findByRole('button', { name: 'jane, account menu' }));
    await events.click(screen.getByRole('menuitem', { name: 'Security' }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/security'));
  });
});
