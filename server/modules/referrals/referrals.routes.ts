import { Hono } from 'hono';
import { referralLogQuerySchema } from '../../../src/contract/referrals.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { queryParams } from '../../lib/validate.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { referralLogs, referralStats } from './referrals.service.ts';

/** Mounted at /api/referrals (investors only). */
export function referralRoutes(deps: Deps, guards: AuthGuards) {
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .get('/', ...asUser, async (c) => c.json(await referralStats(deps.db, c.get('user').id, deps.env.appUrl)))
    .get('/logs', ...asUser, async (c) => {
      const q = queryParams(c, referralLogQuerySchema);
      return c.json(await referralLogs(deps.db, c.get('user').id, q.limit, decodeCursor(q.cursor)));
    });
}
