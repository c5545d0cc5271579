import { and, eq, sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { maskEmail, maskName, type TransferLogItem } from '../../../src/contract/transfers.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { users, wallets } from '../../db/schema.ts';
import { beforeKeyset, encodeCursor, isoMicros, type Keyset } from '../ledger/ledger.cursor.ts';

export type Recipient = {
  id: string;
  role: 'user' | 'admin';
  bannedAt: Date | null;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  mainWalletId: string | null;
};

export async function findRecipient(q: Queryable, email: string): Promise<Recipient | undefined> {
  const [row] = await q
    .select({
      id: users.id,
      role: users.role,
      bannedAt: users.bannedAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      mainWalletId: wallets.id,
    })
    .from(users)
    .leftJoin(wallets, and(eq(wallets.userId, users.id), eq(wallets.type, 'main')))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row && { ...row, name: `${row.firstName} ${row.lastName}`.trim() };
}

type LogRow = {
  id: string;
  ts: string;
  sender_user_id: string;
  amount_cents: unknown;
  charge_cents: unknown;
  note: string;
  reference: string;
  status: string;
  email: string;
  first_name: string;
  last_name: string;
};

/** The user's sent and received transfers, newest first, one page plus the next cursor. */
export async function transferLogPage(q: Queryable, userId: string, limit: number, after: Keyset | undefined) {
  const rows = await queryRows<LogRow>(
    q,
    sql`SELECT tr.id, ${isoMicros('tr.created_at')} AS ts, tr.sender_user_id, tr.amount_cents, tr.charge_cents, tr.note,
        lt.reference, lt.status, cp.email, cp.first_name, cp.last_name
      FROM transfers tr
      JOIN ledger_transactions lt ON lt.id = tr.transaction_id
      JOIN users cp ON cp.id = CASE WHEN tr.sender_user_id = ${userId} THEN tr.recipient_user_id ELSE tr.sender_user_id END
      WHERE (tr.sender_user_id = ${userId} OR tr.recipient_user_id = ${userId}) AND ${beforeKeyset('tr.created_at', 'tr.id', after)}
      ORDER BY tr.created_at DESC, tr.id DESC
      LIMIT ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const items: TransferLogItem[] = page.map((r) => {
    const sent = r.sender_user_id === userId;
    return {
      id: r.id,
      reference: r.reference,
      direction: sent ? 'sent' : 'received',
      // The privacy rule (docs/decisions/0059-names-privacy-rule.md): the other party's name as
      // "Priya R."; an address in full only to the sender who typed it, masked to the recipient.
      counterpartyEmail: sent ? r.email : maskEmail(r.email),
      counterpartyName: maskName(r.first_name, r.last_name),
      amount: centsToNumber(Number(r.amount_cents)),
      charge: centsToNumber(sent ? Number(r.charge_cents) : 0),
      note: r.note,
      status: r.status,
      createdAt: new Date(r.ts).toISOString(),
    };
  });
  return { items, nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null };
}
