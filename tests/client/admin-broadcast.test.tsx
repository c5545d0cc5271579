import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from './helpers/render-app.tsx';
import { makeUser } from './helpers/fixtures.ts';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'admin', email: 'admin@example.com' });

function handlers(sent: unknown[]) {
  return [
    http.get('*/api/admin/notifications/sent', () => HttpResponse.json({ items: [], nextCursor: null })),
    http.get('*/api/admin/notifications/audience', () => HttpResponse.json({ investors: 1234 })),
    http.post('*/api/admin/notifications', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        {
          message: 'Notification sent to 1234 users',
          broadcast: {
            id: 'b1',
            audience: 'all',
            userId: null,
            userEmail: null,
            message: 'Markets close early on Friday',
            link: '/user/market',
            recipients: 1234,
            sentBy: 'admin',
            createdAt: '2026-11-25T10:00:00.000Z',
          },
        },
        { status: 201 },
      );
    }),
  ];
}

describe('admin broadcast', () => {
  it('previews message, link, channels and the number of investors, and sends only after the confirmation', async () => {
    const sent: unknown[] = [];
    server.use(...handlers(sent));
    const { events } = await renderApp('/admin/notifications', { user: admin });
    const form = await screen.findByRole('form', { name: 'Send notification' }, { timeout: 3000 });
    await events.type(within(form).getByLabelText('Message'), 'Markets close early on Friday');
    await events.type(within(form).getByLabelText(/^Link/), '/user/market');
    await events.click(within(form).getByRole('button', { name: 'Preview and send' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent).toEqual([]);
    const rows = Object.fromEntries(
      [...dialog.querySelectorAll('dl > div')].map((d) => [
        d.querySelector('dt')?.textContent,
        d.querySelector('dd')?.textContent,
      ]),
    );
    expect(rows).toMatchObject({
      'Sent as': 'News',
      Message: 'Markets close early on Friday',
      Link: '/user/market',
      Channels: expect.stringContaining('e-mail'),
      Recipients: 'All investors: 1,234 people',
    });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await events.click(within(form).getByRole('button', { name: 'Preview and send' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send Notification' }));
    await waitFor(() =>
      expect(sent).toEqual([{ message: 'Markets close early on Friday', link: '/user/market', all: true }]),
    );
    expect(await screen.findByText('Notification sent to 1234 users.')).toBeTruthy();
  });
});
