import { Hono } from 'hono';
import { broadcastRequestSchema, notificationQuerySchema } from '../../../src/contract/notifications.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { createBroadcastService } from './broadcasts.service.ts';

/** Mounted at /api/admin/notifications: send to one investor or to all, and list what was sent. */
export function adminNotificationRoutes(deps: Deps, guards: AuthGuards) {
  const service = createBroadcastService(deps);
  return new Hono<AppEnv>()
    .use('*', guards.requireUser, guards.requireAdmin)
    .post('/', async (c) => c.json(await service.send(c.get('user'), await jsonBody(c, broadcastRequestSchema)), 201))
    .get('/audience', async (c) => c.json(await service.audience()))
    .get('/sent', async (c) => {
      const q = queryParams(c, notificationQuerySchema);
      return c.json(await service.page(q.limit, decodeCursor(q.cursor)));
    });
}
