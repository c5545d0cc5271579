import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Ticket, TicketMessage, TicketThread } from '../../src/contract/tickets.ts';
import { makeUser } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));

function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 't1',
    subject: 'Cannot withdraw',
    priority: 'high',
    status: 'open',
    userId: 'u1',
    username: 'jane',
    email: 'jane@example.com',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
function message(overrides: Partial<TicketMessage> = {}): TicketMessage {
  return {
    id: 'm1',
    author: 'user',
    authorName: 'Jane Doe',
    body: 'It fails.',
    attachment: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('support tickets', () => {
  it('lists tickets by status and opens a new one (JSON without a file), then shows its thread', async () => {
    const statuses: (string | null)[] = [];
    let created: unknown = null;
    const thread: TicketThread = {
      ticket: ticket({ id: 't9', subject: 'New problem', priority: 'low' }),
      messages: [message({ body: 'Details here' })],
    };
    server.use(
      wallets,
      http.get('*/api/tickets', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        statuses.push(status);
        const items = status === 'closed' ? [] : [ticket()];
        return HttpResponse.json({ items, nextCursor: null });
      }),
      http.post('*/api/tickets', async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^application\/json/);
        created = await request.json();
        return HttpResponse.json(thread, { status: 201 });
      }),
      http.get('*/api/tickets/t9', () => HttpResponse.json(thread)),
    );
    const { events, router } = await renderApp('/user/support-tickets', { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(list).getByRole('link', { name: 'Cannot withdraw' }).getAttribute('href')).toBe(
      '/user/support-tickets/t1',
    );
    expect(within(list).getByText('Open')).toBeTruthy();
    await events.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(await screen.findByText('No tickets yet')).toBeTruthy();
    expect(statuses).toEqual(['all', 'closed']);

    await events.click(screen.getByRole('button', { name: 'New Ticket' }));
    const create = screen.getByRole('button', { name: 'Create Ticket' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await events.type(screen.getByLabelText('Subject'), 'New problem');
    await events.selectOptions(screen.getByLabelText('Priority'), 'low');
    await events.type(screen.getByLabelText('Message'), 'Details here');
    await events.click(create);
    await waitFor(() => expect(currentPath(router)).toBe('/user/support-tickets/t9'));
    expect(created).toEqual({ subject: 'New problem', priority: 'low', message: 'Details here' });
    expect(await screen.findByText('Details here')).toBeTruthy();
  });

  it('replies in the thread, closes it, and a closed ticket can be reopened by replying', async () => {
    let current: TicketThread = {
      ticket: ticket({ status: 'answered' }),
      messages: [message(), message({ id: 'm2', author: 'admin', authorName: 'Support', body: 'Which wallet?' })],
    };
    server.use(
      wallets,
      http.get('*/api/tickets/t1', () => HttpResponse.json(current)),
      http.post('*/api/tickets/t1/messages', async ({ request }) => {
        const body = (await request.json()) as { message: string };
        current = {
          ticket: ticket({ status: 'customer-reply' }),
          messages: [...current.messages, message({ id: 'm3', body: body.message })],
        };
        return HttpResponse.json(current, { status: 201 });
      }),
      http.post('*/api/tickets/t1/close', () => {
        current = { ...current, ticket: ticket({ status: 'closed' }) };
        return HttpResponse.json(current);
      }),
    );
    const { events } = await renderApp('/user/support-tickets/t1', { user: makeUser() });
    const thread = await screen.findByRole('region', { name: 'Ticket Cannot withdraw' });
    expect(within(thread).getByText('Which wallet?')).toBeTruthy();
    expect(within(thread).getByText('Answered')).toBeTruthy();
    await events.type(within(thread).getByLabelText('Reply'), 'Main wallet');
    await events.click(within(thread).getByRole('button', { name: 'Send Reply' }));
    expect(await within(thread).findByText('Main wallet')).toBeTruthy();
    expect(within(thread).getByText('Customer reply')).toBeTruthy();
    await events.click(within(thread).getByRole('button', { name: 'Close Ticket' }));
    expect(await within(thread).findByText('Closed')).toBeTruthy();
    expect(within(thread).getByText('This ticket is closed. Replying reopens it.')).toBeTruthy();
  });

  it("shows the server's message when another user's ticket is asked for", async () => {
    server.use(
      wallets,
      http.get('*/api/tickets/zz', () =>
        HttpResponse.json({ message: 'Ticket not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    await renderApp('/user/support-tickets/zz', { user: makeUser() });
    expect(await screen.findByText('Ticket not found')).toBeTruthy();
  });
});
