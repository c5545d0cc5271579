import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Deposit, DepositMethod } from '../../src/contract/deposits.ts';
import type { Market } from '../../src/contract/market.ts';
import type { Statement, YearlySummary } from '../../src/contract/statements.ts';
import { makeSummary, makeTransaction, makeUser, makeWallet } from './helpers/fixtures.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

/** Adding money, wallets, exchange, market, transactions and statements render no text of their own outside the catalog. */

const usdt: DepositMethod = {
  id: 'm-usdt',
  name: 'USDT (TRC20)',
  kind: 'crypto',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
  instructions: 'Send only USDT on TRC20.',
  min: 10,
  max: 50000,
  chargeFixed: 0,
  chargePercent: 1,
  rate: '1',
  decimals: 2,
  active: true,
};

const deposit = (overrides: Partial<Deposit> = {}): Deposit => ({
  id: 'd1',
  reference: 'DEPABCDEF1234',
  methodId: usdt.id,
  methodName: usdt.name,
  kind: 'crypto',
  currency: 'USDT',
  network: 'TRC20',
  address: usdt.address,
  instructions: usdt.instructions,
  rate: '1',
  payAmount: '75.00',
  amount: 75,
  charge: 0.75,
  receiveAmount: 74.25,
  transactionHash: null,
  hasProof: false,
  proofName: null,
  status: 'pending',
  rejectionReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

const wallets = [
  makeWallet({ balance: 1000 }),
  makeWallet({ id: 'w-profit', name: 'Profit Wallet', type: 'profit', balance: 50 }),
];

const statement: Statement = {
  platform: 'WalletInvest',
  holder: { name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' },
  wallet: { type: 'main', name: 'Main Wallet', currency: 'USD' },
  period: {
    from: '2026-03-01',
    to: '2026-03-31',
    start: '2026-03-01T00:00:00.000Z',
    end: '2026-04-01T00:00:00.000Z',
    timeZone: 'UTC',
    label: 'March 2026',
  },
  openingBalance: 100,
  closingBalance: 148.5,
  totals: { in: 100, out: 50, fees: 1.5, movements: 2 },
  movements: [
    {
      transactionId: 't1',
      reference: 'TRXAAAA1',
      date: '2026-03-04T09:30:00.000Z',
      type: 'deposit',
      description: 'Deposit via USDT',
      in: 100,
      out: 0,
      fee: 0,
      balance: 200,
    },
    {
      transactionId: 't2',
      reference: 'TRXAAAA2',
      date: '2026-03-20T18:05:00.000Z',
      type: 'exchange',
      description: 'Exchange to Profit Wallet',
      in: 0,
      out: 50,
      fee: 1.5,
      balance: 148.5,
    },
  ],
  generatedAt: '2026-04-02T10:00:00.000Z',
};

const yearly: YearlySummary = {
  platform: 'WalletInvest',
  holder: { name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' },
  currency: 'USD',
  timeZone: 'UTC',
  years: [
    {
      year: 2026,
      deposits: 1200,
      withdrawals: 300,
      profitEarned: 45.25,
      referralIncome: 12,
      bonuses: 0,
      feesPaid: 9.5,
    },
  ],
};

const market: Market = {
  currency: 'USD',
  assets: [
    {
      symbol: 'BTC',
      name: 'Bitcoin',
      rate: 67250,
      change24h: 1.25,
      change30d: -3.5,
      updatedAt: '2026-03-02T00:00:00.000Z',
      history: [
        { at: 'a', rate: 66000 },
        { at: 'b', rate: 67250 },
      ],
    },
  ],
};

/**
 * Data, not text: codes, names, references and descriptions the server or the operator wrote, and
 * the month names the browser's date formatter writes in the pseudo-locale (it has no dates of its own).
 */
const DATA = [
  'USDT',
  'USD',
  'TRC20',
  'BTC',
  'Bitcoin',
  'CSV',
  'PDF',
  'UTC',
  'DEPABCDEF1234',
  usdt.address,
  usdt.instructions,
  'TRXAAAA1',
  'TRXAAAA2',
  'Deposit via USDT',
  'Exchange to Profit Wallet',
  'March 2026',
  'Mar',
  'AM',
  'PM',
  // Longest first: a name is taken out whole before a code inside it ("Deposit via USDT", then "USDT").
].sort((a, b) => b.length - a.length);
/** Shared controls another part of the app translates (src/components/copy-button.tsx): not texts of these pages. */
const SHARED = ['Copy'];

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
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json(wallets)),
      http.get('*/api/deposits/methods', () => HttpResponse.json([usdt])),
      http.post('*/api/deposits/calculate-charge', () =>
        HttpResponse.json({
          amount: 75,
          charge: 0.75,
          receive_amount: 74.25,
          currency: 'USD',
          pay_amount: '75.00',
          pay_currency: 'USDT',
        }),
      ),
    );
    await activatePseudoLocale();
    const { events } = await renderApp('/user/deposit', { user: makeUser() });
    const amount = await screen.findByRole('textbox');
    expect(untranslatedText(main(), DATA)).toEqual([]);
    await events.type(amount, '75');
    await within(main()).findByText('74.25 USD');
    expect(untranslatedText(main(), DATA)).toEqual([]);
  });

  it('deposit details: pay, then "I have paid", then the figures', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json(wallets)),
      http.get('*/api/deposits/d1', () => HttpResponse.json(deposit())),
    );
    await activatePseudoLocale();
    await renderApp('/user/deposit/d1', { user: makeUser() });
    await screen.findByTestId('pay-amount');
    await waitFor(() => expect(main().querySelector('img')).not.toBeNull());
    expect(untranslatedText(main(), [...DATA, ...SHARED])).toEqual([]);
  });

  it('Add Money Log: approved, pending and rejected deposits', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json(wallets)),
      http.get('*/api/deposits', () =>
        HttpResponse.json({
          items: [
            deposit(),
            deposit({ id: 'd2', status: 'approved' }),
            deposit({ id: 'd3', status: 'rejected', rejectionReason: 'No funds arrived' }),
          ],
          nextCursor: null,
        }),
      ),
    );
    await activatePseudoLocale();
    await renderApp('/user/deposit/logs', { user: makeUser() });
    await within(main()).findAllByText('USDT (TRC20)');
    expect(untranslatedText(main(), [...DATA, 'No funds arrived'])).toEqual([]);
  });

  it('the dashboard balances, pending money, summary and recent transactions, and the sidebar wallet card', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json(wallets)),
      http.get('*/api/transactions/user', () =>
        HttpResponse.json([makeTransaction({ description: 'Deposit via USDT', reference: 'TRXAAAA1', charge: 1 })]),
      ),
      http.get('*/api/wallet/summary', () =>
        HttpResponse.json({
          data: makeSummary({
            pendingDeposits: { count: 2, amount: 150 },
            pendingWithdrawals: { count: 1, amount: 40 },
          }),
        }),
      ),
    );
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
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json(wallets)),
      http.post('*/api/wallet/wallet-exchange/calculate-charge', () =>
        HttpResponse.json({ amount: 100, charge: 1, receive_amount: 99, total_debit: 100, currency: 'USD' }),
      ),
    );
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
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json(wallets)),
      http.get('*/api/market', () => HttpResponse.json(market)),
    );
    await activatePseudoLocale();
    await renderApp('/user/market', { user: makeUser() });
    await within(main()).findByText('67,250.00 USD');
    expect(untranslatedText(main(), DATA)).toEqual([]);
  });

  it('All Transactions with the statement and the yearly summary open', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json(wallets)),
      http.get('*/api/transactions/user', () =>
        HttpResponse.json([
          makeTransaction({ description: 'Deposit via USDT', reference: 'TRXAAAA1', charge: 1, net: 9 }),
          makeTransaction({
            type: 'withdraw',
            description: 'Exchange to Profit Wallet',
            reference: 'TRXAAAA2',
            direction: 'debit',
            status: 'pending',
          }),
        ]),
      ),
      http.get('*/api/statements/yearly', () => HttpResponse.json(yearly)),
      http.get('*/api/statements', () => HttpResponse.json(statement)),
    );
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
