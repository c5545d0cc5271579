import { asc, eq, sql } from 'drizzle-orm';
import type { Ticket, TicketMessage, TicketStatus } from '../../../src/contract/tickets.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { ticketMessages } from '../../db/schema-tickets.ts';
import { users } from '../../db/schema.ts';
import { beforeKeyset, encodeCursor, isoMicros, type Keyset } from '../ledger/ledger.cursor.ts';

type Row = {
  id: string;
  ts: string;
  updated: string;
  subject: string;
  priority: Ticket['priority'];
  status: TicketStatus;
  user_id: string;
  username: string;
  email: string;
};

const view = (r: Row): Ticket => ({
  id: r.id,
  subject: r.subject,
  priority: r.priority,
  status: r.status,
  userId: r.user_id,
  username: r.username,
  email: r.email,
  createdAt: new Date(r.ts).toISOString(),
  updatedAt: new Date(r.updated).toISOString(),
});

const SELECT = sql`SELECT t.id, ${isoMicros('t.created_at')} AS ts, ${isoMicros('t.updated_at')} AS updated, t.subject, t.priority, t.status,
  t.user_id, u.username, u.email FROM tickets t JOIN users u ON u.id = t.user_id`;

export async function ticketById(q: Queryable, id: string): Promise<Ticket | null> {
  const [row] = await queryRows<Row>(q, sql`${SELECT} WHERE t.id = ${id}`);
  return row ? view(row) : null;
}

/** Newest first; `userId` limits to one owner (the investor's own list), `status` to one state. */
export async function ticketPage(
  q: Queryable,
  opts: { userId?: string; status: TicketStatus | 'all'; limit: number; after: Keyset | undefined },
) {
  const rows = await queryRows<Row>(
    q,
    sql`${SELECT} WHERE ${opts.userId ? sql`t.user_id = ${opts.userId}` : sql`TRUE`}
      AND ${opts.status === 'all' ? sql`TRUE` : sql`t.status = ${opts.status}`}
      AND ${beforeKeyset('t.created_at', 't.id', opts.after)}
      ORDER BY t.created_at DESC, t.id DESC LIMIT ${opts.limit + 1}`,
  );
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    items: page.map(view),
    nextCursor: rows.length > opts.limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null,
  };
}

/** The thread, oldest first, with links to attachments (served only to the owner and admins). */
export async function ticketThreadMessages(q: Queryable, ticketId: string): Promise<TicketMessage[]> {
  const rows = await q
    .select({
      id: ticketMessages.id,
      role: ticketMessages.authorRole,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      body: ticketMessages.body,
      key: ticketMessages.attachmentKey,
      mime: ticketMessages.attachmentMime,
      name: ticketMessages.attachmentName,
      size: ticketMessages.attachmentSize,
      createdAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .innerJoin(users, eq(users.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return rows.map((r) => ({
    id: r.id,
    author: r.role,
    // Staff replies show as "Support", never an admin's personal name.
    authorName: r.role === 'admin' ? 'Support' : `${r.firstName} ${r.lastName}`.trim() || r.username,
    body: r.body,
    attachment:
      r.key && r.mime
        ? {
            url: `/api/tickets/${ticketId}/attachments/${r.id}`,
            name: r.name ?? 'attachment',
            mime: r.mime,
            size: r.size ?? 0,
          }
        : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function adminIds(q: Queryable): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(q, sql`SELECT id FROM users WHERE role = 'admin' AND banned_at IS NULL`);
  return rows.map((r) => r.id);
}
