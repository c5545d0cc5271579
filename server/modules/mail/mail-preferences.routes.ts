import { Hono } from 'hono';
import { mailPreferencesUpdateSchema } from '../../../src/contract/notification-preferences.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { readMailPreferences, updateMailPreferences } from './mail.preferences.ts';

/** Mounted at /api/notification-preferences: per category, which channels (in-app, e-mail, push) the caller wants. */
export function mailPreferenceRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>()
    .use('*', guards.requireUser)
    .get('/', async (c) => c.json(await readMailPreferences(deps, c.get('user').id)))
    .put('/', async (c) =>
      c.json(await updateMailPreferences(deps, c.get('user').id, await jsonBody(c, mailPreferencesUpdateSchema))),
    );
}
