import { Hono } from 'hono';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { dashboard } from './admin-dashboard.service.ts';

/** Mounted at /api/admin/dashboard. */
export function adminDashboardRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>().get('/', guards.requireUser, guards.requireAdmin, async (c) =>
    c.json({ data: await dashboard(deps) }),
  );
}
