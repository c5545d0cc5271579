import { Hono } from 'hono';
import { antiPhishingCodeRequestSchema } from '../../../src/contract/trust.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { createAntiPhishingService } from './anti-phishing.service.ts';

/** Mounted at /api/security: the investor reads and sets their anti-phishing code. */
export function antiPhishingRoutes(deps: Deps, guards: AuthGuards) {
  const service = createAntiPhishingService(deps);
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .get('/anti-phishing-code', ...asUser, async (c) => c.json(await service.get(c.get('user').id)))
    .put('/anti-phishing-code', ...asUser, async (c) => {
      const { code } = await jsonBody(c, antiPhishingCodeRequestSchema);
      return c.json(await service.set(c.get('user').id, c.get('sessionId'), code));
    });
}
