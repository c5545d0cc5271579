import { Hono, type Context } from 'hono';
import { notificationQuerySchema } from '../../../src/contract/notifications.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { queryParams } from '../../lib/validate.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { markAllRead, notificationPage, setRead, unreadCount } from './notifications.service.ts';

/**
 * Mounted at /api/notifications, for any signed-in account (admins receive ticket replies).
 * Another user's notification, or a malformed id, is a 404.
 */
export function notificationRoutes(deps: Deps, guards: AuthGuards) {
  const toggle = (isRead: boolean) => async (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? '';
    const userId = c.get('user').id;
    const notification = isUuid(id) ? await setRead(deps.db, userId, id, isRead) : null;
    if (!notification) throw notFound('Notification not found');
    return c.json({
      message: isRead ? 'Notification marked as read' : 'Notification marked as unread',
      notification,
      unreadCount: await unreadCount(deps.db, userId),
    });
  };
  return new Hono<AppEnv>()
    .use('*', guards.requireUser)
    .get('/', async (c) => {
      const q = queryParams(c, notificationQuerySchema);
      const userId = c.get('user').id;
      const page = await notificationPage(deps.db, userId, q.limit, decodeCursor(q.cursor));
      return c.json({
        notifications: page.items,
        unreadCount: await unreadCount(deps.db, userId),
        nextCursor: page.nextCursor,
      });
    })
    .get('/unread-count', async (c) => c.json({ count: await unreadCount(deps.db, c.get('user').id) }))
    .put('/mark-all-read', async (c) => {
      const updated = await markAllRead(deps.db, c.get('user').id);
      return c.json({ message: 'All notifications marked as read', updated, unreadCount: 0 });
    })
    .put('/:id/read', toggle(true))
    .put('/:id/unread', toggle(false));
}
