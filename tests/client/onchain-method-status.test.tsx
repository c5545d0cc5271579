import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import { renderApp } from './helpers/render-app.tsx';
import { makeUser } from './helpers/fixtures.ts';
import { server } from './helpers/server.ts';

const delayed: DepositMethod = {
  id: 'm-bsc',
  name: 'USDT (BNB Chain)',
  kind: 'evm',
  currency: 'USDT',
  network: 'BNB Chain',
  address: '',
  instructions: '',
  min: 10,
  max: 50000,
  chargeFixed: 0,
  chargePercent: 0,
  rate: '1',
  decimals: 8,
  active: true,
  evm: {
    chainId: 56,
    tokenAddress: '0x55d398326f99059ff775485246999027b3197955',
    assetDecimals: 18,
    confirmations: 12,
    delayed: true,
  },
};
const admin = makeUser({ id: 'a1', role: 'admin' });
const emptyPage = () => HttpResponse.json({ items: [], nextCursor: null });

describe('on-chain method status and the kinds a new method can have', () => {
  it('tells the investor that payments to a method whose watcher fails are delayed, never "within seconds"', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/deposits/methods', () => HttpResponse.json([delayed])),
      http.get('*/api/deposits/methods/m-bsc/address', () =>
        HttpResponse.json({
          address: '0x3cdd4b7d5f8b3eec3dc51f25ea537c3cd3c818f2',
          chainId: 56,
          asset: 'USDT',
          minimum: 10,
          confirmations: 12,
        }),
      ),
      http.get('*/api/deposits/methods/m-bsc/payments', () => HttpResponse.json([])),
    );
    await renderApp('/user/deposit', { user: makeUser() });
    expect(await screen.findByText(/Payments to this method are delayed/)).toBeTruthy();
    expect(await screen.findByText('No payment seen yet.')).toBeTruthy();
    expect(screen.queryByText(/within seconds/)).toBeNull();
  });

  it("shows the admin the watcher's error on the method instead of a plain Active", async () => {
    const failing = {
      ...delayed,
      evm: {
        ...delayed.evm,
        chainId: 56,
        tokenAddress: null,
        assetDecimals: 18,
        confirmations: 12,
        delayed: true,
        scanError: 'HTTP request failed.',
      },
    };
    server.use(
      http.get('*/api/admin/deposit-queue', emptyPage),
      http.get('*/api/admin/deposit-methods', () => HttpResponse.json([failing])),
    );
    await renderApp('/admin/deposits', { user: admin });
    expect((await screen.findAllByText('Active, payments delayed', {}, { timeout: 3000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Chain watcher: HTTP request failed.').length).toBeGreaterThan(0);
  });

  it('offers a card method disabled, with the reason, while Stripe is not configured', async () => {
    const reason =
      'Card payments are not configured on this server: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first';
    server.use(
      http.get('*/api/admin/deposit-queue', emptyPage),
      http.get('*/api/admin/deposit-methods', () => HttpResponse.json([])),
      http.get('*/api/admin/deposit-methods/kinds', () =>
        HttpResponse.json(
          ['crypto', 'manual', 'evm', 'card'].map((kind) =>
            kind === 'card' ? { kind, available: false, reason } : { kind, available: true, reason: null },
          ),
        ),
      ),
    );
    const { events } = await renderApp('/admin/deposits', { user: admin });
    await events.click(await screen.findByRole('button', { name: 'Add method' }, { timeout: 3000 }));
    const form = screen.getByRole('form', { name: 'New deposit method' });
    const card = await within(form).findByRole('option', { name: 'Card (Stripe Checkout): not configured' });
    expect((card as HTMLOptionElement).disabled).toBe(true);
    expect(within(form).getByText(reason)).toBeTruthy();
    expect(within(form).getByLabelText('Kind').getAttribute('aria-describedby')).toBeTruthy();
  });
});
