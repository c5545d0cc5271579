import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../src/features/notifications/notification-store.ts';
import { PushToggle } from '../../src/features/pwa/components/push-toggle.tsx';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';
import { useWorkerPolling } from '../../src/lib/pwa-poll.ts';
import { PERSISTED, SYNC_CHANNEL, type PollReply } from '../../src/lib/pwa-sync.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser } from './helpers/fixtures.ts';
import { server } from './helpers/server.ts';

const KEY = 'BPQ2k7tVlFOrx6eyuhnaDeI3wRvA7fmMVQGoZyJ8T0xcYF0yA2y2H3KX6XqpBdxcp2QGfJ3XtpBfPvT-IVT7s3E';

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
});

describe('the worker protocol matches the stores', () => {
  it('uses the IndexedDB keys and versions the Zustand stores persist under', () => {
    const options = (store: { persist: { getOptions: () => { name?: string; version?: number } } }) => {
      const { name, version } = store.persist.getOptions();
      return { key: name, version };
    };
    expect(options(useSessionStore)).toEqual(PERSISTED.session);
    expect(options(useWalletStore)).toEqual(PERSISTED.wallets);
    expect(options(useNotificationStore)).toEqual(PERSISTED.notifications);
  });
});

/** A fake push-capable browser: permission, a worker registration and its PushManager. */
function pushBrowser(permission: NotificationPermission = 'default') {
  let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: ReturnType<typeof vi.fn> } | null = null;
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    subscription = {
      endpoint: 'https://push.example/s/1',
      toJSON: () => ({
        endpoint: 'https://push.example/s/1',
        expirationTime: null,
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    };
    expect(options.applicationServerKey).toHaveLength(65);
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  const notification = { permission, requestPermission: vi.fn(async () => 'granted' as const) };
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return { subscribe, notification, current: () => subscription };
}

describe('push toggle', () => {
  it('says when this browser cannot receive push', async () => {
    render(<PushToggle />);
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toHaveProperty('disabled', true);
  });

  it('turns on (permission, subscribe with the VAPID key, save on the server) and off again', async () => {
    useSessionStore.setState({ token: 'token-1', user: makeUser() });
    const saved: unknown[] = [];
    const deleted: unknown[] = [];
    server.use(
      http.get('*/api/push/public-key', () => HttpResponse.json({ publicKey: KEY })),
      http.post(
        '*/api/push/subscribe',
        async ({ request }) => (
          saved.push(await request.json()), HttpResponse.json({ message: 'on' }, { status: 201 })
        ),
      ),
      http.delete(
        '*/api/push/subscribe',
        async ({ request }) => (deleted.push(await request.json()), HttpResponse.json({ message: 'off' })),
      ),
    );
    const browser = pushBrowser();
    const events = userEvent.setup();
    render(<PushToggle />);
    const toggle = await screen.findByRole('switch', { name: 'Push notifications' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    await events.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    expect(saved).toEqual([
      {
        endpoint: 'https://push.example/s/1',
        expirationTime: null,
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      },
    ]);

    await events.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(deleted).toEqual([{ endpoint: 'https://push.example/s/1' }]);
    expect(browser.current()).toBeNull();
  });

  it('explains how to unblock when notifications are denied', async () => {
    pushBrowser('denied');
    render(<PushToggle />);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeTruthy();
  });
});

/** Lets port messages and promises run (setTimeout is not faked here, setInterval is). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

function Poller(props: { refresh: () => Promise<void>; rehydrate: () => Promise<void> }) {
  useWorkerPolling({ kind: 'wallets', ...props });
  return null;
}

function controlledBy(reply: PollReply | null) {
  const postMessage = vi.fn((_message: unknown, ports: MessagePort[]) => {
    if (reply) ports[0]?.postMessage(reply);
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: { postMessage }, addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  return postMessage;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('polling through the worker', () => {
  it('asks the worker every 30 s while visible, pauses while hidden, asks again on return, and rehydrates on its broadcast', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setVisibility('visible');
    const postMessage = controlledBy({ ok: true, outcome: 'fresh' });
    const refresh = vi.fn(async () => undefined);
    const rehydrate = vi.fn(async () => undefined);
    render(<Poller refresh={refresh} rehydrate={rehydrate} />);

    act(() => vi.advanceTimersByTime(30_000));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage.mock.calls[0]?.[0]).toEqual({ type: 'POLL', kind: 'wallets' });

    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(90_000));
    expect(postMessage).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(postMessage).toHaveBeenCalledTimes(2);
    await settle();
    expect(refresh).not.toHaveBeenCalled();

    const channel = new BroadcastChannel(SYNC_CHANNEL);
    channel.postMessage({ type: 'synced', kind: 'wallets', at: 1 });
    channel.postMessage({ type: 'synced', kind: 'unread', at: 1 });
    await settle();
    expect(rehydrate).toHaveBeenCalledTimes(1);
    channel.close();
  });

  it('fetches by itself when no worker controls the page or the worker’s poll failed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setVisibility('visible');
    const refresh = vi.fn(async () => undefined);
    render(<Poller refresh={refresh} rehydrate={async () => undefined} />);
    act(() => vi.advanceTimersByTime(30_000));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);

    controlledBy({ ok: false, status: 503 });
    act(() => vi.advanceTimersByTime(30_000));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
