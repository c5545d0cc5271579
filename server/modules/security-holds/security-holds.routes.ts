import { Hono } from 'hono';
import type { WithdrawalProtection } from '../../../src/contract/withdrawal-protection.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { getSettings } from '../settings/settings.service.ts';
import { activeHold } from './security-holds.service.ts';

/** Mounted at /api/withdrawal-protection, for role user: what the withdraw page shows before anyone asks. */
export function withdrawalProtectionRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>().get('/', guards.requireUser, guards.requireRoleUser, async (c) => {
    const [hold, settings] = await Promise.all([
      activeHold(deps.db, c.get('user').id, deps.now()),
      getSettings(deps.db),
    ]);
    const body: WithdrawalProtection = {
      pausedUntil: hold?.until.toISOString() ?? null,
      reason: hold?.reason ?? null,
      coolingOffHours: settings.withdrawalCoolingOffHours,
    };
    return c.json(body);
  });
}
