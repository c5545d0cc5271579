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

/** WHERE clause (over `t`, ledger_transactions) for the admin's filters; dates are whole UTC days, `to` inclusive. */
export async function filterSql(q: Queryable, f: AdminTransactionFilter): Promise<SQL> {
  const parts: SQL[] = [sql`TRUE`];
  if (f.type) parts.push(sql`t.type = ${f.type}`);
  if (f.status) parts.push(sql`t.status = ${f.status}`);
  if (f.user) {
    const userId = await resolveUser(q, f.user);
    parts.push(userId ? sql`(t.user_id = ${userId} OR t.counterparty_user_id = ${userId})` : sql`FALSE`);
  }
  if (f.from) parts.push(sql`t.created_at >= ${new Date(`${f.from}T00:00:00Z`).toISOString()}::timestamptz`);
  if (f.to)
    parts.push(sql`t.created_at < ${new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS).toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}
