import { Hono } from 'hono';
import { supportViewRequestSchema } from '../../../src/contract/trust.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { createSupportViewService } from './support-view.service.ts';

/**
 * Mounted at /api. Admins with the support permission open a view (a reason is required); the
 * investor lists the views of their account; the app asks whether its token is a support view.
 */
export function supportViewRoutes(deps: Deps, guards: AuthGuards) {
  const service = createSupportViewService(deps);
  return new Hono<AppEnv>()
    .post('/admin/users/:id/support-view', guards.requireUser, guards.requireAdmin, async (c) => {
      const { reason } = await jsonBody(c, supportViewRequestSchema);
      return c.json(await service.open(c.get('user').id, c.req.param('id'), reason), 201);
    })
    .get('/security/support-views', guards.requireUser, guards.requireRoleUser, async (c) =>
      c.json(await service.listForUser(c.get('user').id)),
    )
    .get('/support-view/current', guards.requireUser, (c) => {
      const view = c.get('supportView');
      return c.json({ support_view: view !== undefined, expires_at: view ? view.expiresAt.toISOString() : null });
    });
}
