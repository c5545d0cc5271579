import { monthReportSchema } from '../../../src/contract/admin-reports.ts';
import * as statements from '../../../src/contract/statements.ts';
import type { FileReply, RouteDoc } from './route-doc.ts';

const CSV: FileReply = { file: ['text/csv'] };
const PDF: FileReply = { file: ['application/pdf'] };
const period =
  'period: `month=YYYY-MM`, or `from`/`to` (YYYY-MM-DD, both days included, at most 366 days); UTC days, [start, end)';

/** Statements and yearly summaries (investor and admin) and the platform month report (server/modules/statements). */
export const STATEMENT_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/statements',
    summary: `One wallet's statement for the screen: opening, every movement, fees, closing; ${period}`,
    access: 'user',
    query: statements.statementQuerySchema,
    ok: statements.statementSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/statements.csv',
    summary: "One wallet's statement as CSV",
    access: 'user',
    query: statements.statementQuerySchema,
    ok: CSV,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/statements.pdf',
    summary: "One wallet's statement as an A4 PDF",
    access: 'user',
    query: statements.statementQuerySchema,
    ok: PDF,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/statements/yearly',
    summary: 'Yearly summary for tax: deposits, withdrawals, profit, referral income, bonuses, fees, per UTC year',
    access: 'user',
    query: statements.yearlyQuerySchema,
    ok: statements.yearlySummarySchema,
  },
  {
    method: 'get',
    path: '/api/statements/yearly.csv',
    summary: 'Yearly summary as CSV',
    access: 'user',
    query: statements.yearlyQuerySchema,
    ok: CSV,
  },
  {
    method: 'get',
    path: '/api/statements/yearly.pdf',
    summary: 'Yearly summary as an A4 PDF',
    access: 'user',
    query: statements.yearlyQuerySchema,
    ok: PDF,
  },
  {
    method: 'get',
    path: '/api/admin/users/{id}/statements',
    summary: `An investor's wallet statement; ${period}`,
    access: 'admin',
    query: statements.statementQuerySchema,
    ok: statements.statementSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/admin/users/{id}/statements.csv',
    summary: "An investor's wallet statement as CSV",
    access: 'admin',
    query: statements.statementQuerySchema,
    ok: CSV,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/admin/users/{id}/statements.pdf',
    summary: "An investor's wallet statement as an A4 PDF",
    access: 'admin',
    query: statements.statementQuerySchema,
    ok: PDF,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/admin/users/{id}/statements/yearly',
    summary: "An investor's yearly summary",
    access: 'admin',
    query: statements.yearlyQuerySchema,
    ok: statements.yearlySummarySchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/admin/users/{id}/statements/yearly.csv',
    summary: "An investor's yearly summary as CSV",
    access: 'admin',
    query: statements.yearlyQuerySchema,
    ok: CSV,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/admin/users/{id}/statements/yearly.pdf',
    summary: "An investor's yearly summary as an A4 PDF",
    access: 'admin',
    query: statements.yearlyQuerySchema,
    ok: PDF,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/admin/reports/monthly',
    summary:
      'Platform month report: deposits, withdrawals, fees, profit paid, liabilities to users at month start and end, reconciled against the ledger',
    access: 'admin',
    query: statements.monthReportQuerySchema,
    ok: monthReportSchema,
  },
  {
    method: 'get',
    path: '/api/admin/reports/monthly.csv',
    summary: 'Platform month report as CSV',
    access: 'admin',
    query: statements.monthReportQuerySchema,
    ok: CSV,
  },
];
