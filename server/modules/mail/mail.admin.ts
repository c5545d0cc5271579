import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminMail,
  AdminMailPage,
  AdminMailResend,
  adminMailQuerySchema,
} from '../../../src/contract/admin-mail.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { beforeKeyset, decodeCursor, encodeCursor, isoMicros, isoMillis, toMillis } from '../ledger/ledger.cursor.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { announceMailQueued } from './mail.outbox.ts';

type Query = z.output<typeof adminMailQuerySchema>;
type Row = {
  id: string;
  user_id: string | null;
  to: string;
  template: string;
  subject: string;
  status: AdminMail['status'];
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  ts: string;
  sent_at: string | null;
};

const COLUMNS = sql`m.id, m.user_id, m."to", m.template, m.subject, m.status, m.attempts, ${isoMillis('m.next_attempt_at')} AS next_attempt_at,
  m.last_error, ${isoMicros('m.created_at')} AS ts, ${isoMillis('m.sent_at')} AS sent_at`;

const view = (r: Row): AdminMail => ({
  id: r.id,
  userId: r.user_id,
  to: r.to,
  template: r.template,
  subject: r.subject,
  status: r.status,
  attempts: Number(r.attempts),
  nextAttemptAt: r.status === 'queued' ? r.next_attempt_at : null,
  lastError: r.last_error,
  createdAt: toMillis(r.ts),
  sentAt: r.sent_at,
});

/** Newest first, keyset on (created_at, id). */
export async function mailPage(q: Queryable, query: Query): Promise<AdminMailPage> {
  const conditions: SQL[] = [beforeKeyset('m.created_at', 'm.id', decodeCursor(query.cursor))];
  if (query.status) conditions.push(sql`m.status = ${query.status}`);
  if (query.to) conditions.push(sql`m."to" ILIKE ${`%${query.to.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`);
  const rows = await queryRows<Row>(
    q,
    sql`SELECT ${COLUMNS} FROM mail_outbox m WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY m.created_at DESC, m.id DESC LIMIT ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(view),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null,
  };
}

/**
 * Puts a sent or failed mail back in the queue, due now, with a fresh count of attempts; audited.
 * A queued mail is refused: it may be in a sender's hands at this moment, and it is retried anyway.
 */
export async function resendMail(deps: Deps, adminId: string, id: string): Promise<AdminMailResend> {
  if (!isUuid(id)) throw notFound('Mail not found');
  const at = deps.now();
  const mail = await deps.db.transaction(async (tx) => {
    const [before] = await queryRows<Row>(tx, sql`SELECT ${COLUMNS} FROM mail_outbox m WHERE m.id = ${id} FOR UPDATE`);
    if (!before) throw notFound('Mail not found');
    if (before.status === 'queued') throw conflict('This mail is still queued; the sender tries it again on its own.');
    await tx.execute(
      sql`UPDATE mail_outbox SET status = 'queued', attempts = 0, next_attempt_at = ${at.toISOString()}::timestamptz, sent_at = NULL WHERE id = ${id}`,
    );
    await audit(
      tx,
      {
        actorId: adminId,
        action: 'mail.resend',
        targetType: 'mail',
        targetId: id,
        before: { status: before.status, attempts: Number(before.attempts), to: before.to, userId: before.user_id },
        after: { status: 'queued' },
      },
      at,
    );
    const [after] = await queryRows<Row>(tx, sql`SELECT ${COLUMNS} FROM mail_outbox m WHERE m.id = ${id}`);
    if (!after) throw new Error('mail vanished during resend');
    return view(after);
  });
  announceMailQueued();
  return { message: 'The mail is queued to be sent again.', mail };
}
