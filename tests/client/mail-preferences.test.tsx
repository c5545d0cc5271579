import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailPreference } from '../../src/contract/notification-preferences.ts';
import { usePushDeviceStatus } from '../../src/lib/push-device-status.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { setOnline } from './helpers/network.ts';
import { server } from './helpers/server.ts';

const pageDefaults = [
  http.get('*/api/auth/me', () => HttpResponse.json({ user: makeUser() })),
  http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
];

type Over = Partial<Record<string, Partial<Pick<MailPreference, 'inApp' | 'email' | 'push'>>>>;
const all = (over: Over = {}): MailPreference[] =>
  (['money', 'investments', 'security', 'support', 'news'] as const).map((category) => ({
    category,
    inApp: true,
    email: true,
    push: true,
    ...over[category],
    locked: category === 'security',
  }));

afterEach(() => {
  usePushDeviceStatus.setState({ status: 'checking' });
  setOnline(true);
});

async function openSettings() {
  const view = await renderApp('/user/settings', { user: makeUser() });
  const section = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 3000 });
  await within(section).findByRole('group', { name: 'Money' });
  return { ...view, section };
}

describe('notification preferences in Settings', () => {
  it('shows a switch per category and channel; one click saves that cell at once, with progress', async () => {
    const bodies: unknown[] = [];
    let release: () => void = () => undefined;
    server.use(
      ...pageDefaults,
      http.put('*/api/notification-preferences', async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ preferences: all({ investments: { inApp: false } }) });
      }),
    );
    const { events, section } = await openSettings();
    expect(within(section).getAllByRole('switch')).toHaveLength(15);
    const investments = within(section).getByRole('switch', { name: 'Investments in-app' });
    expect(investments.getAttribute('aria-checked')).toBe('true');

    await events.click(investments);
    // Shown at once, saving announced, the other switches wait (focus stays on the switch).
    expect(investments.getAttribute('aria-checked')).toBe('false');
    expect(await within(section).findByText('Saving Investments in-app off...')).toBeTruthy();
    expect(within(section).getByRole('switch', { name: 'Money e-mail' }).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(investments);
    act(() => release());
    expect(await within(section).findByText('Saved: Investments in-app off')).toBeTruthy();
    expect(bodies).toEqual([{ preferences: [{ category: 'investments', inApp: false }] }]);
    expect(within(section).getByRole('switch', { name: 'Money e-mail' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps security locked on, with the reason, and sends nothing when it is pressed', async () => {
    let puts = 0;
    server.use(
      ...pageDefaults,
      http.put('*/api/notification-preferences', () => ((puts += 1), HttpResponse.json({ preferences: all() }))),
    );
    const { events, section } = await openSettings();
    // Security push is on wherever push is on (without push on this device it shows off, see below).
    await waitFor(() => expect(usePushDeviceStatus.getState().status).toBe('unsupported'));
    act(() => usePushDeviceStatus.setState({ status: 'on' }));
    for (const name of ['Security in-app', 'Security e-mail', 'Security push']) {
      const locked = within(section).getByRole('switch', { name });
      expect(locked.getAttribute('aria-checked')).toBe('true');
      expect(locked.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(locked.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
        /^Always on: sign-ins, password/,
      );
      await events.click(locked);
    }
    expect(puts).toBe(0);
  });

  it('disables the push column with the reason until push is on for this device', async () => {
    server.use(
      ...pageDefaults,
      http.put('*/api/notification-preferences', () =>
        HttpResponse.json({ preferences: all({ news: { push: false } }) }),
      ),
    );
    const { events, section } = await openSettings();
    // jsdom has no PushManager: the device check says so.
    await waitFor(() => expect(usePushDeviceStatus.getState().status).toBe('unsupported'));
    const newsPush = within(section).getByRole('switch', { name: 'News push' });
    expect(newsPush.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(newsPush.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /this browser cannot receive push notifications/,
    );

    // The saved choice is on, but no push reaches this device: the switches show off, not a faded on.
    const moneyPush = within(section).getByRole('switch', { name: 'Money push' });
    expect(moneyPush.getAttribute('aria-checked')).toBe('false');
    act(() => usePushDeviceStatus.setState({ status: 'off' }));
    expect(moneyPush.getAttribute('aria-checked')).toBe('false');

    act(() => usePushDeviceStatus.setState({ status: 'on' }));
    expect(moneyPush.getAttribute('aria-checked')).toBe('true');
    expect(newsPush.getAttribute('aria-checked')).toBe('true');
    expect(newsPush.getAttribute('aria-disabled')).toBeNull();
    await events.click(newsPush);
    await waitFor(() => expect(newsPush.getAttribute('aria-checked')).toBe('false'));
  });

  it('undoes the switch and says so when saving fails, and tries again on request', async () => {
    let fail = true;
    server.use(
      ...pageDefaults,
      http.put('*/api/notification-preferences', () =>
        fail
          ? HttpResponse.json({ message: 'Server unavailable', code: 'SERVICE_UNAVAILABLE' }, { status: 503 })
          : HttpResponse.json({ preferences: all({ news: { email: false } }) }),
      ),
    );
    const { events, section } = await openSettings();
    const newsMail = within(section).getByRole('switch', { name: 'News e-mail' });
    await events.click(newsMail);
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toMatch(
      /News e-mail off was not saved\. (Server unavailable|Failed to save your notification preferences)/,
    );
    expect(newsMail.getAttribute('aria-checked')).toBe('true');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(newsMail.getAttribute('aria-checked')).toBe('false'));
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('changes nothing while offline, and says so', async () => {
    let puts = 0;
    server.use(
      ...pageDefaults,
      http.put('*/api/notification-preferences', () => ((puts += 1), HttpResponse.json({ preferences: all() }))),
    );
    const { events, section } = await openSettings();
    setOnline(false);
    expect(
      await within(section).findByText(
        /You are offline\. Your choices can be changed again once you are back online\./,
      ),
    ).toBeTruthy();
    const money = within(section).getByRole('switch', { name: 'Money in-app' });
    expect(money.getAttribute('aria-disabled')).toBe('true');
    await events.click(money);
    expect(money.getAttribute('aria-checked')).toBe('true');
    expect(puts).toBe(0);
    setOnline(true);
    await waitFor(() => expect(money.getAttribute('aria-disabled')).toBeNull());
  });

  it('offers Retry when the preferences cannot be loaded', async () => {
    let fail = true;
    server.use(
      ...pageDefaults,
      http.get('*/api/notification-preferences', () =>
        fail
          ? HttpResponse.json({ message: 'Server unavailable', code: 'SERVICE_UNAVAILABLE' }, { status: 503 })
          : HttpResponse.json({ preferences: all() }),
      ),
    );
    const { events } = await renderApp('/user/settings', { user: makeUser() });
    const section = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 3000 });
    const retry = await within(section).findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    expect(within(section).getByRole('alert').textContent).toMatch(
      /Server unavailable|Failed to load your notification preferences/,
    );
    fail = false;
    await events.click(retry);
    expect(await within(section).findByRole('group', { name: 'Money' })).toBeTruthy();
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
    expect(
      await screen.findByText('You will no longer get money e-mails. Turn them on again in Settings.'),
    ).toBeTruthy();
    expect(seen).toEqual(['?u=3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f&c=money&t=abc_DEF-123']);
  });

  it('shows the refusal of a bad link', async () => {
    server.use(
      http.post('*/api/mail/unsubscribe', () =>
        HttpResponse.json(
          {
            message: 't is not a valid unsubscribe link',
            code: 'INVALID_TOKEN',
            errors: { t: 'is not a valid unsubscribe link' },
          },
          { status: 400 },
        ),
      ),
    );
    const { events } = await renderApp(link);
    await events.click(
      await screen.findByRole('button', { name: 'Unsubscribe from money e-mails' }, { timeout: 3000 }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /not a valid unsubscribe link|Could not unsubscribe/,
    );
  });

  it('says an incomplete link (or one for security mail) is incomplete, and offers nothing to press', async () => {
    await renderApp('/unsubscribe?c=security');
    expect(await screen.findByText(/This unsubscribe link is incomplete/, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Unsubscribe/ })).toBeNull();
  });
});
