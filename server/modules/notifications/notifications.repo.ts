import { and, count, eq, sql } from 'drizzle-orm';
import type { Notification } from '../../../src/contract/notification-shape.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { beforeKeyset, encodeCursor, isoMicros, type Keyset } from '../ledger/ledger.cursor.ts';

type Row = { id: string; ts: string; message: string; link: string; is_read: boolean };

const view = (r: Row): Notification => ({
  _id: r.id,
  message: r.message,
  link: r.link,
  isRead: r.is_read,
  createdAt: new Date(r.ts).toISOString(),
});

/** The user's notifications, newest first, one keyset page. */
export async function notificationPage(q: Queryable, userId: string, limit: number, after: Keyset | undefined) {
  const rows = await queryRows<Row>(
    q,
    sql`SELECT id, ${isoMicros('created_at')} AS ts, message, link, is_read FROM notifications
      WHERE user_id = ${userId} AND ${beforeKeyset('created_at', 'id', after)}
      ORDER BY created_at DESC, id DESC LIMIT ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(view),
    nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null,
  };
}

export async function unreadCount(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return Number(row?.n ?? 0);
}

/** Sets one of the user's own notifications read or unread; null when it is not theirs. */
export async function setRead(q: Queryable, userId: string, id: string, isRead: boolean): Promise<Notification | null> {
  const rows = await queryRows<Row>(
    q,
    sql`UPDATE notifications SET is_read = ${isRead} WHERE id = ${id} AND user_id = ${userId}
      RETURNING id, ${isoMicros('created_at')} AS ts, message, link, is_read`,
  );
  return rows[0] ? view(rows[0]) : null;
}

export async function markAllRead(q: Queryable, userId: string): Promise<number> {
  const rows = await q
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
