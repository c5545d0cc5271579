import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { resetLocale } from './helpers/i18n.ts';
import { makeMoneyResult, makeTransaction, makeUser, makeWallet } from './helpers/fixtures.ts';
import { setOnline } from './helpers/network.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { offContract } from './helpers/contract-check.ts';

const main = makeWallet({ balance: 1000 });
const profit = makeWallet({ id: 'w-profit', name: 'Profit Wallet', type: 'profit', balance: 50 });
const after = [
  { ...main, balance: 900 },
  { ...profit, balance: 149 },
];

// 1% charge taken from the amount, as the server's default settings do.
const quoteHandler = http.post('*/api/wallet/wallet-exchange/calculate-charge', async ({ request }) => {
  const { amount } = (await request.json()) as { amount: number };
  const charge = Math.round(amount) / 100;
  return HttpResponse.json({ amount, charge, receive_amount: amount - charge, total_debit: amount, currency: 'USD' });
});

const success = () =>
  HttpResponse.json(
    makeMoneyResult({
      message: 'Wallet exchange completed successfully',
      transaction: makeTransaction({
        reference: 'TRX-EX-1',
        type: 'exchange',
        direction: 'internal',
        amount: 100,
        charge: 1,
      }),
      wallets: after,
    }),
  );

async function openExchange() {
  server.use(
    http.get('*/api/wallet/wallets', () => HttpResponse.json([main, profit])),
    quoteHandler,
  );
  const app = await renderApp('/user/wallet-exchange', { user: makeUser() });
  await screen.findAllByRole('option', { name: 'Main Wallet (1,000.00 USD)' });
  return app;
}

async function reviewAmount(events: Awaited<ReturnType<typeof openExchange>>['events'], amount: string) {
  await events.type(screen.getByLabelText(/^Amount/), amount);
  const preview = screen.getByRole('region', { name: 'Charge preview' });
  expect(await within(preview).findByText('99.00 USD')).toBeTruthy();
  await events.click(screen.getByRole('button', { name: 'Review exchange' }));
  await screen.findByRole('heading', { name: 'Confirm exchange' });
}

afterEach(() => setOnline(true));

describe('wallet exchange', () => {
  it('says the outcome in the reader’s words, whatever sentence the server sends', async () => {
    server.use(http.post('*/api/wallet/wallet-exchange-now', () => success()));
    const { events } = await openExchange();
    await reviewAmount(events, '100');
    await events.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    await screen.findByRole('heading', { name: 'Exchange complete' });
    expect(screen.getByText('Wallet exchange completed successfully')).toBeTruthy();
    try {
      await act(() => activateLocale('ru'));
      expect(await screen.findByText('Обмен между кошельками успешно выполнен')).toBeTruthy();
      expect(screen.queryByText('Wallet exchange completed successfully')).toBeNull();
    } finally {
      await act(() => resetLocale());
    }
  });

  it('previews the charge, exchanges, shows the result and updates every balance at once', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/wallet/wallet-exchange-now', async ({ request }) => {
        sent = await request.json();
        return success();
      }),
    );
    const { events } = await openExchange();

    // Choosing a To wallet flips From to the other one.
    await events.selectOptions(screen.getByLabelText('To wallet'), 'main');
    expect((screen.getByLabelText('From wallet') as HTMLSelectElement).value).toBe('profit');
    await events.selectOptions(screen.getByLabelText('From wallet'), 'main');
    expect((screen.getByLabelText('To wallet') as HTMLSelectElement).value).toBe('profit');

    await reviewAmount(events, '100');
    const confirm = screen.getByRole('form', { name: 'Confirm exchange' });
    const rows = Object.fromEntries(
      [...confirm.querySelectorAll('dl > div')].map((d) => [
        d.querySelector('dt')?.textContent,
        d.querySelector('dd')?.textContent,
      ]),
    );
    expect(rows).toMatchObject({
      'You pay from Main Wallet': '100.00 USD',
      'You receive in Profit Wallet': '99.00 USD',
      Fee: '1.00 USD',
      'Main Wallet balance after': '900.00 USD',
    });
    await events.click(screen.getByRole('button', { name: 'Confirm exchange' }));

    const heading = await screen.findByRole('heading', { name: 'Exchange complete' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('TRX-EX-1')).toBeTruthy();
    expect(sent).toEqual({ from_wallet_id: 'w-main', to_wallet_id: 'w-profit', amount: 100 });

    const sidebar = screen.getByRole('region', { name: 'Wallets' });
    expect(within(sidebar).getByText('900.00 USD')).toBeTruthy();
    expect(within(sidebar).getByText('149.00 USD')).toBeTruthy();
    expect(useWalletStore.getState().wallets?.find((w) => w.type === 'main')?.balance).toBe(900);
  });

  it('rejects more than two decimals before asking the server', async () => {
    const { events } = await openExchange();
    await events.type(screen.getByLabelText(/^Amount/), '1.234');
    await events.click(screen.getByRole('button', { name: 'Review exchange' }));
    expect(await screen.findByText('Amount must have at most 2 decimal places')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Confirm exchange' })).toBeNull();
  });

  it('retries with the same Idempotency-Key after a failure, and uses a new key for a new exchange', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/wallet/wallet-exchange-now', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1 ? HttpResponse.error() : success();
      }),
    );
    const { events } = await openExchange();
    await reviewAmount(events, '100');
    await events.click(screen.getByRole('button', { name: 'Confirm exchange' }));

    expect(await screen.findByText('Network error. Check your connection and try again.')).toBeTruthy();
    expect(keys).toHaveLength(1); // ky never retries a POST on its own
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Exchange complete' });
    expect(keys[1]).toBe(keys[0]);

    await events.click(screen.getByRole('button', { name: 'New exchange' }));
    await reviewAmount(events, '100');
    await events.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    await screen.findByRole('heading', { name: 'Exchange complete' });
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the catalogue default when the exchange fails without a message', async () => {
    server.use(
      http.post(
        '*/api/wallet/wallet-exchange-now',
        () => new HttpResponse(null, { status: 500, headers: offContract() }),
      ),
    );
    const { events } = await openExchange();
    await reviewAmount(events, '100');
    await events.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText('Failed to perform wallet exchange')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('pauses the money buttons while offline, with a message', async () => {
    const { events } = await openExchange();
    await reviewAmount(events, '100');
    setOnline(false);
    expect(
      await screen.findByText('You are offline. Money actions are paused until the connection returns.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm exchange' }) as HTMLButtonElement).disabled).toBe(true);

    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('button', { name: 'Review exchange' }) as HTMLButtonElement).disabled).toBe(true);
    setOnline(true);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Review exchange' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
