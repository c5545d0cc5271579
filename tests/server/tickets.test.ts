import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../server/db/schema.ts';
import { ticketMessages } from '../../server/db/schema-tickets.ts';
import type { Ticket, TicketThread } from '../../src/contract/tickets.ts';
import { loginAdmin, registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let ctx: TestContext;
let alice: Session;
let bob: Session;
let admin: Session;
beforeEach(async () => {
  ctx = await resetDatabase();
  alice = await registerUser(ctx.app);
  bob = await registerUser(ctx.app);
  admin = await loginAdmin(ctx.app);
});

const open = (
  token: string,
  body: Record<string, unknown> = { subject: 'Cannot withdraw', priority: 'high', message: 'It fails.' },
) => call<TicketThread>(ctx.app, 'POST', '/api/tickets', { token, body });

async function multipart(path: string, token: string, fields: Record<string, string>, file?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('attachment', file);
  const res = await ctx.app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as TicketThread & { message?: string } };
}

const notesOf = async (userId: string) =>
  (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.message);

describe('support tickets', () => {
  it('opens a ticket (JSON), goes back and forth with the right statuses and notifications, closes and reopens', async () => {
    const created = await open(alice.token);
    expect(created.status).toBe(201);
    expect(created.body.ticket).toMatchObject({
      subject: 'Cannot withdraw',
      priority: 'high',
      status: 'open',
      email: alice.user.email,
    });
    expect(created.body.messages).toEqual([
      expect.objectContaining({ author: 'user', body: 'It fails.', attachment: null }),
    ]);
    const id = created.body.ticket.id;
    expect(await notesOf(admin.user.id)).toEqual([`New support ticket from ${alice.user.username}: Cannot withdraw`]);

    const reply = await call<TicketThread>(ctx.app, 'POST', `/api/admin/tickets/${id}/messages`, {
      token: admin.token,
      body: { message: 'Which wallet?' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.ticket.status).toBe('answered');
    expect(reply.body.messages.at(-1)).toMatchObject({ author: 'admin', authorName: 'Support', body: 'Which wallet?' });
    expect(await notesOf(alice.user.id)).toEqual(['Support replied to your ticket: Cannot withdraw']);

    const back = await call<TicketThread>(ctx.app, 'POST', `/api/tickets/${id}/messages`, {
      token: alice.token,
      body: { message: 'Main.' },
    });
    expect(back.body.ticket.status).toBe('customer-reply');
    expect(back.body.messages.map((m) => m.body)).toEqual(['It fails.', 'Which wallet?', 'Main.']);
    expect(await notesOf(admin.user.id)).toHaveLength(2);

    const closed = await call<TicketThread>(ctx.app, 'POST', `/api/admin/tickets/${id}/close`, { token: admin.token });
    expect(closed.body.ticket.status).toBe('closed');
    expect((await call(ctx.app, 'POST', `/api/admin/tickets/${id}/close`, { token: admin.token })).status).toBe(409);
    expect((await call(ctx.app, 'POST', `/api/tickets/${id}/close`, { token: alice.token })).status).toBe(409);
    expect(
      (
        await call(ctx.app, 'POST', `/api/admin/tickets/${id}/messages`, {
          token: admin.token,
          body: { message: 'late' },
        })
      ).status,
    ).toBe(409);
    expect(await notesOf(alice.user.id)).toContain('Your ticket was closed: Cannot withdraw');

    const reopened = await call<TicketThread>(ctx.app, 'POST', `/api/tickets/${id}/messages`, {
      token: alice.token,
      body: { message: 'Still broken' },
    });
    expect(reopened.body.ticket.status).toBe('customer-reply');
    const userClose = await call<TicketThread>(ctx.app, 'POST', `/api/tickets/${id}/close`, { token: alice.token });
    expect(userClose.body.ticket.status).toBe('closed');

    const audits = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['ticket.close', 'ticket.reply']);
  });

  it('lists own tickets only, by status, newest first; admins list every ticket', async () => {
    const a1 = (await open(alice.token, { subject: 'First one', priority: 'low', message: 'a' })).body.ticket.id;
    await open(alice.token, { subject: 'Second one', priority: 'medium', message: 'b' });
    await open(bob.token, { subject: 'Bobs issue', priority: 'low', message: 'c' });
    await call(ctx.app, 'POST', `/api/admin/tickets/${a1}/messages`, { token: admin.token, body: { message: 'ok' } });

    const mine = await call<{ items: Ticket[]; nextCursor: string | null }>(ctx.app, 'GET', '/api/tickets', {
      token: alice.token,
    });
    expect(mine.body.items.map((t) => t.subject)).toEqual(['Second one', 'First one']);
    const answered = await call<{ items: Ticket[] }>(ctx.app, 'GET', '/api/tickets?status=answered', {
      token: alice.token,
    });
    expect(answered.body.items.map((t) => t.subject)).toEqual(['First one']);
    const all = await call<{ items: Ticket[] }>(ctx.app, 'GET', '/api/admin/tickets?status=open', {
      token: admin.token,
    });
    expect(all.body.items.map((t) => t.subject)).toEqual(['Bobs issue', 'Second one']);
    const paged = await call<{ items: Ticket[]; nextCursor: string | null }>(
      ctx.app,
      'GET',
      '/api/admin/tickets?limit=2',
      { token: admin.token },
    );
    const rest = await call<{ items: Ticket[]; nextCursor: string | null }>(
      ctx.app,
      'GET',
      `/api/admin/tickets?limit=2&cursor=${paged.body.nextCursor}`,
      { token: admin.token },
    );
    expect([...paged.body.items, ...rest.body.items].map((t) => t.subject)).toEqual([
      'Bobs issue',
      'Second one',
      'First one',
    ]);
    expect((await call(ctx.app, 'GET', '/api/admin/tickets?status=pending', { token: admin.token })).status).toBe(400);
  });

  it("hides another user's ticket (404) and keeps the admin API for admins", async () => {
    const id = (await open(alice.token)).body.ticket.id;
    expect((await call(ctx.app, 'GET', `/api/tickets/${id}`, { token: bob.token })).status).toBe(404);
    expect(
      (await call(ctx.app, 'POST', `/api/tickets/${id}/messages`, { token: bob.token, body: { message: 'hi' } }))
        .status,
    ).toBe(404);
    expect((await call(ctx.app, 'POST', `/api/tickets/${id}/close`, { token: bob.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/tickets/not-a-uuid', { token: alice.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', `/api/admin/tickets/${id}`, { token: alice.token })).status).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/tickets', { token: admin.token })).status).toBe(403);
    expect((await call(ctx.app, 'GET', `/api/admin/tickets/${id}`, { token: admin.token })).status).toBe(200);
  });

  it('validates fields', async () => {
    const bad = await open(alice.token, { subject: 'x', priority: 'urgent', message: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as unknown as { errors: Record<string, string> }).errors).sort()).toEqual([
      'message',
      'priority',
      'subject',
    ]);
    expect(
      (await open(alice.token, { subject: 'Fine subject', priority: 'low', message: 'ok', status: 'closed' })).status,
    ).toBe(400);
  });

  it('takes an optional attachment over multipart, served to the owner and admins only', async () => {
    const res = await multipart(
      '/api/tickets',
      alice.token,
      { subject: 'Screenshot', priority: 'medium', message: 'See image' },
      new File([PNG], 'shot.png'),
    );
    expect(res.status).toBe(201);
    const att = res.body.messages[0]?.attachment;
    expect(att).toMatchObject({ name: 'shot.png', mime: 'image/png', size: PNG.length });
    const get = (token: string) => ctx.app.request(att?.url ?? '', { headers: { authorization: `Bearer ${token}` } });
    const owner = await get(alice.token);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toBe('image/png');
    expect((await get(admin.token)).status).toBe(200);
    expect((await get(bob.token)).status).toBe(404);

    const noFile = await multipart('/api/tickets', alice.token, {
      subject: 'No file',
      priority: 'low',
      message: 'plain',
    });
    expect(noFile.status).toBe(201);
    expect(noFile.body.messages[0]?.attachment).toBeNull();

    const fake = await multipart(
      `/api/tickets/${res.body.ticket.id}/messages`,
      alice.token,
      { message: 'x' },
      new File(['MZ...'], 'virus.png'),
    );
    expect(fake.status).toBe(415);
    const badFields = await multipart(
      '/api/tickets',
      alice.token,
      { subject: '', priority: 'low', message: 'x' },
      new File([PNG], 'a.png'),
    );
    expect(badFields.status).toBe(400);
    const rows = await ctx.deps.db.select().from(ticketMessages);
    expect(rows).toHaveLength(2);

    const adminReply = await multipart(
      `/api/admin/tickets/${res.body.ticket.id}/messages`,
      admin.token,
      { message: 'Here is a guide' },
      new File([PNG], 'guide.png'),
    );
    expect(adminReply.status).toBe(201);
    const adminAtt = adminReply.body.messages.at(-1)?.attachment;
    expect(
      (await ctx.app.request(adminAtt?.url ?? '', { headers: { authorization: `Bearer ${alice.token}` } })).status,
    ).toBe(200);
  });
});
