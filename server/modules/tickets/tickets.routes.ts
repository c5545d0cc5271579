import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  createTicketSchema,
  TICKET_FILE_FIELD,
  ticketQuerySchema,
  ticketReplySchema,
} from '../../../src/contract/tickets.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { isMultipart, readMultipart } from '../../lib/multipart-form.ts';
import { jsonBody, parseWith, queryParams } from '../../lib/validate.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { createTicketService, ticketPage } from './tickets.service.ts';

/**
 * A ticket body: JSON without a file, or multipart/form-data with the same fields and an optional
 * `attachment`. Fields are validated before the file is looked at, so a bad form stores nothing.
 */
async function ticketBody<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<{ data: z.output<S>; file: File | undefined }> {
  if (!isMultipart(c)) return { data: await jsonBody(c, schema), file: undefined };
  const { fields, files } = await readMultipart(c);
  const data = parseWith(schema, fields);
  const file = files[TICKET_FILE_FIELD];
  // An empty file input still sends a nameless, empty part: that is "no attachment".
  return { data, file: file && (file.size > 0 || file.name) ? file : undefined };
}

const param = (c: Context<AppEnv>, name: string) => c.req.param(name) ?? '';

/** Mounted at /api/tickets: the investor's own tickets; attachments also open for admins. */
export function ticketRoutes(deps: Deps, guards: AuthGuards) {
  const service = createTicketService(deps);
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .get('/', ...asUser, async (c) => {
      const q = queryParams(c, ticketQuerySchema);
      return c.json(
        await ticketPage(deps.db, {
          userId: c.get('user').id,
          status: q.status,
          limit: q.limit,
          after: decodeCursor(q.cursor),
        }),
      );
    })
    .post('/', ...asUser, async (c) => {
      const { data, file } = await ticketBody(c, createTicketSchema);
      return c.json(await service.create(c.get('user'), data, file), 201);
    })
    .get('/:id', ...asUser, async (c) => c.json(await service.thread(c.get('user'), param(c, 'id'))))
    .post('/:id/messages', ...asUser, async (c) => {
      const { data, file } = await ticketBody(c, ticketReplySchema);
      return c.json(await service.reply(c.get('user'), param(c, 'id'), data.message, file), 201);
    })
    .post('/:id/close', ...asUser, async (c) => c.json(await service.close(c.get('user'), param(c, 'id'))))
    .get('/:id/attachments/:messageId', guards.requireUser, async (c) =>
      service.attachment(c.get('user'), param(c, 'id'), param(c, 'messageId')),
    );
}

/** Mounted at /api/admin/tickets: every ticket, reply and close. */
export function adminTicketRoutes(deps: Deps, guards: AuthGuards) {
  const service = createTicketService(deps);
  return new Hono<AppEnv>()
    .use('*', guards.requireUser, guards.requireAdmin)
    .get('/', async (c) => {
      const q = queryParams(c, ticketQuerySchema);
      return c.json(await ticketPage(deps.db, { status: q.status, limit: q.limit, after: decodeCursor(q.cursor) }));
    })
    .get('/:id', async (c) => c.json(await service.thread(c.get('user'), param(c, 'id'))))
    .post('/:id/messages', async (c) => {
      const { data, file } = await ticketBody(c, ticketReplySchema);
      return c.json(await service.reply(c.get('user'), param(c, 'id'), data.message, file), 201);
    })
    .post('/:id/close', async (c) => c.json(await service.close(c.get('user'), param(c, 'id'))));
}
