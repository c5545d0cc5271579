import { sql, type SQL } from 'drizzle-orm';
import type { AdminTransactionFilter } from '../../../src/contract/admin-transactions.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';

const DAY_MS = 86_400_000;

/** The user named by an id, e-mail or username; null when there is none. */
async function resolveUser(q: Queryable, ref: string): Promise<string | null> {
  if (isUuid(ref)) return ref;
  const [row] = await queryRows<{ id: string }>(
    q,
    sql`SELECT id FROM users WHERE lower(email) = lower(${ref}) OR lower(username) = lower(${ref}) LIMIT 1`,
  );
  return row?.id ?? null;
}

/**
 * The admin's filters over `t` (ledger_transactions): `where` holds every condition but the user's,
 * `party` the user the rows must name as payer or counterparty (null: any). The party stays apart
 * because a page reads it as two index-ordered scans, one per side (admin-transactions.repo.ts);
 * one `user_id = X OR counterparty_user_id = X` condition reads the user's whole history per page.
 */
export type LedgerFilter = { where: SQL; party: string | null };

/** The filter for the admin's query; dates are whole UTC days, `to` inclusive. A user that does not exist matches nothing. */
export async function filterSql(q: Queryable, f: AdminTransactionFilter): Promise<LedgerFilter> {
  const parts: SQL[] = [sql`TRUE`];
  let party: string | null = null;
  if (f.type) parts.push(sql`t.type = ${f.type}`);
  if (f.status) parts.push(sql`t.status = ${f.status}`);
  if (f.user) {
    const userId = await resolveUser(q, f.user);
    if (userId) party = userId;
    else parts.push(sql`FALSE`);
  }
  if (f.from) parts.push(sql`t.created_at >= ${new Date(`${f.from}T00:00:00Z`).toISOString()}::timestamptz`);
  if (f.to)
    parts.push(sql`t.created_at < ${new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS).toISOString()}::timestamptz`);
  return { where: sql.join(parts, sql` AND `), party };
}
