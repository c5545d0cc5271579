import { clear, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSISTED } from '../../src/lib/pwa-sync.ts';
import { onSubscriptionChange, type SubscriptionChangeEvent } from '../../sw/push-resubscribe.ts';
import { scope } from './setup.ts';

const USER = { id: 'u-1', email: 'ann@example.com', username: 'ann' };
const P256 = 'B'.repeat(87);
const AUTH = 'A'.repeat(22);

type Sent = { method: string; url: string; auth: string | null; body: unknown };
let sent: Sent[];

function subscription(endpoint: string, key: ArrayBuffer | null = null): PushSubscription {
  return {
    endpoint,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: P256, auth: AUTH } }),
  } as unknown as PushSubscription;
}

const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription('https://push.example/new'));
const changeEvent = (old: PushSubscription | null, fresh: PushSubscription | null) =>
  ({ oldSubscription: old, newSubscription: fresh, waitUntil: () => undefined }) as unknown as SubscriptionChangeEvent;

beforeEach(async () => {
  await clear();
  sent = [];
  subscribe.mockClear();
  Object.assign(scope.registration, { pushManager: { subscribe } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({
        method: init.method ?? 'GET',
        url,
        auth: new Headers(init.headers).get('Authorization'),
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      if (url === '/api/push/public-key') return Response.json({ publicKey: 'BPublicKey' });
      return Response.json({ message: 'ok' });
    }),
  );
  await set(PERSISTED.session.key, { state: { token: 'tok-1', user: USER }, version: PERSISTED.session.version });
});
afterEach(() => vi.unstubAllGlobals());

// A subscription the push service replaced is renewed and the server told.
describe('pushsubscriptionchange in the worker', () => {
  it('re-subscribes with the old key when the browser gave no new subscription, saves it and forgets the old endpoint', async () => {
    const key = new Uint8Array([4, 1, 2]).buffer;
    await onSubscriptionChange(changeEvent(subscription('https://push.example/old', key), null));
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/push/subscribe',
        auth: 'Bearer tok-1',
        body: { endpoint: 'https://push.example/new', expirationTime: null, keys: { p256dh: P256, auth: AUTH } },
      },
      {
        method: 'DELETE',
        url: '/api/push/subscribe',
        auth: 'Bearer tok-1',
        body: { endpoint: 'https://push.example/old' },
      },
    ]);
  });

  it('without an old subscription asks the server for the key; with a new one given, only saves it', async () => {
    await onSubscriptionChange(changeEvent(null, null));
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BPublicKey' });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/push/public-key', 'POST /api/push/subscribe']);

    sent = [];
    subscribe.mockClear();
    await onSubscriptionChange(changeEvent(null, subscription('https://push.example/given')));
    expect(subscribe).not.toHaveBeenCalled();
    expect(sent.map((s) => `${s.method} ${s.url} ${(s.body as { endpoint: string }).endpoint}`)).toEqual([
      'POST /api/push/subscribe https://push.example/given',
    ]);
  });

  it('does nothing when signed out', async () => {
    await clear();
    await onSubscriptionChange(changeEvent(subscription('https://push.example/old'), null));
    expect(subscribe).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('is registered for the pushsubscriptionchange event', async () => {
    const { setupResubscribe } = await import('../../sw/push-resubscribe.ts');
    const waits: Promise<unknown>[] = [];
    setupResubscribe();
    const event = Object.assign(new Event('pushsubscriptionchange'), {
      oldSubscription: null,
      newSubscription: subscription('https://push.example/evt'),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    scope.dispatchEvent(event);
    await Promise.all(waits);
    expect(sent.map((s) => s.url)).toEqual(['/api/push/subscribe']);
  });
});
