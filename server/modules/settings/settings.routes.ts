import { Hono } from 'hono';
import { settingsUpdateSchema } from '../../../src/contract/settings.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { changeSettings } from './settings-change.ts';
import { getSettings } from './settings.service.ts';

/** Mounted at /api/admin/settings; guards are per route so they never leak onto sibling admin paths. PUT needs the step-up (admin-control.ts). */
export function settingsRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>()
    .get('/', guards.requireUser, guards.requireAdmin, async (c) => c.json({ data: await getSettings(deps.db) }))
    .put('/', guards.requireUser, guards.requireAdmin, async (c) => {
      const patch = await jsonBody(c, settingsUpdateSchema);
      const answer = await changeSettings(deps, c.get('user').id, patch);
      return c.json(answer.body, answer.status);
    });
}
