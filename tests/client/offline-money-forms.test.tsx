import { screen, waitFor, within } from '@testing-library/react';
import { set } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import type { WithdrawalAccount } from '../../src/contract/withdrawals.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { setOnline } from './helpers/network.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const down = () => HttpResponse.error();
const method: DepositMethod = {
  id: 'm-usdt',
  name: 'USDT (TRC20)',
  kind: 'crypto',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
  instructions: 'Send only USDT on TRC20.',
  min: 10,
  max: 50000,
  chargeFixed: 0,
  chargePercent: 1,
  rate: '1',
  decimals: 2,
  active: true,
};
const account: WithdrawalAccount = {
  id: 'acc1',
  methodId: 'wm1',
  methodName: 'USDT (TRC20)',
  currency: 'USDT',
  name: 'My TRON wallet',
  details: {},
  createdAt: '2026-03-01T10:00:00.000Z',
};

afterEach(() => setOnline(true));

// Offline, Add Money and Withdraw are paused with the reason, as Send Money is.
describe('money forms offline', () => {
  it('Add Money never opened on this device: paused with the offline reason, not "Network error... Retry"; opens on reconnect', async () => {
    let up = false;
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([makeWallet()])),
      http.get('*/api/deposits/methods', () => (up ? HttpResponse.json([method]) : down())),
      http.get('*/api/health', () =>
        up ? HttpResponse.json({ status: 'ok', database: 'ok', time: new Date().toISOString() }) : down(),
      ),
    );
    setOnline(false);
    await renderApp('/user/deposit', { user: makeUser() });
    const paused = await screen.findByRole('region', { name: 'Add Money paused' }, { timeout: 8000 });
    expect(within(paused).getByText('This action is paused while you are offline.')).toBeTruthy();
    expect(screen.queryByText(/Network error/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    up = true;
    setOnline(true);
    expect(await screen.findByLabelText(/^Amount/)).toBeTruthy();
  });

  it('Add Money opened before: the form shows, paused, with the offline reason', async () => {
    await set('page-cache:deposit-methods', { ownerId: 'u1', fetchedAt: Date.now(), data: [method] });
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([makeWallet()])),
      http.get('*/api/deposits/methods', down),
      http.get('*/api/health', down),
    );
    setOnline(false);
    await renderApp('/user/deposit', { user: makeUser() });
    expect(await screen.findByLabelText(/^Amount/, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('This action is paused while you are offline.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Show payment details' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(/Network error/)).toBeNull();
  });

  it('Withdraw offline: paused with the reason without cached accounts, the paused form with them', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([makeWallet({ balance: 500 })])),
      http.get('*/api/withdrawal-accounts', down),
      http.get('*/api/withdrawal-protection', down),
      http.get('*/api/deposits/methods', down),
      http.get('*/api/health', down),
    );
    setOnline(false);
    const first = await renderApp('/user/withdraw', { user: makeUser() });
    const paused = await screen.findByRole('region', { name: 'Withdraw paused' }, { timeout: 8000 });
    expect(within(paused).getByText('This action is paused while you are offline.')).toBeTruthy();
    expect(screen.queryByText(/Network error/)).toBeNull();
    first.view.unmount();

    await set('page-cache:withdrawal-accounts', { ownerId: 'u1', fetchedAt: Date.now(), data: [account] });
    await renderApp('/user/withdraw', { user: makeUser() });
    expect(await screen.findByLabelText(/^Amount/, {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('This action is paused while you are offline.')).toBeTruthy());
    expect(screen.queryByText(/Network error/)).toBeNull();
  });
});
