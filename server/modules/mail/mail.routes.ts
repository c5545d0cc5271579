import { Hono } from 'hono';
import { adminMailQuerySchema } from '../../../src/contract/admin-mail.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { queryParams } from '../../lib/validate.ts';
import { mailPage, resendMail } from './mail.admin.ts';

/** Mounted at /api/admin/mail: the mail outbox (queued, sent, failed with the reason) and resend; admin-only. */
export function adminMailRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>()
    .use('*', guards.requireUser, guards.requireAdmin)
    .get('/', async (c) => c.json(await mailPage(deps.db, queryParams(c, adminMailQuerySchema))))
    .post('/:id/resend', async (c) => c.json(await resendMail(deps, c.get('user').id, c.req.param('id'))));
}
