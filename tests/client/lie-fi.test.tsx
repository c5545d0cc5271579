import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { QUIET_MS, watchLiveness } from '../../src/lib/liveness.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const main = makeWallet({ balance: 500 });
const cachedAt = Date.parse('2026-03-01T10:00:00Z');

// A call that hangs is said long before the 60 s request timeout.
describe('lie-fi: calls that hang', () => {
  it('a charge preview still waiting after about 5 s says so, and can be cancelled or retried', async () => {
    let answer = false;
    const asked: number[] = [];
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
      http.post('*/api/send-money/calculate-charge', async ({ request }) => {
        const { amount } = (await request.json()) as { amount: number };
        asked.push(amount);
        if (!answer) await delay('infinite');
        return HttpResponse.json({
          amount,
          charge: 1.5,
          receive_amount: amount,
          total_debit: amount + 1.5,
          currency: 'USD',
          second_factor_required: false,
          step_up_required: false,
        });
      }),
    );
    const { events } = await renderApp('/user/send-money', { user: makeUser() });
    await screen.findByText('Main Wallet (500.00 USD)');
    await events.type(screen.getByLabelText(/^Recipient email/), 'bob@example.com');
    await events.type(screen.getByLabelText(/^Amount/), '100');
    const preview = screen.getByRole('region', { name: 'Charge preview' });
    expect(within(preview).getByText('Calculating charge...')).toBeTruthy();
    expect(await within(preview).findByText(/Still trying to reach the server/, {}, { timeout: 9000 })).toBeTruthy();

    // Review waits on the same question; Cancel stops both, nothing spins for a minute.
    await events.click(screen.getByRole('button', { name: 'Review transfer' }));
    await events.click(await within(preview).findByRole('button', { name: 'Cancel' }));
    expect(await within(preview).findByText('Charge check cancelled.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review transfer' })).toBeTruthy());

    answer = true;
    await events.click(within(preview).getByRole('button', { name: 'Retry' }));
    expect(await within(preview).findByText('101.50 USD')).toBeTruthy();
    expect(asked.length).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it('balances whose refresh hangs say "Updating..." with their as-of time after about 5 s', async () => {
    useWalletStore.setState({ wallets: [makeWallet({ balance: 42 })], fetchedAt: cachedAt, ownerId: 'u1' });
    server.use(
      http.get('*/api/wallet/wallets', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    expect(screen.getAllByText('42.00 USD').length).toBeGreaterThan(0);
    const updating = await screen.findAllByText(/Updating\.\.\. Balances as of/, {}, { timeout: 9000 });
    expect(updating[0]?.textContent).toContain('Mar 1, 2026');
  }, 20_000);
});

// Staying on a screen makes no call until the next poll (30 s): the liveness probe asks instead.
describe('lie-fi: a screen left open', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('says the server is out of reach within 10 s when the link dies while nobody asks', async () => {
    let dead = false;
    const probes: number[] = [];
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
      http.get('*/api/health/live', async () => {
        probes.push(Date.now());
        if (dead) await delay('infinite');
        return HttpResponse.json({ status: 'ok', uptimeSeconds: 1 });
      }),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    expect((await screen.findAllByText('500.00 USD')).length).toBeGreaterThan(0);
    stop = watchLiveness();
    dead = true;
    const died = Date.now();
    await screen.findByRole('status', { name: 'Offline' }, { timeout: 10_000 });
    expect(Date.now() - died).toBeLessThan(10_000);
    expect(probes.length).toBeGreaterThan(0);
  }, 20_000);

  it('asks at once when the page regains focus, and never while it is hidden', async () => {
    const probes: number[] = [];
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
      http.get('*/api/health/live', () => {
        probes.push(Date.now());
        return HttpResponse.json({ status: 'ok', uptimeSeconds: 1 });
      }),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    expect((await screen.findAllByText('500.00 USD')).length).toBeGreaterThan(0);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    stop = watchLiveness();
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS + 1_500));
    expect(probes).toEqual([]);
    hidden.mockRestore();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(probes.length).toBe(1), { timeout: 1_000 });
  }, 20_000);
});
