import { Hono } from 'hono';
import { maintenanceRequestSchema } from '../../../src/contract/trust.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { maintenanceState, setMaintenance } from './maintenance.service.ts';

/**
 * Mounted at /api. Public: GET /maintenance, what the app's banner shows (the health endpoint says
 * the same). Admins: switch it, after a step-up.
 */
export function maintenanceRoutes(deps: Deps, guards: AuthGuards) {
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  return new Hono<AppEnv>()
    .get('/maintenance', async (c) => c.json(await maintenanceState(deps)))
    .put('/admin/maintenance', ...asAdmin, async (c) => {
      const input = await jsonBody(c, maintenanceRequestSchema);
      return c.json(await setMaintenance(deps, c.get('user').id, c.get('sessionId'), input));
    });
}
