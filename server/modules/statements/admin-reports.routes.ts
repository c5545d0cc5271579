import { Hono } from 'hono';
import { monthReportQuerySchema, statementQuerySchema, yearlyQuerySchema } from '../../../src/contract/statements.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { queryParams } from '../../lib/validate.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { monthReport } from './platform-report.ts';
import { monthReportCsv } from './platform-report.csv.ts';
import { statementReply, yearlyReply } from './statements.replies.ts';

/**
 * Mounted at /api/admin: any investor's statements and yearly summary (the same documents the
 * investor downloads), and the platform month report. Read-only; the staff permission of each
 * route is in server/lib/admin-permissions.ts.
 */
export function adminReportRoutes(deps: Deps, guards: AuthGuards) {
  const admin = [guards.requireUser, guards.requireAdmin] as const;
  const userId = (id: string): string => {
    if (!isUuid(id)) throw notFound('User not found');
    return id;
  };
  return new Hono<AppEnv>()
    .get('/users/:id/statements', ...admin, async (c) =>
      statementReply(c, deps, userId(c.req.param('id')), queryParams(c, statementQuerySchema), 'json'),
    )
    .get('/users/:id/statements.csv', ...admin, async (c) =>
      statementReply(c, deps, userId(c.req.param('id')), queryParams(c, statementQuerySchema), 'csv'),
    )
    .get('/users/:id/statements.pdf', ...admin, async (c) =>
      statementReply(c, deps, userId(c.req.param('id')), queryParams(c, statementQuerySchema), 'pdf'),
    )
    .get('/users/:id/statements/yearly', ...admin, async (c) => {
      queryParams(c, yearlyQuerySchema);
      return yearlyReply(c, deps, userId(c.req.param('id')), 'json');
    })
    .get('/users/:id/statements/yearly.csv', ...admin, async (c) => {
      queryParams(c, yearlyQuerySchema);
      return yearlyReply(c, deps, userId(c.req.param('id')), 'csv');
    })
    .get('/users/:id/statements/yearly.pdf', ...admin, async (c) => {
      queryParams(c, yearlyQuerySchema);
      return yearlyReply(c, deps, userId(c.req.param('id')), 'pdf');
    })
    .get('/reports/monthly', ...admin, async (c) => {
      const { month } = queryParams(c, monthReportQuerySchema);
      return c.json(await monthReport(deps.db, deps.env.platformName, month, deps.now()));
    })
    .get('/reports/monthly.csv', ...admin, async (c) => {
      const { month } = queryParams(c, monthReportQuerySchema);
      const report = await monthReport(deps.db, deps.env.platformName, month, deps.now());
      c.header('Cache-Control', 'no-store');
      return c.body(monthReportCsv(report), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="platform-report-${month}.csv"`,
      });
    });
}
