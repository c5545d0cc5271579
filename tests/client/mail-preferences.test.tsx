import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MailPreference } from '../../src/contract/notification-preferences.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const pageDefaults = [http.get('*/api/auth/me', () => HttpResponse.json({ user: makeUser() })), http.get('*/api/wallet/wallets', () => HttpResponse.json([]))];

const all = (overrides: Partial<Record<string, boolean>> = {}): MailPreference[] =>
  (['money', 'investments', 'security', 'support', 'news'] as const).map((category) => ({ category, inApp: true, email: overrides[category] ?? true, push: true, locked: category === 'security' }));

describe('e-mail preferences in Settings', () => {
  it('turns a category off with one click (saved at once) and keeps security mail locked on', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...pageDefaults,
      http.put('*/api/notification-preferences', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ preferences: all({ money: false }) });
      }),
    );
    const { events } = await renderApp('/user/settings', { user: makeUser() });
    const section = await screen.findByRole('region', { name: 'E-mail' }, { timeout: 3000 });
    const money = await within(section).findByRole('checkbox', { name: 'Money' });
    const security = within(section).getByRole('checkbox', { name: 'Security' }) as HTMLInputElement;
    expect(security.checked).toBe(true);
    expect(security.disabled).toBe(true);
    expect(security.getAttribute('aria-describedby')).toBe('mail-pref-security');
    expect(screen.getByText(/Always sent: sign-up, password, two-factor/)).toBeTruthy();

    await events.click(money);
    await waitFor(() => expect(bodies).toEqual([{ preferences: [{ category: 'money', email: false }] }]));
    expect(await screen.findByText('Money e-mails off')).toBeTruthy();
    expect((money as HTMLInputElement).checked).toBe(false);
  });

  it('keeps the switch as it was and says so when saving fails', async () => {
    server.use(...pageDefaults, http.put('*/api/notification-preferences', () => HttpResponse.json({ message: 'Server unavailable', code: 'SERVICE_UNAVAILABLE' }, { status: 503 })));
    const { events } = await renderApp('/user/settings', { user: makeUser() });
    const news = (await screen.findByRole('checkbox', { name: 'News' }, { timeout: 3000 })) as HTMLInputElement;
    await events.click(news);
    expect(await screen.findByText(/Server unavailable|Failed to save your e-mail preferences/)).toBeTruthy();
    expect(news.checked).toBe(true);
  });
});

describe('the unsubscribe page a mail links to', () => {
  const link = '/unsubscribe?u=3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f&c=money&t=abc_DEF-123';

  it('asks first, then posts the signed link and says what changed', async () => {
    const seen: string[] = [];
    server.use(
      http.post('*/api/mail/unsubscribe', ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ message: 'You will no longer get money e-mails. Turn them on again in Settings.' });
      }),
    );
    const { events } = await renderApp(link);
    const button = await screen.findByRole('button', { name: 'Unsubscribe from money e-mails' }, { timeout: 3000 });
    expect(seen).toEqual([]);
    await events.click(button);
    expect(await screen.findByText('You will no longer get money e-mails. Turn them on again in Settings.')).toBeTruthy();
    expect(seen).toEqual(['?u=3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f&c=money&t=abc_DEF-123']);
  });

  it('shows the refusal of a bad link', async () => {
    server.use(http.post('*/api/mail/unsubscribe', () => HttpResponse.json({ message: 't is not a valid unsubscribe link', code: 'INVALID_TOKEN', errors: { t: 'is not a valid unsubscribe link' } }, { status: 400 })));
    const { events } = await renderApp(link);
    await events.click(await screen.findByRole('button', { name: 'Unsubscribe from money e-mails' }, { timeout: 3000 }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not a valid unsubscribe link|Could not unsubscribe/);
  });

  it('says an incomplete link (or one for security mail) is incomplete, and offers nothing to press', async () => {
    await renderApp('/unsubscribe?c=security');
    expect(await screen.findByText(/This unsubscribe link is incomplete/, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Unsubscribe/ })).toBeNull();
  });
});
