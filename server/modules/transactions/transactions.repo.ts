import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../../src/contract/transaction-shape.ts';
import type { TransactionType } from '../../../src/contract/transaction-types.ts';
import type { WalletType } from '../../../src/contract/wallet-types.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { beforeKeyset, encodeCursor, isoMicros, type Keyset } from '../ledger/ledger.cursor.ts';
import { transactionView, viewSourceOf, type LedgerRow } from '../ledger/ledger.view.ts';

type Row = LedgerRow & { wallet_type: WalletType | null };

/** receive_money is a send_money seen from its counterparty; send_money is one the user paid. */
function typeFilter(userId: string, type: TransactionType | undefined): SQL {
  if (!type) return sql`TRUE`;
  if (type === 'receive_money')
    return sql`t.type = 'send_money' AND t.counterparty_user_id = ${userId} AND t.user_id IS DISTINCT FROM ${userId}`;
  if (type === 'send_money') return sql`t.type = 'send_money' AND t.user_id = ${userId}`;
  return sql`t.type = ${type}`;
}

/**
 * The user's ledger transactions (as payer or counterparty), newest first. Each side is its own
 * index-ordered scan cut at the page size (ledger_transactions_user_idx, _counterparty_idx), so
 * a page reads about `limit` rows however long the history is; the lateral part then reads, for
 * the page's rows only, the entries on the user's own wallets for the direction and the wallet shown.
 */
export async function transactionPage(
  q: Queryable,
  userId: string,
  limit: number,
  after: Keyset | undefined,
  type?: TransactionType,
) {
  const filter = sql`${typeFilter(userId, type)} AND ${beforeKeyset('t.created_at', 't.id', after)}`;
  const rows = await queryRows<Row>(
    q,
    sql`SELECT t.id, ${isoMicros('t.created_at')} AS ts, t.reference, t.type, t.description, t.user_id, t.counterparty_user_id,
        t.amount_cents, t.charge_cents, t.status, mine.net, mine.wallet_type, payer.name AS payer_name
      FROM (
        (SELECT t.* FROM ledger_transactions t WHERE t.user_id = ${userId} AND ${filter}
          ORDER BY t.created_at DESC, t.id DESC LIMIT ${limit + 1})
        UNION ALL
        (SELECT t.* FROM ledger_transactions t WHERE t.counterparty_user_id = ${userId} AND t.user_id IS DISTINCT FROM ${userId} AND ${filter}
          ORDER BY t.created_at DESC, t.id DESC LIMIT ${limit + 1})
        ORDER BY created_at DESC, id DESC
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
      ORDER BY t.created_at DESC, t.id DESC`,
  );
  const page = rows.slice(0, limit);
  const items: Transaction[] = page.map((r) =>
    transactionView(viewSourceOf(r), userId, { netCents: Number(r.net ?? 0), walletType: r.wallet_type }),
  );
  const last = page.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null };
}
