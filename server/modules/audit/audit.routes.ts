import { Hono } from 'hono';
import { auditQuerySchema } from '../../../src/contract/admin-audit.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { queryParams } from '../../lib/validate.ts';
import { auditPage } from './audit.service.ts';

/** Mounted at /api/admin/audit: the admin action log (writes go through server/lib/audit.ts). */
export function auditRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>().get('/', guards.requireUser, guards.requireAdmin, async (c) =>
    c.json(await auditPage(deps.db, queryParams(c, auditQuerySchema))),
  );
}
