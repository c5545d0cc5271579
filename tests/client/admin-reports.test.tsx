import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MonthReport } from '../../src/contract/admin-reports.ts';
import type { Statement } from '../../src/contract/statements.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
const thisMonth = new Date().toISOString().slice(0, 7);

const report = (month: string, overrides: Partial<MonthReport> = {}): MonthReport => ({
  platform: 'WalletInvest',
  month,
  period: { start: `${month}-01T00:00:00.000Z`, end: `${month}-01T00:00:00.000Z`, timeZone: 'UTC', label: month },
  deposits: { count: 3, amount: 1500, fees: 15 },
  withdrawals: {
    requested: { count: 1, amount: 200 },
    refunded: { count: 0, amount: 0 },
    paid: { count: 1, amount: 200, fees: 4 },
  },
  fees: 27.5,
  profitPaid: 88.25,
  referralPaid: 12,
  bonusesPaid: 0,
  earlyExits: { count: 1, returned: 95, penalties: 5 },
  liabilities: {
    opening: 10_000,
    closing: 11_354.75,
    movements: [
      { type: 'deposit', amount: 1485 },
      { type: 'withdraw', amount: -200 },
    ],
    reconciled: true,
  },
  held: { investments: 2500, withdrawalsPayable: 0 },
  cachedBalances: { total: 11_354.75, ledger: 11_354.75, matches: true },
  generatedAt: '2026-04-02T10:00:00.000Z',
  ...overrides,
});

describe('admin reports', () => {
  it('shows the platform month from the sidebar, reconciled, and follows the chosen month', async () => {
    const months: string[] = [];
    server.use(
      http.get('*/api/admin/reports/monthly', ({ request }) => {
        const month = new URL(request.url).searchParams.get('month') ?? '';
        months.push(month);
        return HttpResponse.json(
          month === '2026-02'
            ? report(month, { liabilities: { ...report(month).liabilities, reconciled: false } })
            : report(month),
        );
      }),
    );
    const { events } = await renderApp('/admin/reports', { user: admin });
    const sidebar = await screen.findByRole('navigation', { name: 'Admin sidebar' }, { timeout: 3000 });
    expect(within(sidebar).getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/admin/reports');
    const money = await screen.findByRole('region', { name: 'Money in and out' }, { timeout: 3000 });
    expect(within(money).getByText('1,500.00 USD (3)')).toBeTruthy();
    expect(within(money).getByText('27.50 USD')).toBeTruthy();
    expect(within(money).getByText('88.25 USD')).toBeTruthy();
    const owed = screen.getByRole('region', { name: 'Liabilities to users' });
    expect(within(owed).getByText('11,354.75 USD')).toBeTruthy();
    expect(within(owed).getByRole('status').textContent).toContain('Reconciled: opening + movements = closing.');
    expect(months).toEqual([thisMonth]);

    const field = screen.getByLabelText('Month (UTC)');
    await events.clear(field);
    await events.type(field, '2026-02');
    await waitFor(() => expect(months.at(-1)).toBe('2026-02'));
    expect(
      await within(screen.getByRole('region', { name: 'Liabilities to users' })).findByText(/Not reconciled/),
    ).toBeTruthy();
  });

  it('says when the report cannot load and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/api/admin/reports/monthly', () =>
        fail
          ? HttpResponse.json({ message: 'Access denied', code: 'STAFF_PERMISSION_REQUIRED' }, { status: 403 })
          : HttpResponse.json(report(thisMonth)),
      ),
    );
    const { events } = await renderApp('/admin/reports', { user: admin });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Access denied');
    fail = false;
    await events.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Money in and out' })).toBeTruthy();
  });

  it("gives an investor's statement on their page, asked only when the admin wants it", async () => {
    const asked: string[] = [];
    const statement: Statement = {
      platform: 'WalletInvest',
      holder: { name: 'Jane Doe', email: 'jane@example.com', username: 'jane' },
      wallet: { type: 'main', name: 'Main Wallet', currency: 'USD' },
      period: {
        from: '2026-03-01',
        to: '2026-03-31',
        start: '2026-03-01T00:00:00.000Z',
        end: '2026-04-01T00:00:00.000Z',
        timeZone: 'UTC',
        label: 'March 2026',
      },
      openingBalance: 0,
      closingBalance: 120.5,
      totals: { in: 120.5, out: 0, fees: 0, movements: 1 },
      movements: [],
      generatedAt: '2026-04-02T10:00:00.000Z',
    };
    server.use(
      http.get('*/api/admin/users/u1', () =>
        HttpResponse.json({ message: 'User not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
      http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.get('*/api/admin/users/u1/statements', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(statement);
      }),
      http.get('*/api/admin/users/u1/statements/yearly', () => {
        asked.push('yearly');
        return HttpResponse.json({
          platform: 'WalletInvest',
          holder: statement.holder,
          currency: 'USD',
          timeZone: 'UTC',
          years: [],
        });
      }),
    );
    const { events } = await renderApp('/admin/users/u1', { user: admin });
    const panel = await screen.findByRole('region', { name: 'Statements' }, { timeout: 3000 });
    expect(asked).toEqual([]);
    await events.selectOptions(within(panel).getByLabelText('Period'), 'range');
    const from = within(panel).getByLabelText('From');
    await events.clear(from);
    await events.type(from, '2026-03-01');
    const to = within(panel).getByLabelText('To');
    await events.clear(to);
    await events.type(to, '2026-03-31');
    await events.click(within(panel).getByRole('button', { name: 'Show figures' }));
    expect(await within(panel).findAllByText('120.50 USD')).not.toHaveLength(0);
    expect(asked).toEqual(['?wallet=main&from=2026-03-01&to=2026-03-31']);
    await events.click(screen.getByRole('button', { name: 'Show yearly summary' }));
    expect(await screen.findByText('No movements yet, so there is nothing to summarise.')).toBeTruthy();
  });
});
