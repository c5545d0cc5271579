import { eq, sql } from 'drizzle-orm';
import type { Broadcast, broadcastRequestSchema } from '../../../src/contract/notifications.ts';
import type { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { notificationBroadcasts } from '../../db/schema-notifications.ts';
import { users } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { beforeKeyset, encodeCursor, isoMicros, type Keyset } from '../ledger/ledger.cursor.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { mailAllInvestors, mailUser } from '../mail/mail.outbox.ts';
import { categoryOf } from './notification-categories.ts';
import { notify } from './notify.ts';

type Request = z.output<typeof broadcastRequestSchema>;
type Row = {
  id: string;
  ts: string;
  audience: 'all' | 'user';
  user_id: string | null;
  user_email: string | null;
  message: string;
  link: string;
  recipients: number;
  sent_by: string;
};

const view = (r: Row): Broadcast => ({
  id: r.id,
  audience: r.audience,
  userId: r.user_id,
  userEmail: r.user_email,
  message: r.message,
  link: r.link,
  recipients: Number(r.recipients),
  sentBy: r.sent_by,
  createdAt: new Date(r.ts).toISOString(),
});

const SELECT = sql`SELECT b.id, ${isoMicros('b.created_at')} AS ts, b.audience, b.user_id, u.email AS user_email, b.message, b.link, b.recipients, a.username AS sent_by
  FROM notification_broadcasts b LEFT JOIN users u ON u.id = b.user_id JOIN users a ON a.id = b.sent_by`;

/**
 * Admin messages to one investor or to all of them, recorded in notification_broadcasts and
 * audited. Both are "news": each investor gets them on the channels they keep on for news (bell,
 * e-mail, push); `recipients` counts the investors addressed.
 */
export function createBroadcastService(deps: Deps) {
  async function findRecipient(req: Request): Promise<string> {
    const where = req.userId
      ? isUuid(req.userId)
        ? eq(users.id, req.userId)
        : null
      : sql`lower(${users.email}) = ${req.email ?? ''}`;
    const [row] = where
      ? await deps.db.select({ id: users.id, role: users.role }).from(users).where(where).limit(1)
      : [];
    const field = req.userId ? 'userId' : 'email';
    if (!row || row.role !== 'user') throw fieldError(field, 'does not match any investor');
    return row.id;
  }

  return {
    async send(admin: AuthUser, req: Request) {
      const userId = req.all ? null : await findRecipient(req);
      const at = deps.now();
      const id = await deps.db.transaction(async (tx) => {
        let recipients = 1;
        if (userId) {
          await notify(tx, { userId, message: req.message, link: req.link, event: 'news' }, at);
          await mailUser(tx, userId, 'news', { message: req.message, link: req.link }, at);
        } else {
          // One INSERT ... SELECT: the database writes every row, however many investors there are;
          // its trigger then honours each investor's news choice for the bell and push (migration 0020).
          const rows = await queryRows<{ n: number }>(
            tx,
            sql`WITH ins AS (INSERT INTO notifications (user_id, message, link, category, created_at)
              SELECT id, ${req.message}, ${req.link}, ${categoryOf('news')}, ${at.toISOString()}::timestamptz FROM users WHERE role = 'user' RETURNING 1)
              SELECT count(*)::int AS n FROM ins`,
          );
          recipients = Number(rows[0]?.n ?? 0);
          await mailAllInvestors(tx, 'news', { message: req.message, link: req.link }, at);
        }
        const [row] = await tx
          .insert(notificationBroadcasts)
          .values({
            sentBy: admin.id,
            audience: userId ? 'user' : 'all',
            userId,
            message: req.message,
            link: req.link,
            recipients,
            createdAt: at,
          })
          .returning({ id: notificationBroadcasts.id });
        if (!row) throw new Error('broadcast insert returned nothing');
        await audit(
          tx,
          {
            actorId: admin.id,
            action: 'notification.send',
            targetType: userId ? 'user' : 'all-users',
            targetId: userId ?? 'all',
            after: { message: req.message, link: req.link, recipients },
          },
          at,
        );
        return row.id;
      });
      const [sent] = await queryRows<Row>(deps.db, sql`${SELECT} WHERE b.id = ${id}`);
      if (!sent) throw new Error('broadcast vanished');
      return {
        message:
          sent.recipients === 1 ? 'Notification sent to 1 user' : `Notification sent to ${sent.recipients} users`,
        broadcast: view(sent),
      };
    },

    /** The investors an "all users" broadcast would address now (the same WHERE as send). */
    async audience() {
      const [row] = await queryRows<{ n: number }>(
        deps.db,
        sql`SELECT count(*)::int AS n FROM users WHERE role = 'user'`,
      );
      return { investors: Number(row?.n ?? 0) };
    },

    async page(limit: number, after: Keyset | undefined) {
      const rows = await queryRows<Row>(
        deps.db,
        sql`${SELECT} WHERE ${beforeKeyset('b.created_at', 'b.id', after)} ORDER BY b.created_at DESC, b.id DESC LIMIT ${limit + 1}`,
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(view),
        nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null,
      };
    },
  };
}
