import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import type { LoginAttempt, Session } from '../../src/contract/sessions.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { setOnline } from './helpers/network.ts';
import { resetLocale } from './helpers/i18n.ts';
import { server } from './helpers/server.ts';

const THIS: Session = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Firefox 133',
  os: 'Linux',
  platform: 'desktop',
  ipAddress: '192.168.1.20',
  place: 'Local network',
  method: 'password',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastSeenAt: '2026-03-02T11:30:00.000Z',
  current: true,
};
const LAPTOP: Session = {
  ...THIS,
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Chrome 131',
  os: 'Windows 10',
  place: 'Lisbon, Portugal',
  ipAddress: '203.0.113.9',
  current: false,
};
const PHONE: Session = {
  ...THIS,
  id: '33333333-3333-4333-8333-333333333333',
  browser: 'Safari 17',
  os: 'iOS 17',
  platform: 'mobile',
  current: false,
};
const attempt = (over: Partial<LoginAttempt>): LoginAttempt => ({
  id: '1',
  success: true,
  reason: null,
  method: 'password',
  browser: 'Chrome 131',
  os: 'Windows 10',
  platform: 'desktop',
  ipAddress: '203.0.113.9',
  place: 'Lisbon, Portugal',
  createdAt: '2026-03-02T11:30:00.000Z',
  ...over,
});

afterEach(() => setOnline(true));

const securityPage = async () => {
  server.use(
    http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    http.get('*/api/passkeys', () => HttpResponse.json([])),
  );
  const app = await renderApp('/user/security', { user: makeUser() });
  return {
    ...app,
    devices: await screen.findByRole('region', { name: 'Signed-in devices' }),
    history: screen.getByRole('region', { name: 'Login history' }),
  };
};

describe('Security page: devices and login history', () => {
  it('lists the devices with this one marked and first, and the sign-in attempts with failures and their reason; two-factor is here too', async () => {
    server.use(
      http.get('*/api/sessions', () => HttpResponse.json({ data: [THIS, LAPTOP] })),
      http.get('*/api/sessions/login-history', () =>
        HttpResponse.json({
          items: [
            attempt({ id: '2' }),
            attempt({ id: '1', success: false, reason: 'wrong_password', browser: 'Safari 17', os: 'iOS 17' }),
          ],
          nextCursor: null,
        }),
      ),
    );
    const { devices, history } = await securityPage();
    const items = await within(devices).findAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(/Firefox 133 on Linux.*This device.*Local network · 192\.168\.1\.20/);
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]?.textContent).toMatch(
      /Chrome 131 on Windows 10.*Lisbon, Portugal · 203\.0\.113\.9.*Signed in Mar 1, 2026.*Last seen Mar 2, 2026/,
    );
    const rows = await within(history).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Signed in.*Chrome 131 on Windows 10 · Password.*Lisbon, Portugal · 203\.0\.113\.9/),
      expect.stringMatching(/^Failed: Wrong password.*Safari 17 on iOS 17/),
    ]);
    expect(screen.getByRole('region', { name: 'Two-factor authentication' })).toBeTruthy();
  });

  it('signs one device out after a confirmation, showing progress, and drops it from the list', async () => {
    let deleted = '';
    let release: () => void = () => undefined;
    server.use(
      http.get('*/api/sessions', () => HttpResponse.json({ data: [THIS, LAPTOP, PHONE] })),
      http.delete('*/api/sessions/:id', async ({ params }) => {
        deleted = String(params.id);
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ message: 'The device was signed out.', signedOut: 1 });
      }),
    );
    const { devices, events } = await securityPage();
    await events.click(
      await within(devices).findByRole('button', { name: 'Sign out this device (Chrome 131 on Windows 10)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog.textContent).toContain('Lisbon, Portugal (203.0.113.9)');
    await events.click(within(dialog).getByRole('button', { name: 'Sign out device' }));
    expect(await within(dialog).findByRole('button', { name: 'Signing out...' })).toBeTruthy();
    release();
    expect(await screen.findByText('Chrome 131 on Windows 10 was signed out.')).toBeTruthy();
    expect(deleted).toBe(LAPTOP.id);
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(2));
    expect(within(devices).queryByText(/Chrome 131 on Windows 10/)).toBeNull();
  });

  it('signs out all other devices after a confirmation; cancelling sends nothing', async () => {
    let posted = 0;
    server.use(
      http.get('*/api/sessions', () => HttpResponse.json({ data: [THIS, LAPTOP, PHONE] })),
      http.post(
        '*/api/sessions/sign-out-others',
        () => ((posted += 1), HttpResponse.json({ message: 'Signed out 2 other devices.', signedOut: 2 })),
      ),
    );
    const { devices, events } = await securityPage();
    await events.click(await within(devices).findByRole('button', { name: 'Sign out all other devices' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(posted).toBe(0);
    await events.click(within(devices).getByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other devices?' });
    await events.click(within(dialog).getByRole('button', { name: 'Sign out other devices' }));
    expect(await screen.findByText('Signed out 2 other devices.')).toBeTruthy();
    expect(posted).toBe(1);
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(within(devices).queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('says how many devices were signed out in the reader’s language, whatever words the server sends', async () => {
    server.use(
      http.get('*/api/sessions', () => HttpResponse.json({ data: [THIS, LAPTOP, PHONE] })),
      http.post('*/api/sessions/sign-out-others', () =>
        HttpResponse.json({ message: 'Signed out 2 other devices.', signedOut: 2 }),
      ),
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/passkeys', () => HttpResponse.json([])),
    );
    await activateLocale('ru');
    try {
      const { events } = await renderApp('/user/security', { user: makeUser({ language: 'ru' }) });
      await events.click(await screen.findByRole('button', { name: i18n._('sessions.signOutOthers') }));
      const dialog = await screen.findByRole('dialog', { name: i18n._('sessions.signOutOthersTitle') });
      await events.click(within(dialog).getByRole('button', { name: i18n._('sessions.signOutOthersConfirm') }));
      expect(await screen.findByText('Выполнен выход на 2 других устройствах.')).toBeTruthy();
    } finally {
      await resetLocale();
    }
  });

  it('shows a load failure with Retry, and the empty login history', async () => {
    let failing = true;
    server.use(
      http.get('*/api/sessions', () =>
        failing
          ? HttpResponse.json(
              { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
              { status: 500 },
            )
          : HttpResponse.json({ data: [THIS] }),
      ),
    );
    const { devices, history, events } = await securityPage();
    expect((await within(devices).findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Something went wrong on our side',
    );
    expect(await within(history).findByText('No sign-ins yet.')).toBeTruthy();
    failing = false;
    await events.click(within(devices).getByRole('button', { name: 'Retry' }));
    expect((await within(devices).findByRole('listitem')).textContent).toContain('This device');
  });

  it('offline: the sign-out buttons are disabled and say why', async () => {
    // Back online, the app checks the session again.
    server.use(
      http.get('*/api/sessions', () => HttpResponse.json({ data: [THIS, LAPTOP] })),
      http.get('*/api/auth/me', () => HttpResponse.json({ user: makeUser() })),
    );
    const { devices } = await securityPage();
    await within(devices).findByRole('button', { name: 'Sign out this device (Chrome 131 on Windows 10)' });
    setOnline(false);
    expect(
      (
        within(devices).getByRole('button', {
          name: 'Sign out this device (Chrome 131 on Windows 10)',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      (within(devices).getByRole('button', { name: 'Sign out all other devices' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(devices).getByText('This action is paused while you are offline.')).toBeTruthy();
    setOnline(true);
    await waitFor(() =>
      expect(
        (within(devices).getByRole('button', { name: 'Sign out all other devices' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it('Settings links to the Security page', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/auth/me', () => HttpResponse.json({ user: makeUser() })),
    );
    await renderApp('/user/settings', { user: makeUser() });
    const link = await screen.findByRole('link', { name: 'Security' });
    expect(link.getAttribute('href')).toBe('/user/security');
  });
});
