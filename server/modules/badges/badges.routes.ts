import { Hono } from 'hono';
import { badgeInputSchema } from '../../../src/contract/badges.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { createBadgeAdmin } from './badges.admin.ts';
import { checkBadges, progression, rankingBadges } from './badges.service.ts';

/**
 * Mounted at /api: the investor's badges and progression (spec path /api/auth/progression lives
 * here, beside the auth module's routes), and admin badge management. Reading first catches up
 * on any badge an event did not award (e.g. a referral counted at registration).
 */
export function badgeRoutes(deps: Deps, guards: AuthGuards) {
  const admin = createBadgeAdmin(deps);
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  const catchUp = (userId: string) => deps.db.transaction((tx) => checkBadges(tx, userId, deps.now()));
  return new Hono<AppEnv>()
    .get('/ranking-badges', ...asUser, async (c) => {
      await catchUp(c.get('user').id);
      return c.json(await rankingBadges(deps.db, c.get('user').id));
    })
    .get('/auth/progression', ...asUser, async (c) => {
      await catchUp(c.get('user').id);
      return c.json(await progression(deps.db, c.get('user').id));
    })
    .get('/admin/badges', ...asAdmin, async (c) => c.json({ badges: await admin.list() }))
    .post('/admin/badges', ...asAdmin, async (c) =>
      c.json(
        { message: 'Badge created', badge: await admin.create(c.get('user').id, await jsonBody(c, badgeInputSchema)) },
        201,
      ),
    )
    .put('/admin/badges/:id', ...asAdmin, async (c) =>
      c.json({
        message: 'Badge updated',
        badge: await admin.update(c.get('user').id, c.req.param('id'), await jsonBody(c, badgeInputSchema)),
      }),
    )
    .delete('/admin/badges/:id', ...asAdmin, async (c) =>
      c.json(await admin.remove(c.get('user').id, c.req.param('id'))),
    );
}
