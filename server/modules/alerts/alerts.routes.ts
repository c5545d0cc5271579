import { Hono } from 'hono';
import { balanceAlertUpdateSchema, priceAlertCreateSchema } from '../../../src/contract/alerts.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { addPriceAlert, removePriceAlert, setBalanceAlert, userAlerts } from './alerts.service.ts';

/** Mounted at /api/alerts: the levels an investor watches (the alerts themselves are a job, alerts.check.ts). */
export function alertRoutes(deps: Deps, guards: AuthGuards) {
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .get('/', ...asUser, async (c) => c.json(await userAlerts(deps, c.get('user').id)))
    .put('/balance', ...asUser, async (c) =>
      c.json(await setBalanceAlert(deps, c.get('user').id, (await jsonBody(c, balanceAlertUpdateSchema)).level)),
    )
    .post('/prices', ...asUser, async (c) =>
      c.json(await addPriceAlert(deps, c.get('user').id, await jsonBody(c, priceAlertCreateSchema)), 201),
    )
    .delete('/prices/:id', ...asUser, async (c) =>
      c.json(await removePriceAlert(deps, c.get('user').id, c.req.param('id'))),
    );
}
