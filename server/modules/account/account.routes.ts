import { Hono } from 'hono';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { createAccountService } from './account.service.ts';

/**
 * Mounted at /api/account. The investor's own data: an export (asked with a step-up, built by a
 * job, downloaded by its owner only) and closing the account (with a step-up, refused while
 * money is left).
 */
export function accountRoutes(deps: Deps, guards: AuthGuards) {
  const service = createAccountService(deps);
  return new Hono<AppEnv>()
    .use('*', guards.requireUser, guards.requireRoleUser)
    .post('/export', async (c) => c.json(await service.requestExport(c.get('user').id, c.get('sessionId')), 202))
    .get('/exports', async (c) => c.json({ exports: await service.listExports(c.get('user').id) }))
    .get('/exports/:id', async (c) => service.download(c.get('user').id, c.req.param('id')))
    .post('/close', async (c) => c.json(await service.close(c.get('user').id, c.get('sessionId'))));
}
