import { clear, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSISTED, SYNC_CHANNEL, type SyncMessage } from '../../src/lib/pwa-sync.ts';
import { poll } from '../../sw/poll.ts';
import { onPeriodicSync } from '../../sw/periodic-sync.ts';
import { scope } from './setup.ts';

const USER = { id: 'u-1', email: 'ann@example.com', username: 'ann' };
const wallet = (balance: number) => ({
  id: 'w-main',
  name: 'Main Wallet',
  balance,
  currency: 'USD',
  type: 'main',
  userId: USER.id,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

let hits: string[];
let answers: Record<string, unknown>;
let broadcasts: SyncMessage[];
let channel: BroadcastChannel;
let testHour = 0;

beforeEach(async () => {
  await clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  // An hour apart per test: the worker module remembers its last polls, as a live worker does.
  testHour += 1;
  vi.setSystemTime(Date.UTC(2026, 2, 1) + testHour * 3_600_000);
  hits = [];
  answers = { '/api/wallet/wallets': [wallet(10)], '/api/notifications/unread-count': { count: 4 } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      hits.push(`${url} ${new Headers(init.headers).get('Authorization') ?? ''}`);
      const path = url.split('?')[0] ?? url;
      const body = answers[path];
      if (body === undefined) return new Response('{"message":"nope"}', { status: 503 });
      // A little latency, so concurrent polls overlap.
      await new Promise((r) => setTimeout(r, 5));
      return Response.json(body);
    }),
  );
  broadcasts = [];
  channel = new BroadcastChannel(SYNC_CHANNEL);
  channel.onmessage = (event: MessageEvent<SyncMessage>) => broadcasts.push(event.data);
  await set(PERSISTED.session.key, { state: { token: 'tok-1', user: USER }, version: PERSISTED.session.version });
});
afterEach(() => {
  channel.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('worker polling', () => {
  it('makes one request for three tabs, writes the store key as zustand persist does, and tells every tab', async () => {
    const at = Date.now();
    const replies = await Promise.all([poll('wallets'), poll('wallets'), poll('wallets')]);
    expect(hits).toEqual(['/api/wallet/wallets Bearer tok-1']);
    expect(replies).toEqual([
      { ok: true, outcome: 'fresh' },
      { ok: true, outcome: 'fresh' },
      { ok: true, outcome: 'fresh' },
    ]);
    expect(await get('wallets')).toEqual({
      version: 1,
      state: { wallets: [wallet(10)], fetchedAt: at, ownerId: USER.id },
    });
    await vi.waitFor(() => expect(broadcasts).toEqual([{ type: 'synced', kind: 'wallets', at }]));

    // Within the interval another tab's tick is answered from that poll; after it, a new request.
    later(20_000);
    expect(await poll('wallets')).toEqual({ ok: true, outcome: 'cached' });
    later(10_000);
    answers['/api/wallet/wallets'] = [wallet(12)];
    expect(await poll('wallets')).toEqual({ ok: true, outcome: 'fresh' });
    expect(hits).toHaveLength(2);
    console.log(`[sw poll] 5 tab ticks over 30 s → ${hits.length} requests`);
  });

  it('keeps balances a tab stored after the request started, and writes nothing for a logged-out device', async () => {
    const newer = { wallets: [wallet(99)], fetchedAt: Date.now() + 1, ownerId: USER.id };
    await set('wallets', { state: newer, version: 1 });
    expect(await poll('wallets')).toEqual({ ok: true, outcome: 'fresh' });
    expect((await get<{ state: unknown }>('wallets'))?.state).toEqual(newer);

    await set(PERSISTED.session.key, { state: { token: null, user: null }, version: 1 });
    expect(await poll('unread', { force: true })).toEqual({ ok: false, status: 401 });
    expect(hits).toHaveLength(1);
  });

  it('reports a failed request so the tab fetches (and shows the error) itself; failures are not cached', async () => {
    answers['/api/wallet/wallets'] = undefined;
    expect(await poll('wallets')).toEqual({ ok: false, status: 503 });
    expect(await poll('wallets')).toEqual({ ok: false, status: 503 });
    expect(hits).toHaveLength(2);
    expect(await get('wallets')).toBeUndefined();
  });

  it('periodic sync refreshes the unread count and wallets into their keys and sets the app badge', async () => {
    await set('notifications', { state: { unreadCount: 1, latest: [], fetchedAt: 5, ownerId: USER.id }, version: 1 });
    await onPeriodicSync();
    expect(hits.map((h) => h.split(' ')[0]).sort()).toEqual(['/api/notifications/unread-count', '/api/wallet/wallets']);
    expect(await get('notifications')).toEqual({
      version: 1,
      state: { unreadCount: 4, latest: [], fetchedAt: 5, ownerId: USER.id },
    });
    expect(scope.navigator.setAppBadge).toHaveBeenLastCalledWith(4);

    answers['/api/notifications/unread-count'] = { count: 0 };
    await onPeriodicSync();
    expect(scope.navigator.clearAppBadge).toHaveBeenCalled();
  });
});
