import { Hono } from 'hono';
import { staffCreateSchema, staffUpdateSchema } from '../../../src/contract/staff.ts';
import { staffAccess } from '../../lib/admin-permissions.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { jsonBody } from '../../lib/validate.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { createStaffService } from './staff.service.ts';
import { fourEyesThresholdCents } from '../approvals/approvals.request.ts';

/** Mounted at /api/admin: the signed-in admin's own access, and the team (owners only, by the permission table). */
export function staffRoutes(deps: Deps, guards: AuthGuards) {
  const service = createStaffService(deps);
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  return new Hono<AppEnv>()
    .get('/access', ...asAdmin, async (c) => {
      const access = await staffAccess(deps.db, c.get('user').id, deps.env.adminTwoFactorRequired);
      return c.json({ data: { ...access, fourEyesThreshold: (await fourEyesThresholdCents(deps.db)) / 100 } });
    })
    .get('/staff', ...asAdmin, async (c) => c.json({ data: await service.list() }))
    .post('/staff', ...asAdmin, async (c) =>
      c.json({ data: await service.add(c.get('user').id, await jsonBody(c, staffCreateSchema)) }, 201),
    )
    .patch('/staff/:id', ...asAdmin, async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw notFound('Staff member not found');
      return c.json({ data: await service.update(c.get('user').id, id, await jsonBody(c, staffUpdateSchema)) });
    });
}
