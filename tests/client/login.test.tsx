import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { offContract } from './helpers/contract-check.ts';

describe('login page', () => {
  it('stores the session, shows the toast and opens the user dashboard', async () => {
    const user = makeUser();
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ token: 'jwt-1', user })),
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    );
    const { router, events } = await renderApp('/login');

    await events.type(screen.getByLabelText(/Email/), 'jane@example.com');
    await events.type(screen.getByLabelText(/Password/), 'secret-password');
    await events.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/user/dashboard'));
    expect(useSessionStore.getState().token).toBe('jwt-1');
    expect(useSessionStore.getState().user?.email).toBe('jane@example.com');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('shows the server message when the login fails', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, { status: 401 }),
      ),
    );
    const { router, events } = await renderApp('/login');

    await events.type(screen.getByLabelText(/Email/), 'jane@example.com');
    await events.type(screen.getByLabelText(/Password/), 'wrong-password');
    await events.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(currentPath(router)).toBe('/login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('falls back to "Login failed" when the server gives no message', async () => {
    server.use(http.post('*/api/auth/login', () => new HttpResponse(null, { status: 400, headers: offContract() })));
    const { events } = await renderApp('/login');

    await events.type(screen.getByLabelText(/Email/), 'jane@example.com');
    await events.type(screen.getByLabelText(/Password/), 'secret-password');
    await events.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('refuses a non-admin on the admin login page and logs them out', async () => {
    let loggedOut = false;
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ token: 'jwt-2', user: makeUser() })),
      http.post('*/api/auth/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    const { router, events } = await renderApp('/admin/login');

    await events.type(screen.getByLabelText(/Email/), 'jane@example.com');
    await events.type(screen.getByLabelText(/Password/), 'secret-password');
    await events.click(screen.getByRole('button', { name: 'Log in as administrator' }));

    expect(await screen.findByText('Access denied. Admins only. Redirecting to login.')).toBeTruthy();
    expect(loggedOut).toBe(true);
    expect(useSessionStore.getState().token).toBeNull();
    expect(currentPath(router)).toBe('/admin/login');
  });
});

describe('login while an old token is stored', () => {
  it('does not send the stale token and does not treat a failed login as an expired session', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.post('*/api/auth/login', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(
          { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
          { status: 401 },
        );
      }),
    );
    const { router, events } = await renderApp('/admin/login', { user: makeUser() });
    await events.type(screen.getByLabelText(/Email/), 'jane@example.com');
    await events.type(screen.getByLabelText(/Password/), 'wrong-password');
    await events.click(screen.getByRole('button', { name: 'Log in as administrator' }));

    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(auth).toBeNull();
    expect(screen.queryByText('Session expired. Please log in again.')).toBeNull();
    expect(currentPath(router)).toBe('/admin/login');
  });
});

describe('sign-in while the code lock is on', () => {
  it('shows one lasting locked panel with its countdown, no toast, and the button disabled', async () => {
    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    let calls = 0;
    server.use(
      http.post('*/api/auth/login', () => {
        calls += 1;
        return HttpResponse.json(
          {
            message: 'Too many wrong attempts.',
            code: 'SECOND_FACTOR_LOCKED',
            errors: { until },
            attemptsLeft: 0,
            lockedUntil: until,
          },
          { status: 429 },
        );
      }),
    );
    const { events } = await renderApp('/login');
    await events.type(screen.getByLabelText(/Email/), 'jane@example.com');
    await events.type(screen.getByLabelText(/Password/), 'right-password');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Locked after too many wrong attempts')).toBeTruthy();
    expect(screen.getByText(/^(10|9):\d\d$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Too many wrong attempts.')).toBeNull();
    expect(calls).toBe(1);
  });
});
