import { Hono } from 'hono';
import { recurringCreateSchema, recurringUpdateSchema } from '../../../src/contract/recurring-investments.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { createRecurringService } from './recurring.service.ts';

/** Mounted at /api/recurring-investments: an investor's recurring plans (the runs are a job, recurring.run.ts). */
export function recurringRoutes(deps: Deps, guards: AuthGuards) {
  const service = createRecurringService(deps);
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .get('/', ...asUser, async (c) => c.json({ plans: await service.list(c.get('user').id) }))
    .post('/', ...asUser, async (c) =>
      c.json({ plan: await service.create(c.get('user').id, await jsonBody(c, recurringCreateSchema)) }, 201),
    )
    .put('/:id', ...asUser, async (c) =>
      c.json({
        plan: await service.update(c.get('user').id, c.req.param('id'), await jsonBody(c, recurringUpdateSchema)),
      }),
    )
    .delete('/:id', ...asUser, async (c) => c.json({ plan: await service.stop(c.get('user').id, c.req.param('id')) }));
}
