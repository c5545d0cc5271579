import type { Context } from 'hono';
import type { StatementQuery } from '../../../src/contract/statements.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { statementCsv, yearlyCsv } from './statements.csv.ts';
import { periodOf } from './statements.period.ts';
import { findHolder } from './statements.repo.ts';
import { localeOf } from '../../i18n/translate.ts';
import { buildStatement, statementJson } from './statements.service.ts';
import { yearlySummary } from './statements.yearly.ts';

export type Format = 'json' | 'csv' | 'pdf';

/** statement-main-2026-03 or statement-main-2026-03-01_2026-03-15: sorts by period in a folder. */
function fileName(q: StatementQuery, wallet: string, ext: string): string {
  const period = q.month ?? `${q.from}_${q.to}`;
  return `statement-${wallet}-${period}.${ext}`;
}

const attachment = (name: string) => `attachment; filename="${name}"`;
/**
 * A file answer with its length, so the app can show download progress as a percentage; never
 * cached (a statement holds personal figures and changes as late profit lands).
 */
function fileReply(c: Context<AppEnv>, body: Uint8Array | string, type: 'csv' | 'pdf', name: string): Response {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  return c.body(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, 200, {
    'Content-Type': type === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
    'Content-Disposition': attachment(name),
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': 'no-store',
  });
}

/** One user's statement in the asked format; the user and admin routes share it. */
export async function statementReply(
  c: Context<AppEnv>,
  deps: Deps,
  userId: string,
  q: StatementQuery,
  format: Format,
): Promise<Response> {
  const s = await buildStatement(deps.db, deps.env.platformName, userId, q.wallet, periodOf(q), deps.now());
  if (format === 'json') return c.json(statementJson(s));
  const name = fileName(q, s.wallet.type, format);
  return format === 'csv'
    ? fileReply(c, statementCsv(s), 'csv', name)
    : fileReply(c, await (await import('./statements.pdf.ts')).statementPdf(s), 'pdf', name);
}

/** One user's yearly (tax) summary as JSON, CSV or PDF. */
export async function yearlyReply(c: Context<AppEnv>, deps: Deps, userId: string, format: Format): Promise<Response> {
  const summary = await yearlySummary(deps.db, deps.env.platformName, userId, 'USD');
  if (format === 'json') return c.json(summary);
  // The file is written in its holder's language, whoever downloads it (an admin too).
  const locale = localeOf((await findHolder(deps.db, userId))?.language);
  const name = `yearly-summary.${format}`;
  return format === 'csv'
    ? fileReply(c, yearlyCsv(summary, locale), 'csv', name)
    : fileReply(c, await (await import('./yearly.pdf.ts')).yearlyPdf(summary, locale), 'pdf', name);
}
