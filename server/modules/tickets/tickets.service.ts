import { and, eq, ne, sql } from 'drizzle-orm';
import type { CreateTicketRequest, TicketStatus, TicketThread } from '../../../src/contract/tickets.ts';
import type { Tx } from '../../db/client.ts';
import { ticketMessages, tickets } from '../../db/schema-tickets.ts';
import { audit } from '../../lib/audit.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { fileResponse, type StoredFile } from '../../lib/upload-files.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import type { NoticeText } from '../notifications/notice-texts.ts';
import { adminIds, ticketById, ticketThreadMessages } from './tickets.repo.ts';
// Pages the routes read unchanged; exporting them here keeps the routes off the repo.
export { ticketPage } from './tickets.repo.ts';

const NOT_FOUND = 'Ticket not found';

/** Support tickets for investors and admins; every reply notifies the other side. */
export function createTicketService(deps: Deps) {
  /** The ticket if the viewer may see it: its owner, or any admin. Anything else is a 404. */
  async function visible(viewer: AuthUser, id: string) {
    const ticket = isUuid(id) ? await ticketById(deps.db, id) : null;
    if (!ticket || (viewer.role !== 'admin' && ticket.userId !== viewer.id)) throw notFound(NOT_FOUND);
    return ticket;
  }

  /** Stores the attachment (if any) and runs `work`; a failed write removes the stored file again. */
  async function withUpload<T>(file: File | undefined, work: (stored: StoredFile | null) => Promise<T>): Promise<T> {
    const stored = file ? await deps.storage.save(file) : null;
    try {
      return await work(stored);
    } catch (err) {
      if (stored) await deps.storage.remove(stored.key).catch(() => undefined);
      throw err;
    }
  }

  async function addMessage(
    tx: Tx,
    ticketId: string,
    author: AuthUser,
    body: string,
    stored: StoredFile | null,
    at: Date,
  ) {
    // Messages of one thread keep their order even when two land in the same millisecond.
    const createdAt = sql`GREATEST(${at.toISOString()}::timestamptz,
      (SELECT max(created_at) + interval '1 microsecond' FROM ticket_messages WHERE ticket_id = ${ticketId}))`;
    await tx.insert(ticketMessages).values({
      ticketId,
      authorId: author.id,
      authorRole: author.role,
      body,
      attachmentKey: stored?.key ?? null,
      attachmentMime: stored?.mime ?? null,
      attachmentName: stored?.originalName || (stored ? `attachment.${stored.key.split('.').pop()}` : null),
      attachmentSize: stored?.size ?? null,
      createdAt: createdAt as unknown as Date,
    });
  }

  async function thread(viewer: AuthUser, id: string): Promise<TicketThread> {
    const ticket = await visible(viewer, id);
    return { ticket, messages: await ticketThreadMessages(deps.db, ticket.id) };
  }

  const notifyAdmins = async (
    tx: Tx,
    notice: Extract<NoticeText, { name: 'ticket_opened_admin' | 'ticket_replied_admin' }>,
    ticketId: string,
    at: Date,
  ) =>
    notify(
      tx,
      (await adminIds(tx)).map((userId) => ({
        userId,
        notice,
        link: `/admin/tickets?ticket=${ticketId}`,
        event: 'ticket_opened' as const,
      })),
      at,
    );

  return {
    thread,

    async create(user: AuthUser, req: CreateTicketRequest, file: File | undefined): Promise<TicketThread> {
      const at = deps.now();
      const id = await withUpload(file, (stored) =>
        deps.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(tickets)
            .values({
              userId: user.id,
              subject: req.subject,
              priority: req.priority,
              status: 'open',
              createdAt: at,
              updatedAt: at,
            })
            .returning({ id: tickets.id });
          if (!row) throw new Error('ticket insert returned nothing');
          await addMessage(tx, row.id, user, req.message, stored, at);
          await notifyAdmins(
            tx,
            { name: 'ticket_opened_admin', values: { username: user.username, subject: req.subject } },
            row.id,
            at,
          );
          return row.id;
        }),
      );
      return thread(user, id);
    },

    /**
     * A reply. The investor's reply sets customer-reply (and so reopens a closed ticket); an admin's
     * sets answered and is refused on a closed ticket.
     */
    async reply(viewer: AuthUser, id: string, body: string, file: File | undefined): Promise<TicketThread> {
      const ticket = await visible(viewer, id);
      const asAdmin = viewer.role === 'admin';
      if (asAdmin && ticket.status === 'closed')
        throw conflict('This ticket is closed. The user can reopen it by replying.');
      const at = deps.now();
      const next: TicketStatus = asAdmin ? 'answered' : 'customer-reply';
      await withUpload(file, (stored) =>
        deps.db.transaction(async (tx) => {
          const guard = asAdmin
            ? and(eq(tickets.id, ticket.id), ne(tickets.status, 'closed'))
            : eq(tickets.id, ticket.id);
          const [row] = await tx
            .update(tickets)
            .set({ status: next, closedAt: null, updatedAt: at })
            .where(guard)
            .returning({ id: tickets.id });
          if (!row) throw conflict('This ticket is closed. The user can reopen it by replying.');
          await addMessage(tx, ticket.id, viewer, body, stored, at);
          if (asAdmin) {
            await notify(
              tx,
              {
                userId: ticket.userId,
                notice: { name: 'ticket_answered', values: { subject: ticket.subject } },
                link: `/user/support-tickets/${ticket.id}`,
                event: 'ticket_answered',
              },
              at,
            );
            await mailUser(
              tx,
              ticket.userId,
              'ticket_answered',
              { subject: ticket.subject, link: `/user/support-tickets/${ticket.id}` },
              at,
            );
            await audit(
              tx,
              {
                actorId: viewer.id,
                action: 'ticket.reply',
                targetType: 'ticket',
                targetId: ticket.id,
                before: { status: ticket.status },
                after: { status: next },
              },
              at,
            );
          } else {
            await notifyAdmins(
              tx,
              { name: 'ticket_replied_admin', values: { username: viewer.username, subject: ticket.subject } },
              ticket.id,
              at,
            );
          }
        }),
      );
      return thread(viewer, id);
    },

    /** Closes once; closing a closed ticket is a 409. An admin's close tells the investor. */
    async close(viewer: AuthUser, id: string): Promise<TicketThread> {
      const ticket = await visible(viewer, id);
      const at = deps.now();
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(tickets)
          .set({ status: 'closed', closedAt: at, updatedAt: at })
          .where(and(eq(tickets.id, ticket.id), ne(tickets.status, 'closed')))
          .returning({ id: tickets.id });
        if (!row) throw conflict('This ticket is already closed.');
        if (viewer.role === 'admin') {
          await notify(
            tx,
            {
              userId: ticket.userId,
              notice: { name: 'ticket_closed', values: { subject: ticket.subject } },
              link: `/user/support-tickets/${ticket.id}`,
              event: 'ticket_closed',
            },
            at,
          );
          await audit(
            tx,
            {
              actorId: viewer.id,
              action: 'ticket.close',
              targetType: 'ticket',
              targetId: ticket.id,
              before: { status: ticket.status },
              after: { status: 'closed' },
            },
            at,
          );
        }
      });
      return thread(viewer, id);
    },

    async attachment(viewer: AuthUser, ticketId: string, messageId: string): Promise<Response> {
      const ticket = await visible(viewer, ticketId);
      const [row] = isUuid(messageId)
        ? await deps.db
            .select()
            .from(ticketMessages)
            .where(and(eq(ticketMessages.id, messageId), eq(ticketMessages.ticketId, ticket.id)))
            .limit(1)
        : [];
      if (!row?.attachmentKey || !row.attachmentMime) throw notFound('Attachment not found');
      return fileResponse(
        await deps.storage.read(row.attachmentKey),
        row.attachmentMime,
        row.attachmentName ?? 'attachment',
      );
    },
  };
}
