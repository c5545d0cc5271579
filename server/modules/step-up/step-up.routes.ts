import { Hono } from 'hono';
import { securityUndoRequestSchema, stepUpRequestSchema } from '../../../src/contract/step-up.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { undoRecentAccess } from './security-undo.ts';
import { stepUp, stepUpStatus } from './step-up.service.ts';

/** Mounted at /api/step-up: this session's step-up (any signed-in account, as two-factor is). */
export function stepUpRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>()
    .get('/', guards.requireUser, async (c) => c.json(await stepUpStatus(deps, c.get('user').id, c.get('sessionId'))))
    .post('/', guards.requireUser, async (c) =>
      c.json(await stepUp(deps, c.get('user').id, c.get('sessionId'), await jsonBody(c, stepUpRequestSchema))),
    );
}

/** Mounted at /api/security: "This wasn't me", public (the owner may be signed out); the token is the authority. */
export function securityUndoRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/not-me', async (c) =>
    c.json(await undoRecentAccess(deps, (await jsonBody(c, securityUndoRequestSchema)).token)),
  );
}
