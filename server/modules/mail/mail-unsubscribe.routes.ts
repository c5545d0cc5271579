import { Hono } from 'hono';
import { unsubscribeQuerySchema } from '../../../src/contract/notification-preferences.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { queryParams } from '../../lib/validate.ts';
import { unsubscribe } from './mail.unsubscribe.ts';

/**
 * Mounted at /api/mail: one-click unsubscribe (RFC 8058). Mail providers POST
 * `List-Unsubscribe=One-Click` to the List-Unsubscribe URL without a session; the signed query is
 * the authority, so the body is not read. A GET never acts (link scanners open links).
 */
export function mailUnsubscribeRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/unsubscribe', async (c) =>
    c.json(await unsubscribe(deps, queryParams(c, unsubscribeQuerySchema))),
  );
}
