import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/contract/admin-dashboard.ts';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { makeUser } from './helpers/fixtures.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
// Data, not text: names, emails, codes, currencies and the values the server stores.
// Dates come from the formatter in its own language (English under the pseudo-locale): Mar, AM, UTC.
const DATA = ['WalletInvest', 'boss', 'USD', 'fraud', 'RPC', 'KYC', 'USDT', 'TRON', 'Mar', 'AM', 'PM', 'UTC'];

const dashboard: Dashboard = {
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
};

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

const dashboardHandlers = [
  http.get('*/api/admin/dashboard', () => HttpResponse.json({ data: dashboard })),
  http.get('*/api/admin/audit', () => HttpResponse.json(audit)),
];

/** The page's own text: the admin shell around it (header, sidebar) is another area's. */
const pageOf = (container: HTMLElement) => container.querySelector('main') as HTMLElement;

/** `main` less the blocks other areas render inside it (found by an element of theirs, e.g. a link to their page). */
function withoutOtherAreas(main: HTMLElement, selectors: string[]): HTMLElement {
  const copy = main.cloneNode(true) as HTMLElement;
  for (const selector of selectors) for (const element of copy.querySelectorAll(selector)) element.parentElement?.remove();
  return copy;
}

afterEach(async () => {
  await resetLocale();
  localStorage.clear();
});

describe('admin pages under the pseudo-locale', () => {
  it('the dashboard: figures, chart, profit engine, approvals link and latest actions', async () => {
    server.use(...dashboardHandlers);
    await activatePseudoLocale();
    const { view } = await renderApp('/admin/dashboard', { user: admin });
    await screen.findByText('Ûšéŕ ƀàññéð', {}, { timeout: 3000 });
    await screen.findByRole('img');
    const page = withoutOtherAreas(pageOf(view.container), ['a[href="/admin/proof-of-liabilities"]']);
    expect(untranslatedText(page, DATA)).toEqual([]);
  });

  it('the audit log', async () => {
    server.use(http.get('*/api/admin/audit', () => HttpResponse.json(audit)));
    await activatePseudoLocale();
    const { view } = await renderApp('/admin/audit', { user: admin });
    await screen.findByText('Ûšéŕ ƀàññéð');
    expect(untranslatedText(pageOf(view.container), DATA)).toEqual([]);
  });
});

describe('admin pages in Russian', () => {
  it('the dashboard has a Russian heading and figures', async () => {
    server.use(...dashboardHandlers);
    await activateLocale('ru');
    await renderApp('/admin/dashboard', { user: makeUser({ ...admin, language: 'ru' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Панель администратора' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Показатели платформы' })).toBeTruthy();
  });
});
