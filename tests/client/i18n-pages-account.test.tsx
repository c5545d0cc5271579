import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/contract/admin-dashboard.ts';
import { ROLE_PERMISSIONS } from '../../src/contract/staff-permissions.ts';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { makeUser } from './helpers/fixtures.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { ATTEMPTS, DATA, note, PASSKEY, sessions, THREAD, TICKET, wallets } from './helpers/fixtures-account.ts';

afterEach(async () => {
  // Unmounted first: a page still on screen would refetch in English after the language is reset.
  cleanup();
  await resetLocale();
  localStorage.clear();
});

/** The page's own content (the shell's header and menus are checked in i18n-pages.test.tsx). */
const main = (container: HTMLElement) => {
  const element = container.querySelector('main') ?? container;
  return element as HTMLElement;
};
const section = (container: HTMLElement, titleId: string) => {
  const element = container.querySelector(`[aria-labelledby="${titleId}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no section ${titleId}`);
  return element;
};

describe('pseudo-locale run: the account pages render no text outside the catalog', () => {
  it.each([
    ['register', '/register'],
    ['forgot password', '/forgot-password'],
    ['reset password', '/reset-password/reset-token-1'],
    ['unsubscribe', '/unsubscribe?u=11111111-1111-4111-8111-111111111111&c=money&t=abc'],
    ['unsubscribe, incomplete link', '/unsubscribe'],
  ])('the %s page', async (_name, path) => {
    await activatePseudoLocale();
    const { view } = await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(untranslatedText(view.container, DATA)).toEqual([]);
  });

  it('the e-mail verification page and its outcome', async () => {
    server.use(http.post('*/api/auth/verify-email', () => HttpResponse.json({ message: 'ok' })));
    await activatePseudoLocale();
    const { view } = await renderApp('/verify-email/verify-token-1');
    await screen.findByRole('link');
    expect(untranslatedText(view.container, DATA)).toEqual([]);
  });

  it('the "This wasn\'t me" page', async () => {
    await activatePseudoLocale();
    const { view } = await renderApp('/security/not-me/not-me-token-1');
    await screen.findByRole('button');
    expect(untranslatedText(view.container, DATA)).toEqual([]);
  });

  it('Settings: profile, two-factor and notification preferences', async () => {
    server.use(
      wallets,
      http.get('*/api/auth/me', () => HttpResponse.json({ user: makeUser() })),
    );
    await activatePseudoLocale();
    const { view } = await renderApp('/user/settings', { user: makeUser() });
    await waitFor(() => expect(view.container.querySelector('main form button[type="submit"]')).not.toBeNull());
    await waitFor(() =>
      expect(section(view.container, 'notification-settings-title').querySelector('[role="switch"]')).not.toBeNull(),
    );
    const parts = [
      view.container.querySelector('h1')?.parentElement,
      view.container.querySelector('main form'),
      section(view.container, 'two-factor-title'),
      section(view.container, 'notification-settings-title'),
    ].filter((el): el is HTMLElement => el instanceof HTMLElement);
    expect(parts).toHaveLength(4);
    for (const part of parts) expect(untranslatedText(part, DATA)).toEqual([]);
  });

  it('Security: passkeys, two-factor (on, recovery codes left), signed-in devices and login history', async () => {
    server.use(
      wallets,
      http.get('*/api/passkeys', () => HttpResponse.json([PASSKEY])),
      http.get('*/api/two-factor', () => HttpResponse.json({ enabled: true, recoveryCodesLeft: 2 })),
      http.get('*/api/sessions', () => HttpResponse.json({ data: sessions(2) })),
      http.get('*/api/sessions/login-history', () => HttpResponse.json({ items: ATTEMPTS, nextCursor: null })),
    );
    await activatePseudoLocale();
    const { view, events } = await renderApp('/user/security', { user: makeUser() });
    const devices = section(view.container, 'sessions-title');
    await within(devices).findByText('Ţĥîš ðéṽîçé');
    await within(section(view.container, 'login-history-title')).findAllByText(/Ŝîĝñéð îñ|Ƒàîļéð/);
    await within(section(view.container, 'passkeys-title')).findByText('Work laptop');
    await within(section(view.container, 'two-factor-title')).findByText(/2/);
    const parts = [
      view.container.querySelector('h1')?.parentElement,
      section(view.container, 'passkeys-title'),
      section(view.container, 'two-factor-title'),
      devices,
      section(view.container, 'login-history-title'),
    ].filter((el): el is HTMLElement => el instanceof HTMLElement);
    for (const part of parts) expect(untranslatedText(part, DATA)).toEqual([]);

    // The confirmation too; its Cancel button belongs to the shared admin confirm dialog (another area's file).
    await events.click(within(devices).getByRole('button', { name: 'Šîĝñ öûţ àļļ öţĥéŕ ðéṽîçéš' }));
    expect(untranslatedText(await screen.findByRole('dialog'), [...DATA, 'Cancel'])).toEqual([]);
  });

  it('Change Password', async () => {
    server.use(wallets);
    await activatePseudoLocale();
    const { view } = await renderApp('/user/change-password', { user: makeUser() });
    await screen.findByRole('heading', { level: 1 });
    expect(untranslatedText(main(view.container), DATA)).toEqual([]);
  });

  it('All Notifications, read and unread', async () => {
    server.use(
      wallets,
      http.get('*/api/notifications', () =>
        HttpResponse.json({ notifications: [note(1, false), note(2, true)], unreadCount: 1, nextCursor: 'c2' }),
      ),
    );
    await activatePseudoLocale();
    const { view } = await renderApp('/user/notifications', { user: makeUser() });
    await within(main(view.container)).findByText('Message 2');
    expect(untranslatedText(main(view.container), DATA)).toEqual([]);
  });

  it.each([
    ['the KYC form', 'none'],
    ['the KYC form after a rejection', 'rejected'],
    ['the KYC form once verified', 'approved'],
    ['the KYC pending page', 'pending'],
  ] as const)('%s', async (_name, status) => {
    server.use(
      wallets,
      http.get('*/api/kyc/status', () =>
        HttpResponse.json({ status, reason: status === 'rejected' ? 'KYC' : null, submittedAt: null }),
      ),
    );
    await activatePseudoLocale();
    const { view } = await renderApp('/user/kyc/form', { user: makeUser() });
    const content = main(view.container);
    await waitFor(() => expect(within(content).queryByRole('status')).toBeNull());
    await waitFor(() => expect(content.textContent?.length).toBeGreaterThan(20));
    expect(untranslatedText(content, DATA)).toEqual([]);
  });

  it('Support Tickets: the list and the new ticket form', async () => {
    server.use(
      wallets,
      http.get('*/api/tickets', () => HttpResponse.json({ items: [TICKET], nextCursor: null })),
    );
    await activatePseudoLocale();
    const { view, events } = await renderApp('/user/support-tickets', { user: makeUser() });
    const content = main(view.container);
    await within(content).findByText('Cannot withdraw');
    await events.click(within(content).getByRole('button', { name: 'Ñéŵ Ţîçķéţ' }));
    expect(untranslatedText(content, DATA)).toEqual([]);
  });

  it('a support ticket thread', async () => {
    server.use(
      wallets,
      http.get('*/api/tickets/t1', () => HttpResponse.json(THREAD)),
    );
    await activatePseudoLocale();
    const { view } = await renderApp('/user/support-tickets/t1', { user: makeUser() });
    const content = main(view.container);
    await within(content).findByText('It fails.');
    expect(untranslatedText(content, DATA)).toEqual([]);
  });
});

describe('the account pages in Russian', () => {
  it.each([
    [2, '2 устройства'],
    [5, '5 устройств'],
  ])('Security: %i other devices read with their plural form', async (others, text) => {
    server.use(
      wallets,
      http.get('*/api/sessions', () => HttpResponse.json({ data: sessions(others) })),
      http.get('*/api/two-factor', () => HttpResponse.json({ enabled: true, recoveryCodesLeft: others })),
    );
    await activateLocale('ru');
    const { view, events } = await renderApp('/user/security', { user: makeUser({ language: 'ru' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Безопасность' })).toBeTruthy();
    const devices = section(view.container, 'sessions-title');
    expect(within(devices).getByRole('heading', { name: 'Устройства со входом' })).toBeTruthy();
    await events.click(await within(devices).findByRole('button', { name: 'Выйти на всех других устройствах' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выйти на всех других устройствах?' }, { timeout: 3000 });
    expect(within(dialog).getByText(text)).toBeTruthy();
    // The recovery codes left: "осталось 2 резервных кода" (few), "5 резервных кодов" (many).
    const codes = others === 2 ? /^Осталось 2 резервных кода\./ : /^Осталось 5 резервных кодов$/;
    expect(await within(section(view.container, 'two-factor-title')).findByText(codes)).toBeTruthy();
  });

  it('Support Tickets heading and statuses', async () => {
    server.use(
      wallets,
      http.get('*/api/tickets', () => HttpResponse.json({ items: [TICKET], nextCursor: null })),
    );
    await activateLocale('ru');
    await renderApp('/user/support-tickets', { user: makeUser({ language: 'ru' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Обращения в поддержку' })).toBeTruthy();
    expect((await screen.findAllByText('Есть ответ')).length).toBeGreaterThan(0);
  });
});

const DASHBOARD: Dashboard = {
  currency: 'USD',
  generatedAt: '2026-03-03T08:00:00.000Z',
  users: { total: 42, newToday: 3, banned: 1 },
  deposits: { pending: { count: 2, amount: 300 }, approved: { count: 10, amount: 5000 } },
  withdrawals: { pending: { count: 1, amount: 50 }, approved: { count: 1, amount: 75 } },
  investments: { totalInvested: 2500, active: 4 },
  profitPaid: 123.45,
  feeIncome: 67.89,
  kycPending: 5,
  openTickets: 7,
  chart: [],
  profitEngine: { lastRunAt: null, late: false, expectedEverySeconds: 60 },
};

describe("an admin's first sign-in with the two-factor set-up still to do", () => {
  const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });

  it('shows no "Logged in successfully" over the set-up; the welcome comes once the set-up is done', async () => {
    let enabled = false;
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ token: 'jwt-admin', user: admin })),
      http.get('*/api/admin/access', () =>
        HttpResponse.json({
          data: {
            role: 'owner',
            permissions: [...ROLE_PERMISSIONS.owner],
            twoFactorEnabled: enabled,
            twoFactorSetupRequired: !enabled,
          },
        }),
      ),
      http.post('*/api/two-factor/setup', () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrDataUrl: 'data:image/png;base64,AAAA',
        }),
      ),
      http.post('*/api/two-factor/enable', () => {
        enabled = true;
        return HttpResponse.json({ message: 'Two-factor authentication is on.', recoveryCodes: ['a2b3-c4d5'] });
      }),
      http.get('*/api/admin/dashboard', () => HttpResponse.json({ data: DASHBOARD })),
      http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
    );
    const { events } = await renderApp('/admin/login');
    await events.type(screen.getByLabelText(/Email/), 'boss@example.com');
    await events.type(screen.getByLabelText(/Password/), 'secret-password');
    await events.click(screen.getByRole('button', { name: 'Log in as administrator' }));

    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor authentication' }, { timeout: 3000 }),
    ).toBeTruthy();
    // Time for a toast to appear, had one been asked for (the toaster loads with the first toast).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Logged in successfully')).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    await events.type(await screen.findByLabelText(/^Authentication code/), '123456');
    await events.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(screen.queryByText('Logged in successfully')).toBeNull();
    await events.click(await screen.findByRole('checkbox', { name: 'I have saved these codes' }));
    await events.click(screen.getByRole('button', { name: 'Done' }));

    expect(await screen.findByRole('navigation', { name: 'Admin sidebar' }, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
  });

  it('an admin with two-factor set up still gets the welcome, on the panel', async () => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ token: 'jwt-admin', user: admin })),
      http.get('*/api/admin/dashboard', () => HttpResponse.json({ data: DASHBOARD })),
      http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
    );
    const { events } = await renderApp('/admin/login');
    await events.type(screen.getByLabelText(/Email/), 'boss@example.com');
    await events.type(screen.getByLabelText(/Password/), 'secret-password');
    await events.click(screen.getByRole('button', { name: 'Log in as administrator' }));
    expect(await screen.findByRole('navigation', { name: 'Admin sidebar' }, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
  });
});
