import { Hono } from 'hono';
import { pushSubscribeSchema, pushUnsubscribeSchema } from '../../../src/contract/push.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { createPushService } from './push.service.ts';

/** Web Push: the VAPID public key, and this browser's subscription on or off. */
export function pushRoutes(deps: Deps, guards: AuthGuards) {
  const push = createPushService(deps);
  return new Hono<AppEnv>()
    .get('/public-key', (c) => c.json(push.publicKey()))
    .post('/subscribe', guards.requireUser, guards.requireRoleUser, async (c) =>
      c.json(await push.subscribe(c.get('user').id, await jsonBody(c, pushSubscribeSchema)), 201),
    )
    .delete('/subscribe', guards.requireUser, guards.requireRoleUser, async (c) =>
      c.json(await push.unsubscribe(c.get('user').id, (await jsonBody(c, pushUnsubscribeSchema)).endpoint)),
    );
}
