import { Hono } from 'hono';
import { adminTransactionFilterSchema, adminTransactionQuerySchema } from '../../../src/contract/admin-transactions.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { queryParams } from '../../lib/validate.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { csvStream } from './admin-transactions.csv.ts';
import { filterSql } from './admin-transactions.filter.ts';
import { transactionPageWithTotals } from './admin-transactions.service.ts';

/** Mounted at /api/admin: every ledger transaction, filtered, paged, totalled and exported. */
export function adminTransactionRoutes(deps: Deps, guards: AuthGuards) {
  return new Hono<AppEnv>()
    .get('/transactions', guards.requireUser, guards.requireAdmin, async (c) => {
      const { limit, cursor, ...filter } = queryParams(c, adminTransactionQuerySchema);
      const after = decodeCursor(cursor);
      const where = await filterSql(deps.db, filter);
      return c.json(await transactionPageWithTotals(deps.db, where, after, limit));
    })
    .get('/transactions.csv', guards.requireUser, guards.requireAdmin, async (c) => {
      const where = await filterSql(deps.db, queryParams(c, adminTransactionFilterSchema));
      const stamp = deps.now().toISOString().slice(0, 10);
      return c.body(await csvStream(deps.db, where), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="transactions-${stamp}.csv"`,
      });
    });
}
