import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEFAULT_SETTINGS } from '../../../src/contract/settings.ts';
import { makeUser } from './fixtures.ts';
import { readyOn, readyWith, type PageCase } from './page-case.ts';
import { ACCOUNT_PAGES } from './pages-account.ts';
import * as adminData from './pages-admin.ts';
import * as moneyData from './pages-admin-money.ts';
import { MONEY_IN_PAGES } from './pages-money-in.ts';
import { MONEY_OUT_PAGES } from './pages-money-out.ts';
import { adminInvestments, adminProof, PLANS_PAGES } from './pages-plans.ts';

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

const admin = adminData.admin;
const base = { user: admin, data: [...adminData.DATA, ...moneyData.DATA] };
const team = [
  { id: 'a1', email: 'boss@example.com', firstName: 'Bo', lastName: 'Ss', role: 'owner' },
  { id: 'a2', email: 'fiona@example.com', firstName: 'Fiona', lastName: 'Nance', role: 'finance' },
].map((member) => ({ ...member, username: 'x', active: true, twoFactorEnabled: true, createdAt: '2026-03-01T00:00:00.000Z' }));
const kyc = {
  id: 'k1',
  userId: 'u1',
  username: 'priya',
  email: 'priya@example.com',
  status: 'pending',
  idType: 'driver_license',
  firstName: 'Priya',
  lastName: 'Raman',
  createdAt: '2026-11-20T09:30:00.000Z',
};
const month = new Date().toISOString().slice(0, 7);
const report = {
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
    movements: [{ type: 'deposit', amount: 1485 }],
    reconciled: true,
  },
  held: { investments: 2500, withdrawalsPayable: 0 },
  cachedBalances: { total: 11_354.75, ledger: 11_354.75, matches: true },
  generatedAt: '2026-04-02T10:00:00.000Z',
};
const wording = (locale: string, subject: string, body: string) => ({
  locale,
  subject,
  body,
  overridden: false,
  updatedAt: null,
});
const template = {
  key: 'mail.deposit_approved',
  kind: 'mail',
  placeholders: ['amount', 'credited'],
  wordings: [
    wording('en', 'Your deposit of {amount} was approved', '{credited} was added to your Main Wallet.'),
    wording('es', 'Tu depósito de {amount} ha sido aprobado', 'Hemos añadido {credited} a tu Monedero principal.'),
    wording('fr', 'Votre dépôt de {amount} a été approuvé', '{credited} ont été ajoutés à votre Portefeuille principal.'),
    wording('ru', 'Пополнение на {amount} одобрено', 'На основной кошелёк зачислено {credited}.'),
  ],
};

/** Every page of the admin console, with the pseudo-locale tests' data where they have it. */
export const ADMIN_PAGES: readonly PageCase[] = [
  { name: 'admin sign-in', path: '/admin/login', handlers: [], ready: h1, data: [] },
  { ...base, name: 'dashboard', path: '/admin/dashboard', handlers: adminData.dashboardHandlers, ready: readyWith('[role="img"]') },
  {
    ...base,
    name: 'audit log',
    path: '/admin/audit',
    handlers: [http.get('*/api/admin/audit', () => HttpResponse.json(adminData.audit))],
    ready: readyOn(/boss/),
  },
  {
    ...base,
    name: 'users',
    path: '/admin/users',
    handlers: [http.get('*/api/admin/users', () => HttpResponse.json({ items: [adminData.jane], nextCursor: null }))],
    ready: readyOn('Jane Doe (@jane)'),
  },
  {
    ...base,
    name: 'user detail',
    path: '/admin/users/u1',
    handlers: [
      http.get('*/api/admin/users/u1', () => HttpResponse.json({ data: adminData.janeDetail })),
      http.get('*/api/admin/audit', () => HttpResponse.json(adminData.audit)),
    ],
    ready: readyOn('Gold plan'),
  },
  {
    ...base,
    name: 'approvals',
    path: '/admin/approvals',
    handlers: [
      http.get('*/api/admin/approvals', () => HttpResponse.json({ items: [adminData.approval({})], pending: 1 })),
    ],
    ready: readyOn(/Goodwill credit/),
  },
  {
    ...base,
    name: 'transactions',
    path: '/admin/transactions',
    handlers: [
      http.get('*/api/admin/transactions', () =>
        HttpResponse.json({
          items: [
            {
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
            },
          ],
          nextCursor: null,
          totals: { count: 1, amount: 50, charge: 1 },
        }),
      ),
    ],
    ready: readyOn('TRXA'),
  },
  {
    ...base,
    name: 'settings',
    path: '/admin/settings',
    handlers: [http.get('*/api/admin/settings', () => HttpResponse.json({ data: DEFAULT_SETTINGS }))],
    ready: readyWith('form'),
  },
  {
    ...base,
    name: 'staff',
    path: '/admin/staff',
    handlers: [http.get('*/api/admin/staff', () => HttpResponse.json({ data: team }))],
    ready: readyOn(/fiona@example.com/),
  },
  {
    ...base,
    name: 'on-chain',
    path: '/admin/onchain',
    handlers: [
      http.get('*/api/admin/onchain/watchers', () => HttpResponse.json([adminData.onchainWatcher])),
      http.get('*/api/admin/onchain/payments', () => HttpResponse.json([adminData.onchainPayment])),
    ],
    ready: readyOn(/ivy@example.com/),
  },
  { ...base, name: 'deposits', path: '/admin/deposits', handlers: moneyData.depositPage, ready: readyOn('USDT (BEP20)') },
  {
    ...base,
    name: 'card payments',
    path: '/admin/card-payments',
    handlers: [
      http.get('*/api/admin/card-payment-issues', () => HttpResponse.json({ items: moneyData.ISSUES, open: 3 })),
    ],
    ready: readyOn(/ch_9/),
  },
  { ...base, name: 'withdrawals', path: '/admin/withdrawals', handlers: moneyData.withdrawalPage, ready: readyOn(/WDRAAAA00001/) },
  {
    ...base,
    name: 'mail',
    path: '/admin/mail',
    handlers: [http.get('*/api/admin/mail', () => HttpResponse.json({ items: moneyData.MAIL, nextCursor: null }))],
    ready: readyOn(/Reset your password/),
  },
  { ...base, name: 'investments', path: '/admin/investments', handlers: adminInvestments, ready: readyOn(/bob/) },
  { ...base, name: 'proof of liabilities', path: '/admin/proof-of-liabilities', handlers: adminProof, ready: readyWith('form') },
  {
    ...base,
    name: 'KYC review',
    path: '/admin/kyc-review',
    handlers: [http.get('*/api/admin/kyc', () => HttpResponse.json({ items: [kyc], nextCursor: null }))],
    ready: readyOn(/priya@example.com/),
  },
  {
    ...base,
    name: 'notifications',
    path: '/admin/notifications',
    handlers: [
      http.get('*/api/admin/notifications/sent', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.get('*/api/admin/notifications/audience', () => HttpResponse.json({ investors: 1234 })),
    ],
    ready: readyWith('form'),
  },
  {
    ...base,
    name: 'tickets',
    path: '/admin/tickets',
    handlers: [
      http.get('*/api/admin/tickets', () =>
        HttpResponse.json({
          items: [
            {
              id: 't1',
              subject: 'Cannot withdraw',
              priority: 'high',
              status: 'open',
              userId: 'u1',
              username: 'jane',
              email: 'jane@example.com',
              createdAt: '2026-03-01T10:00:00.000Z',
              updatedAt: '2026-03-01T10:00:00.000Z',
            },
          ],
          nextCursor: null,
        }),
      ),
    ],
    ready: readyOn('Cannot withdraw'),
  },
  {
    ...base,
    name: 'reports',
    path: '/admin/reports',
    handlers: [http.get('*/api/admin/reports/monthly', () => HttpResponse.json(report))],
    ready: readyOn(/11[\s\u00a0\u202f,]?354/),
  },
  {
    ...base,
    name: 'templates',
    path: '/admin/templates',
    handlers: [
      http.get('*/api/admin/templates', () => HttpResponse.json({ data: [template] })),
      http.post('*/api/admin/templates/:key/:locale/preview', () =>
        HttpResponse.json({ data: { subject: 'Пополнение на 1 250,00 USD одобрено', text: '', html: '<p></p>' } }),
      ),
    ],
    ready: readyWith('form'),
  },
];
