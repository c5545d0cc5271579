import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from './helpers/fixtures.ts';
import { DATA, deposit, market, SHARED, usdt, wallets } from './helpers/fixtures-money-in.ts';
import { MONEY_IN_PAGES } from './helpers/pages-money-in.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

/** Adding money, wallets, exchange, market, transactions and statements render no text of their own outside the catalog. */

/** The page's own content: the main area, without the shell the other pseudo-locale test covers. */
const main = () => document.querySelector('main') as HTMLElement;

afterEach(async () => {
  // The page goes first: a page still open would load its data again in English, after the handlers are gone.
  cleanup();
  await resetLocale();
  localStorage.clear();
});

describe('pseudo-locale run of the money-in pages', () => {
  it('Add Money: the form, its limits and the live charge', async () => {
    server.use(...MONEY_IN_PAGES.addMoney.handlers);
    await activatePseudoLocale();
    const { events } = await renderApp('/user/deposit', { user: makeUser() });
    const amount = await screen.findByRole('textbox');
    expect(untranslatedText(main(), DATA)).toEqual([]);
    await events.type(amount, '75');
    await within(main()).findByText('74.25 USD');
    expect(untranslatedText(main(), DATA)).toEqual([]);
  });

  it('deposit details: pay, then "I have paid", then the figures', async () => {
    server.use(...MONEY_IN_PAGES.depositDetails.handlers);
    await activatePseudoLocale();
    await renderApp('/user/deposit/d1', { user: makeUser() });
    await screen.findByTestId('pay-amount');
    await waitFor(() => expect(main().querySelector('img')).not.toBeNull());
    expect(untranslatedText(main(), [...DATA, ...SHARED])).toEqual([]);
  });

  it('Add Money Log: approved, pending and rejected deposits', async () => {
    server.use(...MONEY_IN_PAGES.depositLog.handlers);
    await activatePseudoLocale();
    await renderApp('/user/deposit/logs', { user: makeUser() });
    await within(main()).findAllByText('USDT (TRC20)');
    expect(untranslatedText(main(), [...DATA, 'No funds arrived'])).toEqual([]);
  });

  it('the dashboard balances, pending money, summary and recent transactions, and the sidebar wallet card', async () => {
    server.use(...MONEY_IN_PAGES.dashboard.handlers);
    await activatePseudoLocale();
    await renderApp('/user/dashboard', { user: makeUser() });
    await within(main()).findAllByText('1,000.00 USD');
    await within(main()).findByText('+150.00 USD');
    await within(main()).findByText('Deposit via USDT');
    await within(main()).findByText('2,000.00 USD');
    const parts = [
      main().querySelector('[aria-labelledby="balances-title"]'),
      main().querySelector('[aria-labelledby="summary-title"]'),
      main().querySelector('[aria-labelledby="recent-title"]'),
      ...document.querySelectorAll('section[aria-label="Ŵàļļéţš"]'),
    ].filter((el): el is HTMLElement => el instanceof HTMLElement);
    expect(parts.length).toBeGreaterThanOrEqual(4);
    for (const part of parts) expect(untranslatedText(part, DATA)).toEqual([]);
  });

  it('Wallet Exchange: the form with the live charge, then the confirmation', async () => {
    server.use(...MONEY_IN_PAGES.exchange.handlers);
    await activatePseudoLocale();
    const { events } = await renderApp('/user/wallet-exchange', { user: makeUser() });
    const amount = await screen.findByRole('textbox');
    await waitFor(() => expect(within(main()).getAllByRole('option')[0]?.textContent).toContain('1,000.00 USD'));
    expect(untranslatedText(main(), DATA)).toEqual([]);
    await events.type(amount, '100');
    await within(main()).findByText('99.00 USD');
    expect(untranslatedText(main(), DATA)).toEqual([]);
    await events.click(within(main()).getByRole('button', { name: /^Ŕéṽîéŵ/ }));
    await within(main()).findByRole('heading', { level: 2 });
    expect(untranslatedText(main(), DATA)).toEqual([]);
  });

  it('Market', async () => {
    server.use(...MONEY_IN_PAGES.market.handlers);
    await activatePseudoLocale();
    await renderApp('/user/market', { user: makeUser() });
    await within(main()).findByText('67,250.00 USD');
    expect(untranslatedText(main(), DATA)).toEqual([]);
  });

  it('All Transactions with the statement and the yearly summary open', async () => {
    server.use(...MONEY_IN_PAGES.transactions.handlers);
    await activatePseudoLocale();
    const { events } = await renderApp('/user/transactions', { user: makeUser() });
    await within(main()).findByText('Deposit via USDT');
    expect(untranslatedText(main(), DATA)).toEqual([]);

    await events.click(within(main()).getAllByRole('button')[0] as HTMLElement);
    await within(main()).findAllByText('1,200.00 USD');
    const show = within(main())
      .getAllByRole('button')
      .find((b) => b.textContent?.startsWith('Šĥöŵ'));
    await events.click(show as HTMLElement);
    await within(main()).findAllByText('148.50 USD');
    expect(untranslatedText(main(), DATA)).toEqual([]);
  });
});

describe('in Russian', () => {
  it('Add Money Log and deposit details read in Russian, the deposit and the payment named apart', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json(wallets)),
      http.get('*/api/deposits', () => HttpResponse.json({ items: [deposit()], nextCursor: null })),
      http.get('*/api/deposits/d1', () => HttpResponse.json(deposit())),
    );
    const { events } = await renderApp('/user/deposit/logs', { user: makeUser({ language: 'ru' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'История пополнений' })).toBeTruthy();
    expect(await within(main()).findByText('На проверке')).toBeTruthy();

    await events.click(within(main()).getByRole('link', { name: usdt.name }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Реквизиты для оплаты' })).toBeTruthy();
    const pay = await screen.findByRole('region', { name: '1. Оплатите' });
    expect(within(pay).getByText('Вы платите')).toBeTruthy();
    // The payment keeps the method's precision (src/contract/cents.ts formatDecimal): its figures, not its separators, are checked here.
    expect(within(pay).getByTestId('pay-amount').textContent).toMatch(/^75[.,]00 USDT$/);
    const row = within(main()).getByText('Пополнение', { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(row).getByText('75,00 USD')).toBeTruthy();
  });

  it('the Market and Wallet Exchange headings', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json(wallets)),
      http.get('*/api/market', () => HttpResponse.json(market)),
    );
    const { router } = await renderApp('/user/market', { user: makeUser({ language: 'ru' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Рынок' })).toBeTruthy();
    expect(await within(main()).findByText(/^24 ч: \+1,25\s%$/)).toBeTruthy();
    await router.navigate({ to: '/user/wallet-exchange' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Обмен между кошельками' })).toBeTruthy();
  });
});
