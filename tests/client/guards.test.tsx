import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { resetLocale } from './helpers/i18n.ts';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });

describe('route guards', () => {
  afterEach(resetLocale);

  it('sends a logged-out visitor of /user to /login', async () => {
    const { router } = await renderApp('/user');
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('sends a logged-out visitor of / to /login', async () => {
    const { router } = await renderApp('/');
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });

  it('denies a user the admin area and returns them to their dashboard', async () => {
    server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([])));
    const { router } = await renderApp('/admin/dashboard', { user: makeUser() });
    expect(await screen.findByText('Access denied. You do not have permission to view this page.')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/user/dashboard'));
  });

  it('says it in the reader’s language: a Russian reader is told in Russian', async () => {
    server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([])));
    await activateLocale('ru');
    const { router } = await renderApp('/admin/dashboard', { user: makeUser({ language: 'ru' }) });
    expect(await screen.findByText('Доступ запрещён. У вас нет прав на просмотр этой страницы.')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/user/dashboard'));
  });

  it('denies an admin the user area and returns them to the admin dashboard', async () => {
    const { router } = await renderApp('/user/settings', { user: admin });
    expect(await screen.findByText('Access denied. You do not have permission to view this page.')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/admin/dashboard'));
  });

  it('sends a logged-out visitor of /admin to /admin/login with one toast', async () => {
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(currentPath(router)).toBe('/admin/login'));
    expect(await screen.findAllByText('Please log in as an administrator to access this page.')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Administrator login' })).toBeTruthy();
  });

  it('treats a token without a user as an authentication error', async () => {
    const { router } = await renderApp('/user/dashboard', { token: 'orphan-token', user: null });
    expect(await screen.findByText('Authentication error. Please log in again.')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('redirects / by role and /user to its dashboard', async () => {
    server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([])));
    const { router } = await renderApp('/', { user: makeUser() });
    await waitFor(() => expect(currentPath(router)).toBe('/user/dashboard'));
    await router.navigate({ to: '/user' });
    await waitFor(() => expect(currentPath(router)).toBe('/user/dashboard'));
  });

  it('shows the admin panel after verifying access', async () => {
    // The dashboard asks for its figures once it shows: answered (as an outage: only the guard is
    // under test) and awaited, so they never land in the next test as requests without a handler.
    // A 500 is retried twice (api-client.ts), so each is awaited until its third request.
    const asked = new Map<string, number>();
    const outage = (name: string) => () => {
      asked.set(name, (asked.get(name) ?? 0) + 1);
      return HttpResponse.json({ message: 'unavailable', code: 'INTERNAL' }, { status: 500 });
    };
    server.use(http.get('*/api/admin/dashboard', outage('dashboard')), http.get('*/api/admin/audit', outage('audit')));
    const { router } = await renderApp('/admin', { user: admin });
    await waitFor(() => expect(currentPath(router)).toBe('/admin/dashboard'));
    expect(screen.getByText('Verifying admin access...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText('boss@example.com')).toBeTruthy();
    await waitFor(() => expect([asked.get('audit'), asked.get('dashboard')]).toEqual([3, 3]), { timeout: 10_000 });
  });

  it('shows a not-found page for unknown paths', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
