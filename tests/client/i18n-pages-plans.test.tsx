import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { set } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from './helpers/fixtures.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { setOnline } from './helpers/network.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import {
  DATA,
  gold,
  investment,
  market,
  portfolio,
  recurring,
  schema,
  schemas,
  SHARED,
  wallets,
} from './helpers/fixtures-plans.ts';
import { admin, adminInvestments, adminProof, HASHES, proof, published } from './helpers/pages-plans.ts';

/** The element around the heading or field with this id (a section of a page other areas share). */
function sectionOf(selector: string): HTMLElement {
  const element = document.querySelector(selector)?.closest('section');
  if (!(element instanceof HTMLElement)) throw new Error(`no section around ${selector}`);
  return element;
}

const main = () => {
  const element = document.querySelector('main');
  if (!(element instanceof HTMLElement)) throw new Error('no main');
  return element;
};

const me = http.get('*/api/auth/me', () => HttpResponse.json({ user: makeUser() }));
let wentOffline = false;
const goOffline = () => {
  wentOffline = true;
  setOnline(false);
};

afterEach(async () => {
  if (wentOffline) {
    // Back online, the app asks again (health, session, wallets): let those calls land on this test's handlers.
    server.use(me, wallets);
    setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    wentOffline = false;
  }
  await resetLocale();
  localStorage.clear();
});

/** Every page of the plans area renders no text of its own outside the catalog. */
describe('plans pages under the pseudo-locale', () => {
  it('All Schema', async () => {
    server.use(wallets, schemas);
    await activatePseudoLocale();
    await renderApp('/user/schemas', { user: makeUser() });
    await screen.findByRole('article', { name: 'Starter' });
    expect(untranslatedText(main(), DATA)).toEqual([]);
  });

  it('Invest Now, with the preview of a compounding plan', async () => {
    server.use(wallets, schemas);
    await activatePseudoLocale();
    const { events } = await renderApp('/user/invest-now?schema=s1', { user: makeUser() });
    const amount = await screen.findByRole('textbox');
    await events.type(amount, '100');
    await events.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(main().querySelectorAll('dl > div').length).toBeGreaterThan(4));
    expect(untranslatedText(main(), [...DATA, ...SHARED])).toEqual([]);
  });

  it('Schema Logs', async () => {
    server.use(
      wallets,
      http.get('*/api/investments', () => HttpResponse.json({ items: [investment], nextCursor: null })),
    );
    await activatePseudoLocale();
    await renderApp('/user/schema-logs', { user: makeUser() });
    await waitFor(() => expect(main().querySelector('ul li')).not.toBeNull());
    expect(untranslatedText(main(), DATA)).toEqual([]);
  });

  it('Portfolio', async () => {
    server.use(
      wallets,
      http.get('*/api/portfolio', () => HttpResponse.json(portfolio)),
    );
    await activatePseudoLocale();
    await renderApp('/user/portfolio', { user: makeUser() });
    await waitFor(() => expect(main().querySelector('svg[role="img"]')).not.toBeNull());
    expect(untranslatedText(main(), DATA)).toEqual([]);
  });

  it('Recurring', async () => {
    server.use(
      wallets,
      schemas,
      http.get('*/api/recurring-investments', () => HttpResponse.json({ plans: [recurring] })),
    );
    await activatePseudoLocale();
    await renderApp('/user/recurring', { user: makeUser() });
    await screen.findByRole('article');
    expect(untranslatedText(main(), DATA)).toEqual([]);
  });

  it('Alerts', async () => {
    server.use(
      wallets,
      http.get('*/api/alerts', () =>
        HttpResponse.json({
          balance: { level: 50, triggered: false },
          prices: [{ id: 'a1', symbol: 'BTC', level: 70000, direction: 'above', triggered: false }],
        }),
      ),
      http.get('*/api/market', () => HttpResponse.json(market)),
    );
    await activatePseudoLocale();
    await renderApp('/user/alerts', { user: makeUser() });
    await waitFor(() => expect(main().querySelectorAll('form').length).toBe(2));
    expect(untranslatedText(main(), DATA)).toEqual([]);
  });

  it('Verify my balance', async () => {
    server.use(
      wallets,
      http.get('*/api/proof-of-liabilities/me', () => HttpResponse.json(proof)),
      http.get('*/api/proof-of-liabilities', () => HttpResponse.json(published)),
    );
    await activatePseudoLocale();
    await renderApp('/user/verify-balance', { user: makeUser() });
    await waitFor(() => expect(main().querySelector('p.text-danger')).not.toBeNull());
    expect(untranslatedText(main(), [...DATA, ...HASHES])).toEqual([]);
  });

  it('the public proof of liabilities', async () => {
    server.use(http.get('*/api/proof-of-liabilities', () => HttpResponse.json(published)));
    await activatePseudoLocale();
    await renderApp('/proof-of-liabilities');
    await waitFor(() => expect(main().querySelector('#pol-recent')).not.toBeNull());
    expect(untranslatedText(main(), [...DATA, ...HASHES])).toEqual([]);
  });

  it('Security: the anti-phishing code and Your data', async () => {
    server.use(
      wallets,
      http.get('*/api/security/anti-phishing-code', () =>
        HttpResponse.json({ code: 'Blue42Fox', updated_at: '2026-11-28T08:00:00.000Z' }),
      ),
      http.get('*/api/account/exports', () =>
        HttpResponse.json({
          exports: [
            {
              export_id: 'e1',
              status: 'ready',
              created_at: '2026-03-01T10:00:00.000Z',
              ready_at: '2026-03-01T10:00:05.000Z',
              expires_at: '2026-03-08T10:00:05.000Z',
              size_bytes: 2048,
            },
          ],
        }),
      ),
    );
    await activatePseudoLocale();
    await renderApp('/user/security', { user: makeUser() });
    const data = await screen.findByRole('region', { name: i18n._('dataExport.yourData') });
    await waitFor(() => expect(within(data).queryByRole('list')).not.toBeNull());
    await screen.findByRole('form', { name: i18n._('antiPhishing.title') });
    const code = sectionOf('input[name="code"]');
    expect(untranslatedText(data, DATA)).toEqual([]);
    expect(untranslatedText(code, [...DATA, 'Blue42Fox'])).toEqual([]);
  });

  it('Settings: this device', async () => {
    server.use(wallets, me);
    await activatePseudoLocale();
    await renderApp('/user/settings', { user: makeUser() });
    const device = await screen.findByRole('region', { name: i18n._('pwa.thisDevice') });
    expect(untranslatedText(device, DATA)).toEqual([]);
  });

  it('the maintenance and offline banners', async () => {
    server.use(
      wallets,
      schemas,
      http.get('*/api/maintenance', () =>
        HttpResponse.json({ on: true, message: 'Database upgrade until noon.', until: '2026-03-02T12:00:00.000Z' }),
      ),
    );
    await activatePseudoLocale();
    await renderApp('/user/schemas', { user: makeUser() });
    const banner = await screen.findByRole('status', { name: i18n._('maintenance.label') });
    expect(untranslatedText(banner, DATA)).toEqual([]);
    goOffline();
    const offline = await screen.findByRole('status', { name: i18n._('pwa.offlineLabel') });
    expect(untranslatedText(offline, DATA)).toEqual([]);
  });
});

/** The admin parts of the plans area, inside admin pages whose own frame another area translates. */
describe('plans admin parts under the pseudo-locale', () => {
  it('investments: engine status, every investment, the schemas and the schema form', async () => {
    server.use(...adminInvestments);
    await activatePseudoLocale();
    const { events } = await renderApp('/admin/investments', { user: admin });
    const investments = await screen.findByRole('table', { name: i18n._('invest.log.listLabel') }, { timeout: 8000 });
    const schemas = await screen.findByRole('table', { name: i18n._('schema.tableLabel') });
    const engine = (await screen.findByRole('button', { name: i18n._('schema.engine.refresh') })).parentElement;
    const filters = screen.getByLabelText(i18n._('schema.admin.search')).closest('form');
    if (!engine || !filters) throw new Error('no engine status or filters');
    for (const part of [investments, schemas, engine, filters])
      expect(untranslatedText(part, [...DATA, 'bob@example.com', 'bob', 'distribute-profits'])).toEqual([]);
    await events.click(within(schemas).getByRole('button', { name: i18n._('schema.editLabel', { name: 'Starter' }) }));
    const form = await screen.findByRole('form', { name: i18n._('schema.editLabel', { name: 'Starter' }) });
    expect(untranslatedText(form, [...DATA, ...SHARED])).toEqual([]);
  });

  it('proof of liabilities: the figures, the snapshots and the declared assets', async () => {
    server.use(...adminProof);
    await activatePseudoLocale();
    await renderApp('/admin/proof-of-liabilities', { user: admin });
    const figures = await screen.findByRole('region', { name: i18n._('pol.admin.ratioTitle') }, { timeout: 8000 });
    const snapshots = await screen.findByRole('list', { name: i18n._('pol.admin.snapshots') });
    const assets = await screen.findByRole('form', { name: i18n._('pol.admin.declared') });
    for (const part of [figures, snapshots, assets])
      expect(untranslatedText(part, [...DATA, ...HASHES, 'USDT'])).toEqual([]);
  });
});

describe('plans pages in other languages', () => {
  it('Russian: headings and the plural forms of periods (few and many)', async () => {
    server.use(wallets, schemas);
    await renderApp('/user/schemas', { user: makeUser({ language: 'ru' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Все планы' })).toBeTruthy();
    const starter = await screen.findByRole('article', { name: 'Starter' });
    // 3 is "few" in Russian, 25 is "many".
    expect(within(starter).getByText('3 периода')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Gold Weekly' })).getByText('25 периодов')).toBeTruthy();
    expect(within(starter).getByText('Выплаты каждый день, без прибыли: суббота и воскресенье')).toBeTruthy();
    expect(within(starter).getByRole('link', { name: 'Инвестировать в Starter' })).toBeTruthy();
  });

  it('French: off days in French day names and list, Monday-first week', async () => {
    server.use(
      wallets,
      http.get('*/api/schemas', () => HttpResponse.json({ schemas: [schema({ offDays: [0, 1, 6] })] })),
    );
    await renderApp('/user/schemas', { user: makeUser({ language: 'fr' }) });
    await screen.findByRole('heading', { level: 1, name: 'Tous les plans' });
    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(within(starter).getByText('Verse chaque jour, aucun gain le lundi, samedi et dimanche')).toBeTruthy();
    expect(within(starter).getByText('1,50 % Daily')).toBeTruthy();
  });

  it('French: weekend off days read "samedi et dimanche"', async () => {
    server.use(wallets, schemas);
    await renderApp('/user/schemas', { user: makeUser({ language: 'fr' }) });
    await screen.findByRole('heading', { level: 1, name: 'Tous les plans' });
    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(within(starter).getByText('Verse chaque jour, aucun gain le samedi et dimanche')).toBeTruthy();
  });
});

/** Offline, the investment plans pause with the reason in words, as Add Money and Withdraw do. */
describe('investment plans offline', () => {
  const down = () => HttpResponse.error();

  it('All Schema never loaded on this device: paused with the reason, not "Network error... Retry"', async () => {
    server.use(wallets, http.get('*/api/schemas', down), http.get('*/api/health', down));
    goOffline();
    await renderApp('/user/schemas', { user: makeUser() });
    const paused = await screen.findByRole('region', { name: 'All Schema paused' }, { timeout: 8000 });
    expect(within(paused).getByText('This action is paused while you are offline.')).toBeTruthy();
    expect(within(paused).getByText(/needs the connection to load the investment plans/)).toBeTruthy();
    expect(screen.queryByText(/Network error/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('Invest Now never loaded: paused with the reason', async () => {
    server.use(wallets, http.get('*/api/schemas', down), http.get('*/api/health', down));
    goOffline();
    await renderApp('/user/invest-now', { user: makeUser() });
    expect(await screen.findByRole('region', { name: 'Invest Now paused' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(/Network error/)).toBeNull();
  });

  it('seen before: the cached plans show, and Invest Now is paused with the reason', async () => {
    await set('page-cache:schemas', { ownerId: 'u1', fetchedAt: Date.now(), data: [schema(), gold] });
    server.use(wallets, http.get('*/api/schemas', down), http.get('*/api/health', down));
    goOffline();
    const { events } = await renderApp('/user/invest-now?schema=s1', { user: makeUser() });
    const amount = await screen.findByLabelText(/^Amount/, {}, { timeout: 8000 });
    expect(screen.getByText('This action is paused while you are offline.')).toBeTruthy();
    await events.type(amount, '100');
    expect((screen.getByRole('button', { name: 'Review investment' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(/Network error/)).toBeNull();
    expect((screen.getByLabelText('Schema') as HTMLSelectElement).value).toBe('s1');
  });

  it('seen before: All Schema shows the cached cards', async () => {
    await set('page-cache:schemas', { ownerId: 'u1', fetchedAt: Date.now(), data: [schema(), gold] });
    server.use(wallets, http.get('*/api/schemas', down), http.get('*/api/health', down));
    goOffline();
    await renderApp('/user/schemas', { user: makeUser() });
    expect(await screen.findByRole('article', { name: 'Gold Weekly' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
