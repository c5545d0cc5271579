import { Hono } from 'hono';
import { transactionQuerySchema } from '../../../src/contract/transactions.ts';
import { NEXT_CURSOR_HEADER } from '../../../src/contract/transaction-types.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { queryParams } from '../../lib/validate.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { transactionPage } from './transactions.service.ts';

/** Mounted at /api/transactions. The answer is a bare array (docs/product.md, "API calls"), so the next cursor travels in a header. */
export function transactionRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>().get('/user', guards.requireUser, guards.requireRoleUser, async (c) => {
    const q = queryParams(c, transactionQuerySchema);
    const page = await transactionPage(deps.db, c.get('user').id, q.limit, decodeCursor(q.cursor), q.type);
    if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return c.json(page.items);
  });
}
