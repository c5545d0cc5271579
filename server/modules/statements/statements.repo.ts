import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { isoMicros } from '../ledger/ledger.cursor.ts';
import type { LedgerRow } from '../ledger/ledger.view.ts';

/** `language`: the account's, the language its statements and summaries are written in. */
export type Holder = { id: string; name: string; email: string; username: string; language: string };
export type StatementWallet = { id: string; type: 'main' | 'profit'; name: string; currency: string };

export type MovementRow = LedgerRow & { fee: unknown };

export async function findHolder(q: Queryable, userId: string): Promise<Holder | undefined> {
  const [row] = await queryRows<Holder>(
    q,
    sql`SELECT id, trim(first_name || ' ' || last_name) AS name, email, username, language FROM users WHERE id = ${userId} AND role = 'user'`,
  );
  return row;
}

/** The user's wallet by type or by id; another user's wallet id finds nothing. */
export async function findWallet(q: Queryable, userId: string, ref: string): Promise<StatementWallet | undefined> {
  const match = ref === 'main' || ref === 'profit' ? sql`type = ${ref}` : sql`id = ${ref}::uuid`;
  const [row] = await queryRows<StatementWallet>(
    q,
    sql`SELECT id, type, name, currency FROM wallets WHERE user_id = ${userId} AND ${match}`,
  );
  return row;
}

/** The wallet's balance at an instant: the sum of its entries in transactions posted before it. */
export async function balanceBefore(q: Queryable, walletId: string, at: Date): Promise<number> {
  const [row] = await queryRows<{ cents: unknown }>(
    q,
    sql`SELECT coalesce(sum(e.amount_cents), 0) AS cents FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.wallet_id = ${walletId} AND t.created_at < ${at.toISOString()}::timestamptz`,
  );
  return Number(row?.cents ?? 0);
}

/**
 * Every ledger transaction that touched the wallet in [start, end), oldest first (posting time,
 * then entry order), with the wallet's net change and the fee it paid. The fee is what
 * fees_earned received in that transaction, shown on the wallet that funded it (the owner's
 * wallet debited most, or the one credited when none was debited, as a deposit's charge) and
 * only when the owner was the payer: a recipient of money pays nothing.
 */
export async function movements(
  q: Queryable,
  holderId: string,
  walletId: string,
  start: Date,
  end: Date,
): Promise<MovementRow[]> {
  const fees = systemWalletId('fees_earned');
  return queryRows<MovementRow>(
    q,
    sql`SELECT t.id, ${isoMicros('t.created_at')} AS ts, t.reference, t.type, t.description, t.user_id, t.counterparty_user_id,
          t.amount_cents, t.charge_cents, t.status, mine.net,
          CASE WHEN t.user_id = ${holderId} AND funder.wallet_id = ${walletId} THEN fee.cents ELSE 0 END AS fee,
          payer.name AS payer_name
        FROM (
          SELECT e.transaction_id, sum(e.amount_cents) AS net, min(e.id) AS first_entry
          FROM ledger_entries e WHERE e.wallet_id = ${walletId} GROUP BY e.transaction_id
        ) mine
        JOIN ledger_transactions t ON t.id = mine.transaction_id
        LEFT JOIN LATERAL (
          SELECT coalesce(sum(e.amount_cents), 0) AS cents FROM ledger_entries e WHERE e.transaction_id = t.id AND e.wallet_id = ${fees}
        ) fee ON TRUE
        LEFT JOIN LATERAL (
          SELECT e.wallet_id FROM ledger_entries e JOIN wallets w ON w.id = e.wallet_id
          WHERE e.transaction_id = t.id AND w.user_id = ${holderId}
          GROUP BY e.wallet_id, w.type ORDER BY sum(e.amount_cents) ASC, w.type ASC LIMIT 1
        ) funder ON TRUE
        LEFT JOIN LATERAL (
          SELECT party_label(u.first_name, u.last_name, u.email) AS name FROM users u
          WHERE t.type = 'send_money' AND t.user_id IS DISTINCT FROM ${holderId} AND u.id = t.user_id
        ) payer ON TRUE
        WHERE t.created_at >= ${start.toISOString()}::timestamptz AND t.created_at < ${end.toISOString()}::timestamptz
        ORDER BY t.created_at ASC, mine.first_entry ASC`,
  );
}
