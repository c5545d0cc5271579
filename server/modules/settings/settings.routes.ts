import { Hono } from 'hono';
import { settingsUpdateSchema } from '../../../src/contract/settings.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { getSettings, updateSettings } from './settings.service.ts';

/** Mounted at /api/admin/settings; guards are per route so they never leak onto sibling admin paths. */
export function settingsRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>()
    .get('/', guards.requireUser, guards.requireAdmin, async (c) => c.json({ data: await getSettings(deps.db) }))
    .put('/', guards.requireUser, guards.requireAdmin, async (c) => {
      const patch = await jsonBody(c, settingsUpdateSchema);
      const data = await updateSettings(deps.db, c.get('user').id, patch, deps.now());
      return c.json({ message: 'Settings updated', data });
    });
}
