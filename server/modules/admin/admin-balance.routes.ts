import { Hono } from 'hono';
import { adminBalanceRequestSchema } from '../../../src/contract/transfers.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { createAdminBalanceService } from './admin-balance.service.ts';

/** Mounted at /api/admin; guards per route so other admin modules can mount beside it. Keys are per admin. */
export function adminBalanceRoutes(deps: Deps, guards: AuthGuards) {
  const service = createAdminBalanceService(deps);
  return new Hono<AppEnv>().post(
    '/users/:id/balance',
    guards.requireUser,
    guards.requireAdmin,
    idempotency(deps),
    async (c) =>
      c.json(await service.adjust(c.get('user').id, c.req.param('id'), await jsonBody(c, adminBalanceRequestSchema))),
  );
}
