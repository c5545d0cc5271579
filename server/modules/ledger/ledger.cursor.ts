import { sql, type SQL } from 'drizzle-orm';
import { fieldError } from '../../lib/errors.ts';
import { isUuid } from './ledger.lookup.ts';

/** A keyset position: the row's exact timestamp (microseconds, as PostgreSQL keeps it) and its id. */
export type Keyset = { ts: string; id: string };

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** SELECT expression giving a timestamptz column as UTC ISO text with all six fraction digits. */
export const isoMicros = (column: SQL | string): SQL =>
  sql`to_char(${typeof column === 'string' ? sql.raw(column) : column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A keyset timestamp as the API shows it: every timestamp in an answer is ISO UTC with milliseconds,
 * like JavaScript's toISOString (the microseconds stay in the cursor, where paging needs them).
 */
export const toMillis = (ts: string): string => ts.replace(/(\.\d{3})\d*Z$/, '$1Z');

/** SELECT expression for a timestamp that is only shown, never paged on: UTC ISO text with milliseconds. */
export const isoMillis = (column: SQL | string): SQL =>
  sql`to_char(${typeof column === 'string' ? sql.raw(column) : column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Opaque to clients: base64url of "ts|id". */
export const encodeCursor = (k: Keyset): string => Buffer.from(`${k.ts}|${k.id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const [ts = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!ISO_MICROS.test(ts) || !isUuid(id)) throw fieldError('cursor', 'is not a valid cursor');
  return { ts, id };
}

/**
 * ORDER BY for newest-first pages, in the order of the ledger's indexes: drizzle writes `.desc()`
 * as DESC NULLS LAST, and a plain DESC means NULLS FIRST, which no index of ours gives. With a plain
 * DESC the planner cannot read an index in order and stop after the page: it reads every row of
 * the user (or of the day) and sorts them, so a page cost grew with the history behind it.
 */
export function newestFirst(createdAt: string, id: string): SQL {
  return sql.raw(`${createdAt} DESC NULLS LAST, ${id} DESC NULLS LAST`);
}

/** `(created_at, id) < cursor` for newest-first pages; TRUE without a cursor. */
export function beforeKeyset(createdAt: string, id: string, k: Keyset | undefined): SQL {
  if (!k) return sql`TRUE`;
  return sql`(${sql.raw(createdAt)}, ${sql.raw(id)}) < (${k.ts}::timestamptz, ${k.id}::uuid)`;
}
