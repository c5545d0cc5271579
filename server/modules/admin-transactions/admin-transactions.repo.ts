import { sql, type SQL } from 'drizzle-orm';
import type { AdminTransaction, AdminTransactionTotals } from '../../../src/contract/admin-transactions.ts';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { beforeKeyset, encodeCursor, isoMicros, newestFirst, toMillis, type Keyset } from '../ledger/ledger.cursor.ts';
import type { LedgerFilter } from './admin-transactions.filter.ts';

export type LedgerRow = {
  id: string;
  ts: string;
  reference: string;
  type: string;
  description: string;
  status: string;
  amount_cents: unknown;
  charge_cents: unknown;
  user_id: string | null;
  username: string | null;
  counterparty_user_id: string | null;
  counterparty_username: string | null;
};

/**
 * The filtered rows after `after`, newest first, cut at `limit`: one index-ordered scan, or with a
 * party one per side (payer, then counterparty only), each cut at `limit` and merged, so a page
 * reads about `limit` rows per side however long the user's history is.
 */
function pageRows(f: LedgerFilter, after: Keyset | undefined, limit: number): SQL {
  const keyset = beforeKeyset('t.created_at', 't.id', after);
  const order = newestFirst('t.created_at', 't.id');
  if (f.party === null)
    return sql`SELECT t.* FROM ledger_transactions t WHERE ${f.where} AND ${keyset} ORDER BY ${order} LIMIT ${limit}`;
  return sql`(SELECT t.* FROM ledger_transactions t WHERE t.user_id = ${f.party} AND ${f.where} AND ${keyset}
      ORDER BY ${order} LIMIT ${limit})
    UNION ALL
    (SELECT t.* FROM ledger_transactions t
      WHERE t.counterparty_user_id = ${f.party} AND t.user_id IS DISTINCT FROM ${f.party} AND ${f.where} AND ${keyset}
      ORDER BY ${order} LIMIT ${limit})
    ORDER BY ${newestFirst('created_at', 'id')} LIMIT ${limit}`;
}

/** One batch of filtered ledger rows after `after`, newest first. Used by the list and the CSV export. */
export function ledgerBatch(
  q: Queryable,
  filter: LedgerFilter,
  after: Keyset | undefined,
  limit: number,
): Promise<LedgerRow[]> {
  return queryRows<LedgerRow>(
    q,
    // The page is cut first and the names joined to its rows only, so the users table is read by
    // primary key for at most `limit` rows however large the ledger is.
    sql`SELECT t.id, ${isoMicros('t.created_at')} AS ts, t.reference, t.type, t.description, t.status, t.amount_cents, t.charge_cents,
          t.user_id, u.username, t.counterparty_user_id, cp.username AS counterparty_username
        FROM (${pageRows(filter, after, limit)}) t
        LEFT JOIN users u ON u.id = t.user_id
        LEFT JOIN users cp ON cp.id = t.counterparty_user_id
        ORDER BY ${newestFirst('t.created_at', 't.id')}`,
  );
}

export const toAdminTransaction = (r: LedgerRow): AdminTransaction => ({
  id: r.id,
  reference: r.reference,
  type: r.type,
  description: r.description,
  status: r.status,
  amount: centsToNumber(Number(r.amount_cents)),
  charge: centsToNumber(Number(r.charge_cents)),
  userId: r.user_id,
  username: r.username,
  counterpartyUserId: r.counterparty_user_id,
  counterpartyUsername: r.counterparty_username,
  createdAt: toMillis(r.ts),
});

export const keysetOf = (r: LedgerRow): Keyset => ({ ts: r.ts, id: r.id });

export async function ledgerPage(q: Queryable, filter: LedgerFilter, after: Keyset | undefined, limit: number) {
  const rows = await ledgerBatch(q, filter, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toAdminTransaction),
    nextCursor: rows.length > limit && last ? encodeCursor(keysetOf(last)) : null,
  };
}

/** Count and sums over the whole filter (not just the page). */
export async function ledgerTotals(q: Queryable, filter: LedgerFilter): Promise<AdminTransactionTotals> {
  const sums = sql`count(*) AS n, coalesce(sum(t.amount_cents), 0) AS amount, coalesce(sum(t.charge_cents), 0) AS charge`;
  // One user's totals: each side from its own index (both carry type, status and the amounts), read
  // index-only; one OR condition would visit every one of the user's rows on its heap page.
  const query =
    filter.party === null
      ? sql`SELECT ${sums} FROM ledger_transactions t WHERE ${filter.where}`
      : sql`SELECT sum(s.n) AS n, sum(s.amount) AS amount, sum(s.charge) AS charge FROM (
          SELECT ${sums} FROM ledger_transactions t WHERE t.user_id = ${filter.party} AND ${filter.where}
          UNION ALL
          SELECT ${sums} FROM ledger_transactions t
          WHERE t.counterparty_user_id = ${filter.party} AND t.user_id IS DISTINCT FROM ${filter.party} AND ${filter.where}
        ) s`;
  const [row] = await queryRows<{ n: unknown; amount: unknown; charge: unknown }>(q, query);
  return {
    count: Number(row?.n ?? 0),
    amount: centsToNumber(Number(row?.amount ?? 0)),
    charge: centsToNumber(Number(row?.charge ?? 0)),
  };
}
