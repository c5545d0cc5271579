import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminDeposit, DepositMethod } from '../../src/contract/deposits.ts';
import { activateLocale, translate } from '../../src/lib/i18n/i18n.ts';
import { fullText, makeUser } from './helpers/fixtures.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

// A loaded machine renders the admin pages slowly: generous waits, no sleeps.
const WAIT = { timeout: 8000 };
const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
// Data, not text: references, names, e-mails, currencies, the server's own sentences, and the
// formatter's date words (English under the pseudo-locale).
const DATA = [
  'This deposit has already been reviewed',
  'Bank transfer',
  'Tether',
  'USDT',
  'TRC20',
  'USD',
  'jane',
  'omar',
  'example',
  'com',
  'Mar',
  'AM',
  'PM',
  'DEP',
];
// Words other areas add around this area's text: the shared table names its scroll region "<label> table".
const OTHER_AREAS = ['table'];
const untranslated = (root: Element) => untranslatedText(root as HTMLElement, [...DATA, ...OTHER_AREAS]);

function deposit(n: number, email: string, status: AdminDeposit['status'] = 'pending'): AdminDeposit {
  return {
    id: `d${n}`,
    reference: `DEP${String(n).padStart(8, '0')}`,
    methodId: 'm-bank',
    methodName: 'Bank transfer',
    kind: 'manual',
    currency: 'USD',
    network: '',
    address: '',
    instructions: 'IBAN',
    rate: '1',
    payAmount: '100.00',
    amount: 100,
    charge: 1,
    receiveAmount: 99,
    transactionHash: null,
    hasProof: false,
    proofName: null,
    status,
    rejectionReason: null,
    createdAt: `2026-03-0${(n % 9) + 1}T10:00:00.000Z`,
    reviewedAt: null,
    user: { id: `u${n}`, email, username: email.split('@')[0] ?? '' },
  };
}

const method = (overrides: Partial<DepositMethod>): DepositMethod => ({
  id: 'm1',
  name: 'Tether',
  kind: 'crypto',
  currency: 'USDT',
  network: 'TRC20',
  address: 'T1',
  instructions: '',
  min: 10,
  max: 5000,
  chargeFixed: 1,
  chargePercent: 0.5,
  rate: '1',
  decimals: 2,
  active: true,
  ...overrides,
});

function depositPage(items: AdminDeposit[], methods: DepositMethod[] = []) {
  server.use(
    http.get('*/api/admin/deposit-queue', () => HttpResponse.json({ items, nextCursor: null })),
    http.get('*/api/admin/deposit-methods', () => HttpResponse.json(methods)),
    http.get('*/api/admin/deposit-methods/kinds', () =>
      HttpResponse.json(['crypto', 'manual'].map((kind) => ({ kind, available: true, reason: null }))),
    ),
    http.post('*/api/admin/deposits/bulk-approve', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: string[] };
      return HttpResponse.json({
        message: '0 approved, 1 not approved',
        approved: 0,
        failed: ids.length,
        results: ids.map((id) => ({ id, ok: false, status: 409, code: 'CONFLICT', message: DATA[0] })),
      });
    }),
  );
}

/**
 * The queue's own drawing: its columns, the bulk bar and the refused list. The decision buttons of a
 * pending row are the feature's (its Actions), so they are left out; a decided row's status stays.
 */
function queueOf(section: Element): Element {
  const copy = section.cloneNode(true) as Element;
  copy.querySelector('[role="search"]')?.remove();
  for (const row of copy.querySelectorAll('tbody tr')) {
    const decision = row.lastElementChild;
    if (decision?.querySelector('button')) decision.remove();
  }
  return copy;
}

afterEach(async () => {
  // Unmounted first: a language change reloads the lists, and the page's handlers are gone by then.
  cleanup();
  await resetLocale();
  localStorage.clear();
});

describe('admin queues under the pseudo-locale', () => {
  it('the deposit review queue: columns, a decided row, the bulk bar, its confirmation and the refused list', async () => {
    depositPage([deposit(1, 'jane@example.com'), deposit(2, 'omar@example.com', 'approved')]);
    await activatePseudoLocale();
    const { events } = await renderApp('/admin/deposits', { user: admin });
    const table = await screen.findByRole('table', { name: translate('deposit.log.list') }, WAIT);
    const section = table.closest('section') as HTMLElement;
    expect(within(table).getByText(translate('admin.queue.col.decision'))).toBeTruthy();
    await events.click(
      within(section).getByRole('checkbox', {
        name: translate('admin.queue.selectRow', { kind: 'deposit', noun: 'deposit', reference: 'DEP00000001' }),
      }),
    );
    expect(untranslated(queueOf(section))).toEqual([]);

    await events.click(
      within(section).getByRole('button', { name: translate('admin.bulk.approveSelected', { count: 1 }) }),
    );
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(translate('admin.bulk.total'))).toBeTruthy();
    expect(untranslated(dialog)).toEqual([]);

    await events.click(
      within(dialog).getByRole('button', { name: translate('admin.bulk.approveDeposits', { count: 1 }) }),
    );
    const refused = await within(section).findByRole('alert', {}, WAIT);
    expect(refused.textContent).toContain('DEP00000001');
    expect(untranslated(queueOf(section))).toEqual([]);
  });

  it('the deposit methods list and the limit fields of its form', async () => {
    depositPage([], [method({}), method({ id: 'm2', name: 'Bank transfer', kind: 'manual', active: false })]);
    await activatePseudoLocale();
    const { events } = await renderApp('/admin/deposits', { user: admin });
    const add = await screen.findByRole('button', { name: translate('admin.methods.add') }, WAIT);
    const list = add.closest('section') as HTMLElement;
    await within(list).findByText(translate('admin.methods.inactive'), {}, WAIT);
    // The list's title and empty text are the feature's: its heading is left out.
    const copy = list.cloneNode(true) as HTMLElement;
    copy.querySelector('h2')?.remove();
    copy.querySelector('[role="region"]')?.removeAttribute('aria-label');
    copy.querySelector('table')?.removeAttribute('aria-label');
    expect(untranslated(copy)).toEqual([]);

    await events.click(add);
    const fields = ['min_amount', 'max_amount', 'charge_fixed', 'charge_percent'].map(
      (name) => list.querySelector(`input[name="${name}"]`)?.closest('label, div') as HTMLElement,
    );
    for (const field of fields) expect(untranslated(field)).toEqual([]);
    expect(within(list).getByRole('button', { name: translate('admin.methods.save') })).toBeTruthy();
  });
});

describe('admin queues in Russian', () => {
  it('the bulk confirmation counts requests and the users beyond the first three in Russian plural forms', async () => {
    const emails = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal'].map((n) => `${n}@example.com`);
    depositPage(emails.map((email, i) => deposit(i + 1, email)));
    await activateLocale('ru');
    const { events } = await renderApp('/admin/deposits', { user: makeUser({ ...admin, language: 'ru' }) });
    await screen.findByRole('button', { name: 'Одобрить выбранные (0)' }, WAIT);
    for (const n of [1, 2, 3, 4, 5])
      await events.click(screen.getByRole('checkbox', { name: `Выбрать пополнение DEP0000000${n}` }));
    await events.click(screen.getByRole('button', { name: 'Одобрить выбранные (5)' }));
    // Five users: three shown and two more (few); five requests (many).
    let dialog = await screen.findByRole('dialog', { name: 'Одобрить 5 пополнений?' }, WAIT);
    expect(within(dialog).getByText('Пользователи')).toBeTruthy();
    expect(
      within(dialog).getByText(fullText('ann@example.com, bob@example.com, cat@example.com и ещё 2 пользователя')),
    ).toBeTruthy();
    expect(within(dialog).getByText('Общая сумма')).toBeTruthy();
    expect(within(dialog).getByText('500,00 USD')).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    await events.click(screen.getByRole('checkbox', { name: 'Выбрать все 8 пополнений на проверке' }));
    await events.click(screen.getByRole('button', { name: 'Одобрить выбранные (8)' }));
    // Eight users: five more (many).
    dialog = await screen.findByRole('dialog', { name: 'Одобрить 8 пополнений?' }, WAIT);
    expect(
      within(dialog).getByText(fullText('ann@example.com, bob@example.com, cat@example.com и ещё 5 пользователей')),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Одобрить 8 пополнений' })).toBeTruthy();
  });
});
