import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { WithdrawalAccount } from '../../src/contract/withdrawals.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeTransaction, makeUser, makeWallet } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { assertion, AUTH_OPTIONS, b64, installWebAuthn, removeWebAuthn } from './helpers/webauthn.ts';

/** Passkeys where one signs in: the login page's button, and in place of the code at login and before a withdrawal. */
afterEach(removeWebAuthn);

describe('Passkeys at sign-in', () => {
  it('"Sign in with a passkey" signs in with no e-mail or password and opens the dashboard', async () => {
    installWebAuthn({ get: assertion });
    let sent: unknown = null;
    server.use(
      http.post('*/api/passkeys/authentication-options', () => HttpResponse.json(AUTH_OPTIONS)),
      http.post('*/api/passkeys/sign-in', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: 'jwt-passkey', user: makeUser() });
      }),
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    );
    const { router, events } = await renderApp('/login');
    await events.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    // The prompt code loads on the first click: a cold import may take a moment.
    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/user/dashboard'));
    expect(useSessionStore.getState().token).toBe('jwt-passkey');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(sent).toMatchObject({
      response: { id: 'cred-phone', response: { signature: b64('signature'), userHandle: b64('user-1') } },
    });
  });

  it('the code prompt offers "Use a passkey instead", which sends the credentials with the passkey and no code', async () => {
    installWebAuthn({ get: assertion });
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.totp && !body.passkey)
          return HttpResponse.json(
            { message: 'Enter the 6-digit code.', code: 'TOTP_REQUIRED', errors: { totp: 'is required' } },
            { status: 401 },
          );
        return HttpResponse.json({ token: 'jwt-2fa-passkey', user: makeUser() });
      }),
      http.post('*/api/passkeys/authentication-options', () => HttpResponse.json(AUTH_OPTIONS)),
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    );
    const { events } = await renderApp('/login');
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
    await events.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await events.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    await events.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(bodies[1]).toMatchObject({
      email: 'ada@example.com',
      password: 'correct horse battery',
      passkey: { id: 'cred-phone' },
    });
    expect(bodies[1]).not.toHaveProperty('totp');
  });

  it('the withdrawal code prompt offers "Use a passkey instead", which confirms with the passkey under a new key', async () => {
    installWebAuthn({ get: assertion });
    const main = makeWallet({ balance: 500 });
    const account: WithdrawalAccount = {
      id: 'acc1',
      methodId: 'wm1',
      methodName: 'USDT (TRC20)',
      currency: 'USDT',
      name: 'My TRON wallet',
      details: {},
      createdAt: '2026-03-01T10:00:00.000Z',
      usableFrom: null,
    };
    const sent: Array<{ body: Record<string, unknown>; key: string | null }> = [];
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
      http.get('*/api/withdrawal-accounts', () => HttpResponse.json([account])),
      http.get('*/api/withdrawal-protection', () =>
        HttpResponse.json({ pausedUntil: null, reason: null, coolingOffHours: 24 }),
      ),
      http.post('*/api/withdrawals/calculate-charge', () =>
        HttpResponse.json({
          amount: 100,
          charge: 1,
          receive_amount: 99,
          total_debit: 100,
          currency: 'USD',
          payout_currency: 'USDT',
          processing_time: 'Within 24 hours',
        }),
      ),
      http.post('*/api/passkeys/authentication-options', () => HttpResponse.json(AUTH_OPTIONS)),
      http.post('*/api/withdrawals', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ body, key: request.headers.get('Idempotency-Key') });
        if (!body.passkey)
          return HttpResponse.json(
            {
              message: 'Enter the 6-digit code from your authenticator app.',
              code: 'TOTP_REQUIRED',
              errors: { totp: 'is required' },
            },
            { status: 403 },
          );
        return HttpResponse.json({
          message: 'Withdrawal requested. It is paid out once it is approved.',
          withdrawal: {
            id: 'w1',
            reference: 'WDR1',
            methodName: 'USDT (TRC20)',
            currency: 'USDT',
            accountName: 'My TRON wallet',
            details: {},
            amount: 100,
            charge: 1,
            receiveAmount: 99,
            processingTime: 'Within 24 hours',
            status: 'pending',
            rejectionReason: null,
            payoutReference: null,
            createdAt: '2026-03-01T10:00:00.000Z',
            reviewedAt: null,
          },
          transaction: makeTransaction({
            type: 'withdraw',
            direction: 'debit',
            status: 'pending',
            amount: 100,
            charge: 1,
          }),
          wallets: [{ ...main, balance: 400 }],
        });
      }),
    );
    const { events } = await renderApp('/user/withdraw', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Amount/), '100');
    await events.click(await screen.findByRole('button', { name: 'Review withdrawal' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm withdrawal' });
    await events.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    await events.click(await within(confirm).findByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    expect(sent[1]?.body).toMatchObject({ account_id: 'acc1', amount: 100, passkey: { id: 'cred-phone' } });
    expect(sent[1]?.body).not.toHaveProperty('totp');
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
  });
});
