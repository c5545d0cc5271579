import { Hono } from 'hono';
import { adminUserPatchSchema, adminUserQuerySchema } from '../../../src/contract/admin-users.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { userDetail } from './admin-users.detail.ts';
import { createAdminUsersService, userPage } from './admin-users.service.ts';

/** Mounted at /api/admin/users; guards per route so nothing leaks onto sibling admin paths. */
export function adminUsersRoutes(deps: Deps, guards: AuthGuards) {
  const service = createAdminUsersService(deps);
  return new Hono<AppEnv>()
    .get('/', guards.requireUser, guards.requireAdmin, async (c) => {
      const q = queryParams(c, adminUserQuerySchema);
      return c.json(await userPage(deps.db, q, decodeCursor(q.cursor)));
    })
    .get('/:id', guards.requireUser, guards.requireAdmin, async (c) => {
      const id = c.req.param('id');
      const data = isUuid(id) ? await userDetail(deps.db, id) : undefined;
      if (!data) throw notFound('User not found');
      return c.json({ data });
    })
    .patch('/:id', guards.requireUser, guards.requireAdmin, async (c) =>
      c.json(await service.update(c.get('user').id, c.req.param('id'), await jsonBody(c, adminUserPatchSchema))),
    );
}
