import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/contract/admin-dashboard.ts';
import type { AdminTransaction } from '../../src/contract/admin-transactions.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    currency: 'USD',
    generatedAt: '2026-03-03T08:00:00.000Z',
    users: { total: 42, newToday: 3, banned: 1 },
    deposits: { pending: { count: 2, amount: 300 }, approved: { count: 10, amount: 5000 } },
    withdrawals: { pending: null, approved: { count: 1, amount: 75 } },
    investments: { totalInvested: 2500, active: 4 },
    profitPaid: 123.45,
    feeIncome: 67.89,
    kycPending: 5,
    openTickets: null,
    chart: Array.from({ length: 30 }, (_, i) => ({
      day: `2026-03-${String(i + 1).padStart(2, '0')}`,
      deposits: i,
      withdrawals: 0,
      investments: 2 * i,
    })),
    profitEngine: { lastRunAt: null, late: true, expectedEverySeconds: 60 },
    ...overrides,
  };
}

const audit = {
  items: [
    {
      id: 2,
      actor: { id: 'a1', username: 'boss', email: 'boss@example.com' },
      action: 'user.ban',
      targetType: 'user',
      targetId: 'u1234567',
      before: { banned: false },
      after: { banned: true, banReason: 'fraud' },
      reason: 'fraud',
      createdAt: '2026-03-03T07:00:00.000Z',
    },
  ],
  nextCursor: null,
};

describe('admin dashboard', () => {
  it('says a period without money moving is empty, instead of drawing flat lines under a made-up peak', async () => {
    const quiet = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-03-${String(i + 1).padStart(2, '0')}`,
      deposits: 0,
      withdrawals: 0,
      investments: 0,
    }));
    server.use(
      http.get('*/api/admin/dashboard', () => HttpResponse.json({ data: dashboard({ chart: quiet }) })),
      http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
    );
    await renderApp('/admin/dashboard', { user: admin });
    await screen.findByLabelText('Platform figures');
    const panel = screen.getByRole('region', { name: 'Last 30 days' });
    expect(within(panel).getByText('No deposits, withdrawals or investments in this period.')).toBeTruthy();
    expect(within(panel).queryByRole('img')).toBeNull();
    expect(panel.textContent).not.toMatch(/peak|1\.00 USD/);
  });

  it('shows the figures, the chart, the late profit engine, the latest admin actions and a link to Settings', async () => {
    server.use(
      http.get('*/api/admin/dashboard', () => HttpResponse.json({ data: dashboard() })),
      http.get('*/api/admin/audit', () => HttpResponse.json(audit)),
    );
    await renderApp('/admin/dashboard', { user: admin });
    const figures = await screen.findByLabelText('Platform figures', {}, { timeout: 3000 });
    expect(within(figures).getByText('42')).toBeTruthy();
    expect(within(figures).getByText('67.89 USD')).toBeTruthy();
    expect(within(figures).getAllByText('Not available')).toHaveLength(2);
    const chart = screen
      .getByRole('img', { name: 'Deposits, withdrawals and investments per day from Mar 1, 2026 to Mar 30, 2026' })
      .closest('figure') as HTMLElement;
    // Labelled axes: amounts from a round top (the largest day is 58.00) and dates, in the app's formats.
    for (const label of [
      '0.00 USD',
      '50.00 USD',
      '100.00 USD',
      'Mar 1, 2026',
      'Mar 15, 2026',
      'Mar 30, 2026',
      'Amount per day (USD) by date',
    ])
      expect(within(chart).getAllByText(label).length).toBeGreaterThan(0);
    expect(chart.textContent).not.toMatch(/peak/);
    expect(screen.getByText('Profit engine last ran: never')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/profit engine is late/);
    expect(await screen.findByText('User banned')).toBeTruthy();
    expect(screen.getByText('Banned: No → Yes; Ban reason: fraud')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Settings' }).length).toBeGreaterThan(0);
    // Every tile opens the queue or list behind its figure; Settings and Audit log are in the sidebar.
    expect(
      within(figures)
        .getByRole('link', { name: /^Deposits pending/ })
        .getAttribute('href'),
    ).toBe('/admin/deposits?status=pending');
    expect(
      within(figures)
        .getByRole('link', { name: /^Withdrawals paid/ })
        .getAttribute('href'),
    ).toBe('/admin/withdrawals?status=approved');
    expect(
      within(figures)
        .getByRole('link', { name: /^KYC pending/ })
        .getAttribute('href'),
    ).toBe('/admin/kyc-review');
    expect(
      within(figures)
        .getByRole('link', { name: /^Open tickets/ })
        .getAttribute('href'),
    ).toBe('/admin/tickets');
    const sidebar = screen.getByRole('navigation', { name: 'Admin sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/admin/settings');
    expect(within(sidebar).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/admin/audit');
  });
});

describe('admin transactions', () => {
  it('filters through the URL, shows totals for the filter and pages', async () => {
    const tx = (id: string): AdminTransaction => ({
      id,
      reference: `TRX${id}`,
      type: 'send_money',
      description: 'Transfer',
      status: 'completed',
      amount: 50,
      charge: 1,
      userId: 'u1',
      username: 'alice',
      counterpartyUserId: 'u2',
      counterpartyUsername: 'bob',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    const seen: string[] = [];
    server.use(
      http.get('*/api/admin/transactions', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.search);
        const cursor = url.searchParams.get('cursor');
        return HttpResponse.json({
          items: [tx(cursor ? 'B' : 'A')],
          nextCursor: cursor ? null : 'c1',
          totals: { count: 2, amount: 100, charge: 2 },
        });
      }),
    );
    const { events, router } = await renderApp('/admin/transactions?type=send_money', { user: admin });
    const table = await screen.findByRole('table', { name: 'Transactions' }, { timeout: 3000 });
    expect(within(table).getByText('TRXA')).toBeTruthy();
    // The table's scroll region is a named keyboard stop (axe: scrollable-region-focusable).
    const region = screen.getByRole('region', { name: 'Transactions table' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.contains(table)).toBe(true);
    expect(screen.getByText('2 transactions · amount 100.00 USD · charges 2.00 USD')).toBeTruthy();
    expect(seen[0]).toContain('type=send_money');

    await events.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('TRXB')).toBeTruthy();

    await events.type(screen.getByLabelText('User'), 'alice');
    await events.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'send_money', user: 'alice' }));
    await waitFor(() => expect(seen.at(-1)).toContain('user=alice'));
  });
});
