import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../src/contract/notification-shape.ts';
import { getUnreadCount } from '../../src/features/notifications/api/get-unread-count.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { offContract } from './helpers/contract-check.ts';

function note(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `n${n}`,
    message: `Message ${n}`,
    link: '',
    isRead: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));

describe('all notifications page', () => {
  it('pages with Load more and toggles read with rollback on failure', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      wallets,
      http.get('*/api/notifications', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('limit') === '3') return HttpResponse.json({ notifications: [], unreadCount: 3 });
        const cursor = url.searchParams.get('cursor');
        cursors.push(cursor);
        if (!cursor)
          return HttpResponse.json({
            notifications: [note(5), note(4, { isRead: true })],
            unreadCount: 3,
            nextCursor: 'c1',
          });
        return HttpResponse.json({ notifications: [note(3)], unreadCount: 3, nextCursor: null });
      }),
      http.put('*/api/notifications/n5/read', () =>
        HttpResponse.json({ message: 'ok', notification: note(5, { isRead: true }), unreadCount: 2 }),
      ),
      http.put('*/api/notifications/n4/unread', () => new HttpResponse(null, { status: 400, headers: offContract() })),
    );
    const { events } = await renderApp('/user/notifications', { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('Message 5')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Message 3')).toBeTruthy();
    expect(cursors).toEqual([null, 'c1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    const items = within(list).getAllByRole('listitem') as HTMLElement[];
    await events.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Mark as read' }));
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Mark as unread' })).toBeTruthy();
    await events.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('Failed to mark notification as unread')).toBeTruthy();
    await waitFor(() =>
      expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Mark as unread' })).toBeTruthy(),
    );
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Mark as unread' })).toBeTruthy();
  });

  it('shows the empty state and the error state with Retry', async () => {
    let fail = true;
    server.use(
      wallets,
      http.get('*/api/notifications', ({ request }) => {
        if (new URL(request.url).searchParams.get('limit') === '3')
          return HttpResponse.json({ notifications: [], unreadCount: 0 });
        return fail
          ? HttpResponse.json({ notifications: {} }, { headers: offContract() })
          : HttpResponse.json({ notifications: [], unreadCount: 0 });
      }),
    );
    const { events } = await renderApp('/user/notifications', { user: makeUser() });
    expect(await screen.findByText('Error loading notifications')).toBeTruthy();
    expect(screen.getByText('Expected "notifications" to be an array')).toBeTruthy();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No notifications found')).toBeTruthy();
  });

  it('Mark all as read reloads the page list', async () => {
    let read = false;
    server.use(
      wallets,
      http.get('*/api/notifications', () =>
        HttpResponse.json({ notifications: [note(1, { isRead: read })], unreadCount: read ? 0 : 1, nextCursor: null }),
      ),
      http.put('*/api/notifications/mark-all-read', () => {
        read = true;
        return HttpResponse.json({ message: 'ok', updated: 1, unreadCount: 0 });
      }),
    );
    const { events } = await renderApp('/user/notifications', { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getByRole('button', { name: 'Mark as unread' }),
      ).toBeTruthy(),
    );
  });

  it('the unread count call has its spec default', async () => {
    useSessionStore.setState({ token: 't', user: makeUser() });
    server.use(
      http.get(
        '*/api/notifications/unread-count',
        () => new HttpResponse(null, { status: 404, headers: offContract() }),
      ),
    );
    await expect(getUnreadCount()).rejects.toThrow('Failed to fetch unread notification count');
  });
});
