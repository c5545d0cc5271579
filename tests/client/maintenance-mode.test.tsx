import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { noteMaintenance } from '../../src/lib/maintenance.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const main = makeWallet({ balance: 500 });
const MESSAGE = 'Planned upgrade of the payment system.';
const ON = { on: true, message: MESSAGE, until: '2026-11-28T12:00:00.000Z' };
const quote = http.post('*/api/send-money/calculate-charge', async ({ request }) => {
  const { amount } = (await request.json()) as { amount: number };
  return HttpResponse.json({
    amount,
    charge: 0,
    receive_amount: amount,
    total_debit: amount,
    currency: 'USD',
    second_factor_required: false,
    step_up_required: false,
  });
});

async function openSendMoney(state: typeof ON | { on: false; message: string; until: null }) {
  server.use(
    http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
    http.get('*/api/maintenance', () => HttpResponse.json(state)),
    quote,
  );
  const app = await renderApp('/user/send-money', { user: makeUser() });
  await screen.findByText('Main Wallet (500.00 USD)');
  return app;
}

const review = () => screen.getByRole('button', { name: 'Review transfer' }) as HTMLButtonElement;

describe('maintenance mode in the app', () => {
  it('shows a calm banner with the message and pauses the money form, while the account stays readable', async () => {
    const { events } = await openSendMoney(ON);
    const banner = await screen.findByRole('status', { name: 'Maintenance' });
    expect(within(banner).getByText(new RegExp(MESSAGE))).toBeTruthy();
    expect(within(banner).getByText(/Money actions are paused; you can still see your account/)).toBeTruthy();
    await events.type(screen.getByLabelText(/^Recipient email/), 'bob@example.com');
    await events.type(screen.getByLabelText(/^Amount/), '100');
    expect(
      screen.getByText('This action is paused during maintenance. Your money is safe; it opens again by itself.'),
    ).toBeTruthy();
    expect(review().disabled).toBe(true);
    // Maintenance ends: the banner goes and the form opens again by itself.
    noteMaintenance({ on: false, message: '', until: null });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Maintenance' })).toBeNull());
    await waitFor(() => expect(review().disabled).toBe(false));
  });

  it('shows no banner and an open form when maintenance is off', async () => {
    const { events } = await openSendMoney({ on: false, message: '', until: null });
    await events.type(screen.getByLabelText(/^Recipient email/), 'bob@example.com');
    await events.type(screen.getByLabelText(/^Amount/), '100');
    await waitFor(() => expect(review().disabled).toBe(false));
    expect(screen.queryByRole('status', { name: 'Maintenance' })).toBeNull();
    expect(screen.queryByText(/paused during maintenance/)).toBeNull();
  });

  it('pauses at once when a money request is answered 503 MAINTENANCE', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
      http.post('*/api/send-money-now', () =>
        HttpResponse.json(
          { message: MESSAGE, code: 'MAINTENANCE' },
          { status: 503, headers: { 'Retry-After': '300' } },
        ),
      ),
      quote,
    );
    const { events } = await renderApp('/user/send-money', { user: makeUser() });
    await screen.findByText('Main Wallet (500.00 USD)');
    await events.type(screen.getByLabelText(/^Recipient email/), 'bob@example.com');
    await events.type(screen.getByLabelText(/^Amount/), '100');
    await waitFor(() => expect(review().disabled).toBe(false));
    await events.click(review());
    await screen.findByRole('form', { name: 'Confirm transfer' });
    await events.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByRole('status', { name: 'Maintenance' })).toBeTruthy();
    expect(await screen.findByText(/This action is paused during maintenance/)).toBeTruthy();
    for (const button of screen.queryAllByRole('button', { name: /Confirm and send|Review transfer/ }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
