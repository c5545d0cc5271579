import { Hono } from 'hono';
import { statementQuerySchema, yearlyQuerySchema } from '../../../src/contract/statements.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { queryParams } from '../../lib/validate.ts';
import { statementReply, yearlyReply } from './statements.replies.ts';

/**
 * Mounted at /api: the signed-in investor's own statements (JSON for the screen, CSV, PDF) and
 * yearly summary. The user comes from the token only, so another user's wallet cannot be named.
 */
export function statementRoutes(deps: Deps, guards: AuthGuards) {
  const own = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .get('/statements', ...own, async (c) =>
      statementReply(c, deps, c.get('user').id, queryParams(c, statementQuerySchema), 'json'),
    )
    .get('/statements.csv', ...own, async (c) =>
      statementReply(c, deps, c.get('user').id, queryParams(c, statementQuerySchema), 'csv'),
    )
    .get('/statements.pdf', ...own, async (c) =>
      statementReply(c, deps, c.get('user').id, queryParams(c, statementQuerySchema), 'pdf'),
    )
    .get('/statements/yearly', ...own, async (c) => {
      queryParams(c, yearlyQuerySchema);
      return yearlyReply(c, deps, c.get('user').id, 'json');
    })
    .get('/statements/yearly.csv', ...own, async (c) => {
      queryParams(c, yearlyQuerySchema);
      return yearlyReply(c, deps, c.get('user').id, 'csv');
    })
    .get('/statements/yearly.pdf', ...own, async (c) => {
      queryParams(c, yearlyQuerySchema);
      return yearlyReply(c, deps, c.get('user').id, 'pdf');
    });
}
