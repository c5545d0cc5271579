import type { Context } from 'hono';
import type { StatementQuery } from '../../../src/contract/statements.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { statementCsv, yearlyCsv } from './statements.csv.ts';
import { periodOf } from './statements.period.ts';
import { statementPdf } from './statements.pdf.ts';
import { yearlyPdf } from './yearly.pdf.ts';
import { buildStatement, statementJson } from './statements.service.ts';
import { yearlySummary } from './statements.yearly.ts';

export type Format = 'json' | 'csv' | 'pdf';

/** statement-main-2026-03 or statement-main-2026-03-01_2026-03-15: sorts by period in a folder. */
function fileName(q: StatementQuery, wallet: string, ext: string): string {
  const period = q.month ?? `${q.from}_${q.to}`;
  return `statement-${wallet}-${period}.${ext}`;
}

const attachment = (name: string) => `attachment; filename="${name}"`;
const arrayBuffer = (bytes: Uint8Array): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** One user's statement in the asked format; the user and admin routes share it. */
export async function statementReply(c: Context<AppEnv>, deps: Deps, userId: string, q: StatementQuery, format: Format): Promise<Response> {
  const s = await buildStatement(deps.db, deps.env.platformName, userId, q.wallet, periodOf(q), deps.now());
  if (format === 'json') return c.json(statementJson(s));
  c.header('Cache-Control', 'no-store');
  if (format === 'csv') {
    return c.body(statementCsv(s), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': attachment(fileName(q, s.wallet.type, 'csv')) });
  }
  const pdf = await statementPdf(s);
  return c.body(arrayBuffer(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachment(fileName(q, s.wallet.type, 'pdf')),
  });
}

/** One user's yearly (tax) summary as JSON, CSV or PDF. */
export async function yearlyReply(c: Context<AppEnv>, deps: Deps, userId: string, format: Format): Promise<Response> {
  const summary = await yearlySummary(deps.db, deps.env.platformName, userId, 'USD');
  if (format === 'json') return c.json(summary);
  c.header('Cache-Control', 'no-store');
  if (format === 'csv') return c.body(yearlyCsv(summary), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': attachment('yearly-summary.csv') });
  return c.body(arrayBuffer(await yearlyPdf(summary)), 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': attachment('yearly-summary.pdf') });
}
