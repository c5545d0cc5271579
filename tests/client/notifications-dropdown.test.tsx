import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../src/contract/notification-shape.ts';
import { makeUser } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { offContract } from './helpers/contract-check.ts';

function note(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `n${n}`,
    message: `Message ${n}`,
    link: `/user/deposit`,
    isRead: false,
    createdAt: `2026-03-0${n}T10:00:00.000Z`,
    ...overrides,
  };
}

const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));
const listOf = (items: Notification[], unreadCount = items.filter((n) => !n.isRead).length) =>
  http.get('*/api/notifications', () => HttpResponse.json({ notifications: items, unreadCount, nextCursor: null }));
const countOf = (count: number) => http.get('*/api/notifications/unread-count', () => HttpResponse.json({ count }));

async function openBell(events: Awaited<ReturnType<typeof renderApp>>['events']) {
  await events.click(screen.getByRole('button', { name: /^Notifications/ }));
  return screen.getByRole('region', { name: 'Notifications' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('notification bell and dropdown', () => {
  it('shows the unread badge, 9+ above 9', async () => {
    server.use(wallets, countOf(12), listOf([note(1)], 12));
    await renderApp('/user/dashboard', { user: makeUser() });
    // The name says what the badge shows, so it contains the visible text (WCAG 2.5.3).
    const bell = await screen.findByRole('button', { name: 'Notifications, 9+ unread' });
    expect(within(bell).getByText('9+')).toBeTruthy();
  });

  it('lists the 3 newest with message, date, link and toggle; View all goes to the page', async () => {
    let limit: string | null = null;
    server.use(
      wallets,
      countOf(3),
      http.get('*/api/notifications', ({ request }) => {
        limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json({
          notifications: [note(4), note(3, { isRead: true }), note(2), note(1)],
          unreadCount: 3,
        });
      }),
    );
    const { events, router } = await renderApp('/user/dashboard', { user: makeUser() });
    const panel = await openBell(events);
    expect(await within(panel).findByText('Message 4')).toBeTruthy();
    expect(limit).toBe('3');
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(panel).queryByText('Message 1')).toBeNull();
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Mark as unread' })).toBeTruthy();
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Open' })
        .getAttribute('href'),
    ).toBe('/user/deposit');
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-04T10:00:00.000Z');
    await events.click(within(panel).getByRole('link', { name: 'View all' }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/notifications'));
  });

  it('says Loading notifications... then No notifications found', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      wallets,
      countOf(0),
      http.get('*/api/notifications', async () => {
        await gate;
        return HttpResponse.json({ notifications: [], unreadCount: 0 });
      }),
    );
    const { events } = await renderApp('/user/dashboard', { user: makeUser() });
    const panel = await openBell(events);
    expect(within(panel).getByText('Loading notifications...')).toBeTruthy();
    release();
    expect(await within(panel).findByText('No notifications found')).toBeTruthy();
  });

  it.each([
    ['an array body', [], 'Expected response object with a "notifications" array'],
    ['no notifications key', { items: [] }, 'Expected response object with a "notifications" array'],
    ['notifications not an array', { notifications: 'x', unreadCount: 0 }, 'Expected "notifications" to be an array'],
    ['malformed items', { notifications: [{ nope: true }], unreadCount: 0 }, 'Failed to load notifications'],
  ])('shows Error loading notifications for %s, and Retry loads again', async (_name, body, message) => {
    let calls = 0;
    server.use(
      wallets,
      countOf(1),
      http.get('*/api/notifications', () => {
        calls += 1;
        return calls <= 2
          ? HttpResponse.json(body, { headers: offContract() })
          : HttpResponse.json({ notifications: [note(1)], unreadCount: 1 });
      }),
    );
    const { events } = await renderApp('/user/dashboard', { user: makeUser() });
    const panel = await openBell(events);
    const alert = await within(panel).findByRole('alert');
    expect(within(alert).getByText('Error loading notifications')).toBeTruthy();
    expect(within(alert).getByText(message)).toBeTruthy();
    await events.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('Message 1')).toBeTruthy();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('uses the server message, else the catalogue default, when the list call fails', async () => {
    server.use(
      wallets,
      countOf(0),
      http.get('*/api/notifications', () =>
        HttpResponse.json({ message: 'Database busy', code: 'INTERNAL' }, { status: 400, headers: offContract() }),
      ),
    );
    const { events } = await renderApp('/user/dashboard', { user: makeUser() });
    let panel = await openBell(events);
    expect(await within(panel).findByText('Database busy')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: /^Notifications/ }));
    server.use(http.get('*/api/notifications', () => new HttpResponse(null, { status: 404, headers: offContract() })));
    panel = await openBell(events);
    expect(await within(panel).findByText('Failed to fetch notifications')).toBeTruthy();
  });

  it('toggles read at once and moves the badge; a failed call rolls back with the server message or the default', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      wallets,
      countOf(2),
      listOf([note(2), note(1, { isRead: true })], 2),
      http.put('*/api/notifications/n2/read', async () => {
        await gate;
        return HttpResponse.json({ message: 'ok', notification: note(2, { isRead: true }), unreadCount: 1 });
      }),
      http.put('*/api/notifications/n1/unread', () => new HttpResponse(null, { status: 404, headers: offContract() })),
    );
    const { events } = await renderApp('/user/dashboard', { user: makeUser() });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const panel = await openBell(events);
    await within(panel).findByText('Message 2');
    const [first, second] = within(panel).getAllByRole('listitem') as HTMLElement[];
    await events.click(within(first as HTMLElement).getByRole('button', { name: 'Mark as read' }));
    // Shown before the server answers.
    expect(within(first as HTMLElement).getByRole('button', { name: 'Mark as unread' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    release();

    await events.click(within(second as HTMLElement).getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('Failed to mark notification as unread')).toBeTruthy();
    expect(within(second as HTMLElement).getByRole('button', { name: 'Mark as unread' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();

    server.use(
      http.put('*/api/notifications/n2/unread', () =>
        HttpResponse.json({ message: 'Notification not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    await events.click(within(first as HTMLElement).getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('Notification not found')).toBeTruthy();
    expect(within(first as HTMLElement).getByRole('button', { name: 'Mark as unread' })).toBeTruthy();
  });

  it('rolls back a failed Mark as read with the catalogue default', async () => {
    server.use(
      wallets,
      countOf(1),
      listOf([note(1)]),
      http.put('*/api/notifications/n1/read', () => HttpResponse.text('oops', { status: 409, headers: offContract() })),
    );
    const { events } = await renderApp('/user/dashboard', { user: makeUser() });
    const panel = await openBell(events);
    await events.click(await within(panel).findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Failed to mark notification as read')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('Mark all as read reloads the list; its failure shows the catalogue default', async () => {
    let read = false;
    server.use(
      wallets,
      countOf(2),
      http.get('*/api/notifications', () =>
        HttpResponse.json({
          notifications: [note(2, { isRead: read }), note(1, { isRead: read })],
          unreadCount: read ? 0 : 2,
        }),
      ),
      http.put('*/api/notifications/mark-all-read', () => {
        read = true;
        return HttpResponse.json({ message: 'ok', updated: 2, unreadCount: 0 });
      }),
    );
    const { events } = await renderApp('/user/dashboard', { user: makeUser() });
    const panel = await openBell(events);
    await within(panel).findByText('Message 2');
    await events.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Mark as unread' })).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();

    server.use(
      http.put(
        '*/api/notifications/mark-all-read',
        () => new HttpResponse(null, { status: 403, headers: offContract() }),
      ),
    );
    await events.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Failed to mark all notifications as read')).toBeTruthy();
  });

  it('polls the unread count every 30 s and the closed bell every 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let counts = 0;
    let lists = 0;
    server.use(
      wallets,
      http.get('*/api/notifications/unread-count', () => {
        counts += 1;
        return HttpResponse.json({ count: counts });
      }),
      http.get('*/api/notifications', () => {
        lists += 1;
        return HttpResponse.json({ notifications: [], unreadCount: 0 });
      }),
    );
    await renderApp('/user/dashboard', { user: makeUser() });
    await waitFor(() => expect(counts).toBe(1));
    await waitFor(() => expect(lists).toBe(1));
    act(() => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(counts).toBe(2));
    expect(lists).toBe(1);
    act(() => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(counts).toBe(3));
    await waitFor(() => expect(lists).toBe(2));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });
});
