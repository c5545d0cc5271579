import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushToggle } from '../../src/features/pwa/components/push-toggle.tsx';
import { usePushDeviceStatus } from '../../src/lib/push-device-status.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const KEY = 'BPQ2k7tVlFOrx6eyuhnaDeI3wRvA7fmMVQGoZyJ8T0xcYF0yA2y2H3KX6XqpBdxcp2QGfJ3XtpBfPvT-IVT7s3E';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const realAgent = navigator.userAgent;

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: realAgent });
  usePushDeviceStatus.setState({ status: 'checking' });
});

/** A push-capable browser whose subscription was lost (permission still granted). */
function browserThatLostItsSubscription() {
  let subscription: { endpoint: string; toJSON: () => unknown } | null = null;
  const subscribe = vi.fn(async () => {
    subscription = {
      endpoint: 'https://push.example/s/again',
      toJSON: () => ({
        endpoint: 'https://push.example/s/again',
        expirationTime: null,
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      }),
    };
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn(async () => 'granted' as const) });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      controller: null,
    },
  });
  return { subscribe };
}

// Push keeps working on the phones investors use.
describe('push on start and on iPhone', () => {
  it('at start of the signed-in app, makes a lost subscription again and tells the server', async () => {
    const saved: Array<{ endpoint: string }> = [];
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([makeWallet()])),
      http.get('*/api/push/public-key', () => HttpResponse.json({ publicKey: KEY })),
      http.post(
        '*/api/push/subscribe',
        async ({ request }) => (
          saved.push((await request.json()) as { endpoint: string }),
          HttpResponse.json({ message: 'on' }, { status: 201 })
        ),
      ),
    );
    const browser = browserThatLostItsSubscription();
    await renderApp('/user/dashboard', { user: makeUser() });
    await waitFor(() => expect(saved.map((s) => s.endpoint)).toEqual(['https://push.example/s/again']));
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(usePushDeviceStatus.getState().status).toBe('on'));
  });

  it('does not make it again when the user turned push off on this device', async () => {
    localStorage.setItem('push-choice', 'off');
    server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([makeWallet()])));
    const browser = browserThatLostItsSubscription();
    await renderApp('/user/dashboard', { user: makeUser() });
    await waitFor(() => expect(usePushDeviceStatus.getState().status).toBe('off'));
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('on an iPhone Safari tab, the switch explains that push needs "Add to Home Screen" first', async () => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: IPHONE });
    render(<PushToggle />);
    expect(
      await screen.findByText(/push needs the app on your Home Screen first: tap Share, then "Add to Home Screen"/),
    ).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toHaveProperty('disabled', true);
  });
});
