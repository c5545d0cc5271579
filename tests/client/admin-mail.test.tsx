import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminMail } from '../../src/contract/admin-mail.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });

const mail = (overrides: Partial<AdminMail>): AdminMail => ({
  id: 'm1',
  userId: 'u1',
  to: 'ada@example.com',
  template: 'deposit_approved',
  subject: 'Your deposit of 100.00 USD was approved',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  createdAt: '2026-03-03T07:00:00.000Z',
  sentAt: '2026-03-03T07:00:05.000Z',
  ...overrides,
});

describe('admin mail outbox', () => {
  it('lists mail by status with the failure reason, and resends a failed mail after a confirmation', async () => {
    const failed = mail({
      id: 'm2',
      status: 'failed',
      attempts: 8,
      sentAt: null,
      subject: 'Reset your password',
      template: 'reset_password',
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    let resent = false;
    const seen: string[] = [];
    server.use(
      http.get('*/api/admin/mail', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        seen.push(status ?? 'all');
        const queuedAgain = {
          ...failed,
          status: 'queued' as const,
          attempts: 0,
          nextAttemptAt: '2026-03-03T08:00:00.000Z',
          lastError: failed.lastError,
        };
        const items = status === 'failed' ? (resent ? [] : [failed]) : [mail({}), resent ? queuedAgain : failed];
        return HttpResponse.json({ items, nextCursor: null });
      }),
      http.post('*/api/admin/mail/m2/resend', () => {
        resent = true;
        return HttpResponse.json({
          message: 'The mail is queued to be sent again.',
          mail: { ...failed, status: 'queued', attempts: 0, nextAttemptAt: '2026-03-03T08:00:00.000Z' },
        });
      }),
    );
    const { events } = await renderApp('/admin/mail', { user: admin });
    const list = await screen.findByRole('list', { name: 'Mail outbox' }, { timeout: 3000 });
    expect(within(list).getByText('Your deposit of 100.00 USD was approved')).toBeTruthy();
    expect(within(list).getByText('Sent')).toBeTruthy();
    expect(within(list).getByText('Last error: connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(within(list).getByText(/Gave up after 8 tries/)).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Admin sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('/admin/mail');

    await events.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(seen.at(-1)).toBe('failed'));
    await waitFor(() => expect(screen.queryByText('Your deposit of 100.00 USD was approved')).toBeNull());

    await events.click(screen.getByRole('button', { name: 'Resend "Reset your password" to ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this mail again?' });
    expect(within(dialog).getByTitle('ada@example.com')).toBeTruthy();
    expect(resent).toBe(false);
    await events.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The mail is queued to be sent again.')).toBeTruthy();
    expect(resent).toBe(true);
    expect(await screen.findByText('No mail')).toBeTruthy();
  });

  it('shows the server refusal inside the dialog and keeps it open', async () => {
    server.use(
      http.get('*/api/admin/mail', () => HttpResponse.json({ items: [mail({})], nextCursor: null })),
      http.post('*/api/admin/mail/m1/resend', () =>
        HttpResponse.json(
          { message: 'This mail is still queued; the sender tries it again on its own.', code: 'CONFLICT' },
          { status: 409 },
        ),
      ),
    );
    const { events } = await renderApp('/admin/mail', { user: admin });
    await events.click(await screen.findByRole('button', { name: /^Resend "Your deposit/ }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this mail again?' });
    expect(within(dialog).getByText('Sent (the person gets it twice)')).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(
      await within(dialog).findByText('This mail is still queued; the sender tries it again on its own.'),
    ).toBeTruthy();
  });
});
