import { Hono } from 'hono';
import { loginHistoryQuerySchema } from '../../../src/contract/sessions.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { queryParams } from '../../lib/validate.ts';
import { createSessionService } from './sessions.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Mounted at /api/sessions: the signed-in user's own devices and sign-in history (investors and admins alike). */
export function sessionRoutes(deps: Deps, guards: AuthGuards) {
  const service = createSessionService(deps);
  return new Hono<AppEnv>()
    .use(guards.requireUser)
    .get('/', async (c) => c.json(await service.list(c.get('user').id, c.get('sessionId'))))
    .get('/login-history', async (c) => {
      const q = queryParams(c, loginHistoryQuerySchema);
      return c.json(await service.history(c.get('user').id, q.limit, q.cursor));
    })
    .post('/sign-out-others', async (c) => c.json(await service.signOutOthers(c.get('user').id, c.get('sessionId'))))
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw notFound('That device is not signed in.');
      return c.json(await service.signOut(c.get('user').id, id));
    });
}
