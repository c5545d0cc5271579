import { Hono } from 'hono';
import { ratesUpdateSchema } from '../../../src/contract/market.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { market, updateRates } from './market.service.ts';

/** Mounted at /api: the market for any signed-in user, rate updates for admins. */
export function marketRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>()
    .get('/market', guards.requireUser, async (c) => c.json(await market(deps.db, deps.now())))
    .put('/admin/rates', guards.requireUser, guards.requireAdmin, async (c) => {
      await updateRates(deps, c.get('user').id, await jsonBody(c, ratesUpdateSchema));
      return c.json({ message: 'Rates updated', ...(await market(deps.db, deps.now())) });
    });
}
