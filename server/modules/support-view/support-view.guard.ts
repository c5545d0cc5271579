import { createMiddleware } from 'hono/factory';
import { MESSAGES } from '../../../src/contract/error-codes.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { readOnlyRefusal, SUPPORT_TOKEN_PREFIX, supportViewOf } from './support-view.service.ts';

const READS = new Set(['GET', 'HEAD']);
const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * In front of every /api route. A request with a support token:
 * - that is not a read is refused (403 SUPPORT_VIEW_READ_ONLY) before any route runs, whatever the
 *   route and whether or not the app shows a button for it: read-only is the server's rule;
 * - that is a read is answered as the investor sees it: requireUser then accepts the view
 *   (server/lib/auth-middleware.ts) instead of a session, until the view's 30 minutes are over.
 */
export function supportViewGuard(deps: Pick<Deps, 'db' | 'now' | 'log'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token?.startsWith(SUPPORT_TOKEN_PREFIX)) return next();
    if (!READS.has(c.req.method)) throw readOnlyRefusal();
    const view = await supportViewOf(deps, token);
    if (!view) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
    c.set('user', view.user);
    c.set('sessionId', view.viewId);
    c.set('supportView', { id: view.viewId, expiresAt: view.expiresAt });
    deps.log.info('support view read', { viewId: view.viewId, userId: view.user.id, path: c.req.path });
    await next();
  });
}
