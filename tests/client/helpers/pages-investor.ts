import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeUser } from './fixtures.ts';
import type { PageCase } from './page-case.ts';
import { ACCOUNT_PAGES } from './pages-account.ts';
import { MONEY_IN_PAGES } from './pages-money-in.ts';
import { MONEY_OUT_PAGES } from './pages-money-out.ts';
import { PLANS_PAGES } from './pages-plans.ts';

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
const noWallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));

/** Every page an investor (or a visitor) sees, with the pseudo-locale tests' data. */
export const INVESTOR_PAGES: readonly PageCase[] = [
  { name: 'login', path: '/login', handlers: [], ready: h1, data: [] },
  { name: 'page not found', path: '/user/no-such-page', user: makeUser(), handlers: [noWallets], ready: h1, data: [] },
  ...Object.values(MONEY_IN_PAGES).map((page) => ({ user: makeUser(), ...page })),
  ...Object.values(MONEY_OUT_PAGES).map((page) => ({ user: makeUser(), ...page })),
  ...Object.values(PLANS_PAGES),
  ...Object.values(ACCOUNT_PAGES),
];
