import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSummaryStore } from '../../src/features/wallets/summary-store.ts';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { makeSummary, makeTransaction, makeUser, makeWallet } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const cachedAt = Date.parse('2026-03-01T10:00:00Z');
const broken = () => HttpResponse.json({ message: 'Database unavailable', code: 'INTERNAL' }, { status: 500 });
const CODE_PROMPT = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

// A warning says what is true now, and a step is not an error.
describe('freshness and calm notices', () => {
  it('clears "Displaying previous data" (notice and toast) on the next good refresh after a server error', async () => {
    useWalletStore.setState({ wallets: [makeWallet({ balance: 42 })], fetchedAt: cachedAt, ownerId: 'u1' });
    useSummaryStore.setState({ data: makeSummary({ totalDeposited: 777 }), fetchedAt: cachedAt, ownerId: 'u1' });
    let up = false;
    server.use(
      http.get('*/api/wallet/wallets', () => (up ? HttpResponse.json([makeWallet({ balance: 50 })]) : broken())),
      http.get('*/api/wallet/summary', () =>
        up ? HttpResponse.json({ data: makeSummary({ totalDeposited: 888 }) }) : broken(),
      ),
      // An investor with history: the dashboard shows the totals.
      http.get('*/api/transactions/user', () => HttpResponse.json([makeTransaction()])),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    expect(
      await screen.findByText(
        'Failed to update wallet data: Something went wrong on our side. Displaying previous data.',
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        /Something went wrong on our side\. Displaying previous data, as of/,
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    // A 500's own words stay in the log, never on screen.
    expect(screen.queryByText(/Database unavailable/)).toBeNull();

    // The server is back; the next wallet poll is the first good answer.
    up = true;
    await useWalletStore.getState().refresh();
    expect(await screen.findByText('888.00 USD', {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Displaying previous data/)).toBeNull(), { timeout: 3000 });
    expect(screen.getAllByText('50.00 USD').length).toBeGreaterThan(0);
  });

  it('two-factor at login is a calm step, and an error toast does not outlive the login', async () => {
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if (!body['totp'])
          return HttpResponse.json(
            { message: CODE_PROMPT, code: 'TOTP_REQUIRED', errors: { totp: 'is required' } },
            { status: 401 },
          );
        if (body['totp'] !== '654321')
          return HttpResponse.json(
            { message: 'The code is not valid.', code: 'TOTP_INVALID', errors: { totp: 'is not valid' } },
            { status: 401 },
          );
        return HttpResponse.json({ token: 'jwt-2fa', user: makeUser() });
      }),
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    );
    const { router, events } = await renderApp('/login');
    await events.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await events.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText(/^Authentication code/);
    expect(screen.getByText(/Two-factor authentication is on for this account/)).toBeTruthy();
    // No red toast, no "is required" before the user typed anything.
    expect(screen.queryByText(CODE_PROMPT)).toBeNull();
    expect(screen.queryByText(/is required/)).toBeNull();
    expect(code.getAttribute('aria-invalid')).toBeNull();

    await events.type(code, '111111');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The code is not valid.')).toBeTruthy();
    await events.clear(code);
    await events.type(code, '654321');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/dashboard'));
    await waitFor(() => expect(screen.queryByText('The code is not valid.')).toBeNull(), { timeout: 3000 });
  });
});
