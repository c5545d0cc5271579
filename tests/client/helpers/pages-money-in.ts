import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeSummary, makeTransaction } from './fixtures.ts';
import { DATA, deposit, market, statement, usdt, wallets, yearly } from './fixtures-money-in.ts';
import { readyOn, type PageCase } from './page-case.ts';

const walletsHandler = http.get('*/api/wallet/wallets', () => HttpResponse.json(wallets));
const recentTransaction = makeTransaction({ description: 'Deposit via USDT', reference: 'TRXAAAA1', charge: 1 });

/** The money-in pages with their answers; `ready` waits for their data. */
export const MONEY_IN_PAGES = {
  addMoney: {
    name: 'Add Money',
    path: '/user/deposit',
    handlers: [
      walletsHandler,
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
    ],
    ready: () => screen.findByRole('textbox', {}, { timeout: 8000 }),
    data: DATA,
  },
  depositDetails: {
    name: 'deposit details',
    path: '/user/deposit/d1',
    handlers: [walletsHandler, http.get('*/api/deposits/d1', () => HttpResponse.json(deposit()))],
    ready: () => screen.findByTestId('pay-amount', {}, { timeout: 8000 }),
    data: DATA,
  },
  depositLog: {
    name: 'Add Money Log',
    path: '/user/deposit/logs',
    handlers: [
      walletsHandler,
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
    ],
    ready: readyOn('USDT (TRC20)'),
    data: [...DATA, 'No funds arrived'],
  },
  dashboard: {
    name: 'the dashboard',
    path: '/user/dashboard',
    handlers: [
      walletsHandler,
      http.get('*/api/transactions/user', () => HttpResponse.json([recentTransaction])),
      http.get('*/api/wallet/summary', () =>
        HttpResponse.json({
          data: makeSummary({
            pendingDeposits: { count: 2, amount: 150 },
            pendingWithdrawals: { count: 1, amount: 40 },
          }),
        }),
      ),
    ],
    ready: readyOn('Deposit via USDT'),
    data: DATA,
  },
  cardReturn: {
    name: 'the card payment return',
    path: '/user/deposit/card-return?deposit=d1',
    handlers: [
      walletsHandler,
      http.get('*/api/deposits/d1', () => HttpResponse.json(deposit({ status: 'approved', kind: 'card' }))),
    ],
    ready: readyOn(/74[.,]25/),
    data: DATA,
  },
  exchange: {
    name: 'Wallet Exchange',
    path: '/user/wallet-exchange',
    handlers: [
      walletsHandler,
      http.post('*/api/wallet/wallet-exchange/calculate-charge', () =>
        HttpResponse.json({ amount: 100, charge: 1, receive_amount: 99, total_debit: 100, currency: 'USD' }),
      ),
    ],
    ready: () => screen.findByRole('textbox', {}, { timeout: 8000 }),
    data: DATA,
  },
  market: {
    name: 'Market',
    path: '/user/market',
    handlers: [walletsHandler, http.get('*/api/market', () => HttpResponse.json(market))],
    ready: readyOn('Bitcoin'),
    data: DATA,
  },
  transactions: {
    name: 'All Transactions',
    path: '/user/transactions',
    handlers: [
      walletsHandler,
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
    ],
    ready: readyOn('Deposit via USDT'),
    data: DATA,
  },
} satisfies Record<string, PageCase>;
