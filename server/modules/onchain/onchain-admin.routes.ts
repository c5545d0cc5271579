import { Hono } from 'hono';
import { adminOnchainQuerySchema, onchainResolveSchema } from '../../../src/contract/onchain.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody, queryParams } from '../../lib/validate.ts';
import { idempotency } from '../idempotency/idempotency.middleware.ts';
import { adminPayments, createOnchainService, watcherStates } from './onchain.service.ts';

/** Mounted at /api/admin/onchain: payments with explorer links, review decisions, the watcher's lag, the sweep report. */
export function onchainAdminRoutes(deps: Deps, guards: AuthGuards) {
  const service = createOnchainService(deps);
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  return new Hono<AppEnv>()
    .get('/payments', ...asAdmin, async (c) => {
      const q = queryParams(c, adminOnchainQuerySchema);
      return c.json(await adminPayments(deps.db, q.status, q.limit));
    })
    .post('/payments/:id/resolve', ...asAdmin, idempotency(deps), async (c) =>
      c.json(await service.resolve(c.get('user').id, c.req.param('id'), await jsonBody(c, onchainResolveSchema))),
    )
    .get('/watchers', ...asAdmin, async (c) => c.json(await watcherStates(deps.db)))
    .get('/sweep.csv', ...asAdmin, async (c) => {
      const stamp = deps.now().toISOString().slice(0, 10);
      const { sweepCsv } = await import('./onchain-sweep.ts'); // viem loads on first use
      return c.body(await sweepCsv(deps.db, deps.env), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="sweep-${stamp}.csv"`,
      });
    });
}
