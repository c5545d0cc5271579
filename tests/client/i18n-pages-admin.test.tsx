import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/contract/settings.ts';
import { activateLocale, translate } from '../../src/lib/i18n/i18n.ts';
import { makeUser } from './helpers/fixtures.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import {
  admin,
  approval,
  audit,
  DATA,
  dashboardHandlers,
  jane,
  janeDetail,
  onchainPayment,
  onchainWatcher,
  WAIT,
} from './helpers/fixtures-admin.ts';

// Words other areas add around this area's text: the shared table names its scroll region "<label> table".
const OTHER_AREAS = ['table'];
const untranslated = (root: HTMLElement) => untranslatedText(root, [...DATA, ...OTHER_AREAS]);

/** The page's own text: the admin shell around it (header, sidebar) is another area's. */
const pageOf = (container: HTMLElement) => container.querySelector('main') as HTMLElement;

/** `main` less the blocks other areas render inside it (found by an element of theirs, e.g. a link to their page). */
function withoutOtherAreas(main: HTMLElement, selectors: string[]): HTMLElement {
  const copy = main.cloneNode(true) as HTMLElement;
  for (const selector of selectors)
    for (const element of copy.querySelectorAll(selector)) element.parentElement?.remove();
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
    await screen.findByText('Ûšéŕ ƀàññéð', {}, WAIT);
    await screen.findByRole('img', {}, WAIT);
    const page = withoutOtherAreas(pageOf(view.container), ['a[href="/admin/proof-of-liabilities"]']);
    expect(untranslated(page)).toEqual([]);
  });

  it('the audit log', async () => {
    server.use(http.get('*/api/admin/audit', () => HttpResponse.json(audit)));
    await activatePseudoLocale();
    const { view } = await renderApp('/admin/audit', { user: admin });
    await screen.findByText('Ûšéŕ ƀàññéð', {}, WAIT);
    expect(untranslated(pageOf(view.container))).toEqual([]);
  });
  it('the users list with its filters', async () => {
    server.use(http.get('*/api/admin/users', () => HttpResponse.json({ items: [jane], nextCursor: null })));
    await activatePseudoLocale();
    const { view } = await renderApp('/admin/users', { user: admin });
    await screen.findByText('Jane Doe (@jane)', {}, WAIT);
    expect(untranslated(pageOf(view.container))).toEqual([]);
  });

  it('the user detail: profile, wallets, balance, ban, permissions, support view, referrals, activity', async () => {
    server.use(
      http.get('*/api/admin/users/u1', () => HttpResponse.json({ data: janeDetail })),
      http.get('*/api/admin/audit', () => HttpResponse.json(audit)),
    );
    await activatePseudoLocale();
    const { view } = await renderApp('/admin/users/u1', { user: admin });
    await screen.findByText('Gold plan', {}, WAIT);
    await screen.findByText('Ûšéŕ ƀàññéð', {}, WAIT);
    // The statement and yearly documents are the statements area's (shared with the investor's pages).
    // The Statements panel's body is the statements area's (the same view as the investor's): its heading is ours.
    const page = pageOf(view.container).cloneNode(true) as HTMLElement;
    const yearly = [...page.querySelectorAll('button')].find(
      (b) => b.textContent === translate('admin.reports.showYearly'),
    );
    const statements = yearly?.closest('section')?.previousElementSibling;
    for (const child of [...(statements?.children ?? [])].slice(1)) child.remove();
    expect(statements).toBeTruthy();
    expect(untranslated(page)).toEqual([]);
  });

  it('the approvals queue: theirs with Approve and Reject, one of mine, and the approve confirmation', async () => {
    const items = [
      approval({}),
      approval({ id: 'ap2', requestedBy: { id: 'a1', email: 'boss@example.com', name: 'Boss' } }),
    ];
    server.use(http.get('*/api/admin/approvals', () => HttpResponse.json({ items, pending: items.length })));
    await activatePseudoLocale();
    const { view, events } = await renderApp('/admin/approvals', { user: admin });
    const list = await screen.findByRole('list', { name: translate('admin.approvals.list') }, WAIT);
    expect(untranslated(pageOf(view.container))).toEqual([]);
    await events.click(within(list).getAllByRole('button')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    // The confirmation restates the server's summary word by word (one element per word, for wrapping).
    const summaryWords = ['Add', 'to', 'the', 'Main', 'Wallet', 'of'];
    expect(untranslatedText(dialog, [...DATA, ...summaryWords])).toEqual([]);
  });

  it('the transactions console: filters, totals and table', async () => {
    const item = {
      id: 'A',
      reference: 'TRXA',
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
    };
    server.use(
      http.get('*/api/admin/transactions', () =>
        HttpResponse.json({ items: [item], nextCursor: null, totals: { count: 1, amount: 50, charge: 1 } }),
      ),
    );
    await activatePseudoLocale();
    const { view } = await renderApp('/admin/transactions', { user: admin });
    await screen.findByText('TRXA', {}, WAIT);
    expect(untranslated(pageOf(view.container))).toEqual([]);
  });

  it('the settings: every group, field, unit and help line', async () => {
    server.use(http.get('*/api/admin/settings', () => HttpResponse.json({ data: DEFAULT_SETTINGS })));
    await activatePseudoLocale();
    const { view } = await renderApp('/admin/settings', { user: admin });
    await screen.findByRole('form', { name: translate('admin.settings.form') }, WAIT);
    // The badge ladder below is the badges area's: its heading and intro are ours.
    const page = pageOf(view.container).cloneNode(true) as HTMLElement;
    const badges = page.querySelector('[aria-labelledby="badges-title"]');
    for (const child of [...(badges?.children ?? [])].slice(2)) child.remove();
    expect(badges).toBeTruthy();
    expect(untranslated(page)).toEqual([]);
  });

  it('the staff page: the team, roles, the invitation form and a role change confirmation', async () => {
    const base = { username: 'x', active: true, twoFactorEnabled: true, createdAt: '2026-03-01T00:00:00.000Z' };
    const team = [
      { ...base, id: 'a1', email: 'boss@example.com', firstName: 'Bo', lastName: 'Ss', role: 'owner' },
      {
        ...base,
        id: 'a2',
        email: 'fiona@example.com',
        firstName: 'Fiona',
        lastName: 'Nance',
        role: 'finance',
        twoFactorEnabled: false,
      },
    ];
    server.use(http.get('*/api/admin/staff', () => HttpResponse.json({ data: team })));
    await activatePseudoLocale();
    const { view, events } = await renderApp('/admin/staff', { user: admin });
    const list = await screen.findByRole('list', { name: translate('admin.staff.team') }, WAIT);
    expect(untranslated(pageOf(view.container))).toEqual([]);
    const roles = within(list).getAllByRole('combobox');
    await events.selectOptions(roles[1] as HTMLElement, 'compliance');
    expect(untranslated(await screen.findByRole('dialog'))).toEqual([]);
  });

  it('the on-chain page: chain watcher and a payment to review', async () => {
    server.use(
      http.get('*/api/admin/onchain/watchers', () => HttpResponse.json([onchainWatcher])),
      http.get('*/api/admin/onchain/payments', () => HttpResponse.json([onchainPayment])),
    );
    await activatePseudoLocale();
    const { view } = await renderApp('/admin/onchain', { user: admin });
    await screen.findByRole('list', { name: translate('admin.onchain.payments') }, WAIT);
    await screen.findByRole('list', { name: translate('admin.onchain.watchers') }, WAIT);
    expect(untranslated(pageOf(view.container))).toEqual([]);
  });
});

describe('admin pages in Russian', () => {
  it('the dashboard has a Russian heading and figures', async () => {
    server.use(...dashboardHandlers);
    await activateLocale('ru');
    await renderApp('/admin/dashboard', { user: makeUser({ ...admin, language: 'ru' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Панель администратора' }, WAIT)).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Показатели платформы' }, WAIT)).toBeTruthy();
  });
});
