import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onNotificationClick, onPush, safeLink } from '../../sw/push.ts';
import { scope } from './setup.ts';

const pushEvent = (data: unknown) => ({ data: { json: () => data } }) as unknown as PushEvent;

function clickEvent(link: unknown) {
  const notification = { data: { link }, close: vi.fn() };
  return { event: { notification } as unknown as NotificationEvent, notification };
}

beforeEach(async () => {
  await clear();
  scope.shown.length = 0;
  vi.clearAllMocks();
});

describe('push and notification clicks in the worker', () => {
  it('shows the pushed notification with its in-app link', async () => {
    await onPush(
      pushEvent({
        id: 'n1',
        title: 'WalletInvest',
        body: 'Deposit approved',
        link: '/user/deposit/logs',
        createdAt: '2026-01-01T00:00:00Z',
      }),
    );
    expect(scope.shown).toHaveLength(1);
    expect(scope.shown[0]).toMatchObject({
      title: 'WalletInvest',
      options: { body: 'Deposit approved', tag: 'n1', data: { link: '/user/deposit/logs' } },
    });
  });

  it('still shows something for an unreadable push (userVisibleOnly), and never links off-site', async () => {
    await onPush(pushEvent('not a payload'));
    expect(scope.shown[0]).toMatchObject({
      title: 'WalletInvest',
      options: { body: 'You have a new notification.', data: { link: '/user/notifications' } },
    });
    expect(safeLink('https://evil.example/steal')).toBe('/user/notifications');
    expect(safeLink('//evil.example/x')).toBe('/user/notifications');
    expect(safeLink('/user/transactions?x=1#top')).toBe('/user/transactions?x=1#top');
    expect(safeLink('')).toBe('/user/notifications');
  });

  it('a click navigates an open window of the app to the link and focuses it', async () => {
    const focus = vi.fn(async () => undefined);
    const win = { focused: true, navigate: vi.fn(async () => ({ focus })), focus };
    scope.clients.matchAll.mockResolvedValueOnce([win]);
    const { event, notification } = clickEvent('/user/send-money/log');
    await onNotificationClick(event);
    expect(notification.close).toHaveBeenCalled();
    expect(win.navigate).toHaveBeenCalledWith('https://app.test/user/send-money/log');
    expect(focus).toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click opens a new window when none is open, or when the open one cannot be navigated', async () => {
    await onNotificationClick(clickEvent('/user/transactions').event);
    expect(scope.clients.openWindow).toHaveBeenLastCalledWith('https://app.test/user/transactions');

    const stuck = {
      focused: false,
      navigate: vi.fn(async () => Promise.reject(new TypeError('not controlled'))),
      focus: vi.fn(),
    };
    scope.clients.matchAll.mockResolvedValueOnce([stuck]);
    await onNotificationClick(clickEvent('https://evil.example/').event);
    expect(scope.clients.openWindow).toHaveBeenLastCalledWith('https://app.test/user/notifications');
  });
});
