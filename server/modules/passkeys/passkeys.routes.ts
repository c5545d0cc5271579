import { Hono } from 'hono';
import {
  addPasskeyRequestSchema,
  passkeySignInRequestSchema,
  removePasskeyRequestSchema,
  renamePasskeyRequestSchema,
} from '../../../src/contract/passkeys.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { jsonBody } from '../../lib/validate.ts';
import { requireStepUp } from '../step-up/step-up.service.ts';
import { createPasskeyService, type IssueSession } from './passkeys.service.ts';

/** A credential id as browsers send it (base64url, at most 1023 bytes); anything else cannot be a passkey here. */
const passkeyId = (raw: string): string => {
  if (!/^[A-Za-z0-9_-]{1,1366}$/.test(raw)) throw notFound('Passkey not found');
  return raw;
};

/**
 * Mounted at /api/passkeys. The signed-in user's passkeys (any role, as two-factor is), and the
 * public pair of sign-in: a challenge, then the passkey's answer to it.
 */
export function passkeyRoutes(deps: Deps, guards: AuthGuards, issueSession: IssueSession) {
  const service = createPasskeyService(deps, issueSession);
  // Adding a passkey adds a way in: a fresh step-up of this session first (server/modules/step-up).
  const stepUp = requireStepUp(deps);
  return new Hono<AppEnv>()
    .get('/', guards.requireUser, async (c) => c.json(await service.list(c.get('user').id)))
    .post('/registration-options', guards.requireUser, stepUp, async (c) =>
      c.json(await service.startRegistration(c.get('user'))),
    )
    .post('/', guards.requireUser, stepUp, async (c) =>
      c.json(await service.add(c.get('user').id, await jsonBody(c, addPasskeyRequestSchema)), 201),
    )
    .patch('/:id', guards.requireUser, async (c) =>
      c.json(
        await service.rename(
          c.get('user').id,
          passkeyId(c.req.param('id')),
          (await jsonBody(c, renamePasskeyRequestSchema)).name,
        ),
      ),
    )
    .delete('/:id', guards.requireUser, async (c) =>
      c.json(
        await service.remove(
          c.get('user').id,
          passkeyId(c.req.param('id')),
          await jsonBody(c, removePasskeyRequestSchema),
        ),
      ),
    )
    .post('/authentication-options', async (c) => c.json(await service.startAuthentication(c.get('clientAddress'))))
    .post('/sign-in', async (c) => {
      const { response } = await jsonBody(c, passkeySignInRequestSchema);
      return c.json(
        await service.signIn(response, {
          userAgent: c.req.header('user-agent') ?? '',
          address: c.get('clientAddress'),
        }),
      );
    });
}
