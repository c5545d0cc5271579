import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../../src/contract/transaction-shape.ts';
import type { TransactionType } from '../../../src/contract/transaction-types.ts';
import type { WalletType } from '../../../src/contract/wallet-types.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { beforeKeyset, encodeCursor, isoMicros, newestFirst, type Keyset } from '../ledger/ledger.cursor.ts';
import { transactionView, viewSourceOf, type LedgerRow } from '../ledger/ledger.view.ts';

type Row = LedgerRow & { wallet_type: WalletType | null };

/**
 * The type filter as one condition per side: the user's own transactions (payer side) and those
 * where the user is only the counterparty. receive_money is a send_money seen from its counterparty,
 * send_money one the user paid, so each of them reads one side only: a side that cannot match is
 * FALSE, and the planner skips its scan instead of reading the user's whole history to find nothing.
 */
function sideFilters(type: TransactionType | undefined): { payer: SQL; counterparty: SQL } {
  if (!type) return { payer: sql`TRUE`, counterparty: sql`TRUE` };
  if (type === 'receive_money') return { payer: sql`FALSE`, counterparty: sql`t.type = 'send_money'` };
  if (type === 'send_money') return { payer: sql`t.type = 'send_money'`, counterparty: sql`FALSE` };
  return { payer: sql`t.type = ${type}`, counterparty: sql`t.type = ${type}` };
}

/**
 * The user's ledger transactions (as payer or counterparty), newest first. Each side is its own
 * index-ordered keyset scan cut at the page size (ledger_transactions_user_idx, _counterparty_idx),
 * merged and cut again, so a page reads about `limit` rows of each side however long the history
 * is: every page costs the same. A transaction the user is both payer and counterparty of is read
 * from the payer side only. The lateral part then reads, for the page's rows only, the entries on
 * the user's own wallets for the direction and the wallet shown.
 */
export async function transactionPage(
  q: Queryable,
  userId: string,
  limit: number,
  after: Keyset | undefined,
  type?: TransactionType,
) {
  const side = sideFilters(type);
  const keyset = beforeKeyset('t.created_at', 't.id', after);
  const order = newestFirst('t.created_at', 't.id');
  const rows = await queryRows<Row>(
    q,
    sql`SELECT t.id, ${isoMicros('t.created_at')} AS ts, t.reference, t.type, t.description, t.user_id, t.counterparty_user_id,
        t.amount_cents, t.charge_cents, t.status, mine.net, mine.wallet_type, payer.name AS payer_name
      FROM (
        (SELECT t.* FROM ledger_transactions t WHERE t.user_id = ${userId} AND ${side.payer} AND ${keyset}
          ORDER BY ${order} LIMIT ${limit + 1})
        UNION ALL
        (SELECT t.* FROM ledger_transactions t
          WHERE t.counterparty_user_id = ${userId} AND t.user_id IS DISTINCT FROM ${userId} AND ${side.counterparty} AND ${keyset}
          ORDER BY ${order} LIMIT ${limit + 1})
        ORDER BY ${newestFirst('created_at', 'id')}
        LIMIT ${limit + 1}
      ) t
      LEFT JOIN LATERAL (
        SELECT sum(e.amount_cents) AS net, (array_agg(w.type ORDER BY e.amount_cents ASC))[1] AS wallet_type
        FROM ledger_entries e JOIN wallets w ON w.id = e.wallet_id
        WHERE e.transaction_id = t.id AND w.user_id = ${userId}
      ) mine ON TRUE
      LEFT JOIN LATERAL (
        SELECT party_label(u.first_name, u.last_name, u.email) AS name FROM users u
        WHERE t.type = 'send_money' AND t.user_id IS DISTINCT FROM ${userId} AND u.id = t.user_id
      ) payer ON TRUE
      ORDER BY ${order}`,
  );
  const page = rows.slice(0, limit);
  const items: Transaction[] = page.map((r) =>
    transactionView(viewSourceOf(r), userId, { netCents: Number(r.net ?? 0), walletType: r.wallet_type }),
  );
  const last = page.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null };
}
