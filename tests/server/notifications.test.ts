import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../server/db/schema.ts';
import { notify } from '../../server/modules/notifications/notify.ts';
import type { Broadcast } from '../../src/contract/notifications.ts';
import type { Notification, NotificationList } from '../../src/contract/notification-shape.ts';
import { loginAdmin, registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let alice: Session;
let bob: Session;
let admin: Session;
beforeEach(async () => {
  ctx = await resetDatabase();
  alice = await registerUser(ctx.app);
  bob = await registerUser(ctx.app);
  admin = await loginAdmin(ctx.app);
});

/** Writes `n` notifications for a user, one second apart, oldest first ("Note 1" is the oldest). */
async function seed(userId: string, n: number) {
  const base = Date.parse('2026-03-01T10:00:00.000Z');
  for (let i = 1; i <= n; i++)
    await notify(
      ctx.deps.db,
      { userId, message: `Note ${i}`, link: `/user/n/${i}`, event: 'money_sent' },
      new Date(base + i * 1000),
    );
}

const list = (token: string, query = '') =>
  call<NotificationList>(ctx.app, 'GET', `/api/notifications${query}`, { token });
const count = async (token: string) =>
  (await call<{ count: number }>(ctx.app, 'GET', '/api/notifications/unread-count', { token })).body.count;

describe('notifications', () => {
  it('lists own notifications newest first with the documented fields and unreadCount, paged by cursor', async () => {
    await seed(alice.user.id, 5);
    await seed(bob.user.id, 2);
    const first = await list(alice.token, '?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.unreadCount).toBe(5);
    expect(first.body.notifications.map((n) => n.message)).toEqual(['Note 5', 'Note 4', 'Note 3']);
    expect(Object.keys(first.body.notifications[0] ?? {}).sort()).toEqual([
      '_id',
      'createdAt',
      'isRead',
      'link',
      'message',
    ]);
    expect(first.body.notifications[0]).toMatchObject({
      link: '/user/n/5',
      isRead: false,
      createdAt: '2026-03-01T10:00:05.000Z',
    });
    const second = await list(alice.token, `?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.notifications.map((n) => n.message)).toEqual(['Note 2', 'Note 1']);
    expect(second.body.nextCursor).toBeNull();
    expect((await list(alice.token, '?cursor=garbage')).status).toBe(400);
    expect((await list(alice.token, '?limit=0')).status).toBe(400);
    expect(await count(alice.token)).toBe(5);
    expect(await count(bob.token)).toBe(2);
  });

  it('marks one read and unread, and all read; answers the new unread count', async () => {
    await seed(alice.user.id, 3);
    const [newest] = (await list(alice.token)).body.notifications;
    const id = newest?._id ?? '';
    const read = await call<{ notification: Notification; unreadCount: number }>(
      ctx.app,
      'PUT',
      `/api/notifications/${id}/read`,
      { token: alice.token },
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ notification: { _id: id, isRead: true }, unreadCount: 2 });
    expect(await count(alice.token)).toBe(2);
    const unread = await call<{ notification: Notification; unreadCount: number }>(
      ctx.app,
      'PUT',
      `/api/notifications/${id}/unread`,
      { token: alice.token },
    );
    expect(unread.body).toMatchObject({ notification: { isRead: false }, unreadCount: 3 });
    const all = await call(ctx.app, 'PUT', '/api/notifications/mark-all-read', { token: alice.token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ updated: 3, unreadCount: 0 });
    expect(await count(alice.token)).toBe(0);
    expect((await list(alice.token)).body.notifications.every((n) => n.isRead)).toBe(true);
  });

  it("cannot touch another user's notification (404) nor a malformed id", async () => {
    await seed(bob.user.id, 1);
    const [bobs] = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, bob.user.id));
    for (const path of [
      `/api/notifications/${bobs?.id}/read`,
      `/api/notifications/${bobs?.id}/unread`,
      '/api/notifications/not-a-uuid/read',
    ]) {
      const res = await call(ctx.app, 'PUT', path, { token: alice.token });
      expect(res.status).toBe(404);
    }
    await call(ctx.app, 'PUT', '/api/notifications/mark-all-read', { token: alice.token });
    expect(await count(bob.token)).toBe(1);
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, 'GET', '/api/notifications')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/notifications/unread-count')).status).toBe(401);
    expect((await call(ctx.app, 'PUT', '/api/notifications/mark-all-read')).status).toBe(401);
  });
});

describe('admin notifications', () => {
  it('sends to all investors in one statement, audited and listed as sent', async () => {
    const res = await call<{ broadcast: Broadcast }>(ctx.app, 'POST', '/api/admin/notifications', {
      token: admin.token,
      body: { message: 'Maintenance tonight', link: '/user/dashboard', all: true },
    });
    expect(res.status).toBe(201);
    expect(res.body.broadcast).toMatchObject({
      audience: 'all',
      recipients: 2,
      message: 'Maintenance tonight',
      userId: null,
    });
    expect((await list(alice.token)).body.notifications).toEqual([
      expect.objectContaining({ message: 'Maintenance tonight', link: '/user/dashboard' }),
    ]);
    expect(await count(bob.token)).toBe(1);
    // Admins are not investors: a broadcast is not for them.
    expect(await count(admin.token)).toBe(0);

    const one = await call<{ broadcast: Broadcast }>(ctx.app, 'POST', '/api/admin/notifications', {
      token: admin.token,
      body: { message: 'Hi Bob', email: bob.user.email.toUpperCase() },
    });
    expect(one.status).toBe(201);
    expect(one.body.broadcast).toMatchObject({ audience: 'user', recipients: 1, userEmail: bob.user.email });
    const byId = await call(ctx.app, 'POST', '/api/admin/notifications', {
      token: admin.token,
      body: { message: 'Hi Alice', userId: alice.user.id },
    });
    expect(byId.status).toBe(201);
    expect(await count(bob.token)).toBe(2);
    expect(await count(alice.token)).toBe(2);

    const sent = await call<{ items: Broadcast[]; nextCursor: string | null }>(
      ctx.app,
      'GET',
      '/api/admin/notifications/sent',
      { token: admin.token },
    );
    expect(sent.body.items.map((b) => b.message)).toEqual(['Hi Alice', 'Hi Bob', 'Maintenance tonight']);
    expect(sent.body.items[0]?.sentBy).toBe(admin.user.username);
  });

  it('refuses bad input: no audience, two audiences, unknown user, off-site link, non-admins', async () => {
    const post = (body: unknown, token = admin.token) =>
      call(ctx.app, 'POST', '/api/admin/notifications', { token, body });
    expect((await post({ message: 'x' })).status).toBe(400);
    expect((await post({ message: 'x', all: true, userId: alice.user.id })).status).toBe(400);
    expect((await post({ message: '', all: true })).status).toBe(400);
    const unknown = await post({ message: 'x', email: 'nobody@example.com' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { email: 'does not match any investor' } });
    expect((await post({ message: 'x', userId: admin.user.id })).status).toBe(400);
    for (const link of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
      expect((await post({ message: 'x', all: true, link })).status).toBe(400);
    }
    expect((await post({ message: 'x', all: true }, alice.token)).status).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/admin/notifications/sent', { token: alice.token })).status).toBe(403);
    expect(await count(alice.token)).toBe(0);
  });
});
