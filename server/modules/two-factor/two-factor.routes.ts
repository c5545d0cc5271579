import { Hono } from 'hono';
import {
  recoveryCodesRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
} from '../../../src/contract/two-factor.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { requireStepUp } from '../step-up/step-up.service.ts';
import { createTwoFactorService } from './two-factor.service.ts';

/** Mounted at /api/two-factor, for any signed-in account (admins may protect theirs too). */
export function twoFactorRoutes(deps: Deps, guards: AuthGuards) {
  const service = createTwoFactorService(deps);
  // Turning it on binds the account to an authenticator, which then passes every code check:
  // a stolen session must not enrol its own, so this session steps up first (as for passkeys).
  const stepUp = requireStepUp(deps);
  return new Hono<AppEnv>()
    .get('/', guards.requireUser, async (c) => c.json(await service.status(c.get('user').id)))
    .post('/setup', guards.requireUser, stepUp, async (c) => c.json(await service.setup(c.get('user'))))
    .post('/enable', guards.requireUser, stepUp, async (c) =>
      c.json(await service.enable(c.get('user').id, (await jsonBody(c, twoFactorEnableRequestSchema)).code)),
    )
    .post('/disable', guards.requireUser, async (c) =>
      c.json(
        await service.disable(c.get('user').id, c.get('sessionId'), await jsonBody(c, twoFactorDisableRequestSchema)),
      ),
    )
    .post('/recovery-codes', guards.requireUser, async (c) =>
      c.json(
        await service.newRecoveryCodes(
          c.get('user').id,
          c.get('sessionId'),
          await jsonBody(c, recoveryCodesRequestSchema),
        ),
      ),
    );
}
