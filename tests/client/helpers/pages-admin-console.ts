import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEFAULT_SETTINGS } from '../../../src/contract/settings.ts';
import * as adminData from './fixtures-admin.ts';
import { kyc, report, team, template, transaction } from './fixtures-admin-console.ts';
import * as moneyData from './fixtures-admin-money.ts';
import { readyOn, readyWith, type PageCase } from './page-case.ts';
import { depositPage, MAIL, withdrawalPage } from './pages-admin-money.ts';
import { adminInvestments, adminProof } from './pages-plans.ts';

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
const base = { user: adminData.admin, data: [...adminData.DATA, ...moneyData.DATA] };

/** Every page of the admin console, with the pseudo-locale tests' data where they have it. */
export const ADMIN_PAGES: readonly PageCase[] = [
  { name: 'admin sign-in', path: '/admin/login', handlers: [], ready: h1, data: [] },
  {
    ...base,
    name: 'dashboard',
    path: '/admin/dashboard',
    handlers: adminData.dashboardHandlers,
    ready: readyWith('[role="img"]'),
  },
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
    handlers: [
      http.get('*/api/admin/users', () => HttpResponse.json({ items: [adminData.jane], nextCursor: null })),
      http.get('*/api/admin/audit', () => HttpResponse.json(adminData.audit)),
    ],
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
    ready: readyWith('ul li'),
  },
  {
    ...base,
    name: 'transactions',
    path: '/admin/transactions',
    handlers: [
      http.get('*/api/admin/transactions', () =>
        HttpResponse.json({
          items: [transaction],
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
    ready: readyOn(/Fiona/),
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
  { ...base, name: 'deposits', path: '/admin/deposits', handlers: depositPage, ready: readyOn('USDT (BEP20)') },
  {
    ...base,
    name: 'card payments',
    path: '/admin/card-payments',
    handlers: [
      http.get('*/api/admin/card-payment-issues', () => HttpResponse.json({ items: moneyData.ISSUES, open: 3 })),
    ],
    ready: readyOn(/DEPCARD000001/),
  },
  {
    ...base,
    name: 'withdrawals',
    path: '/admin/withdrawals',
    handlers: withdrawalPage,
    ready: readyOn(/WDRAAAA00001/),
  },
  {
    ...base,
    name: 'mail',
    path: '/admin/mail',
    handlers: [http.get('*/api/admin/mail', () => HttpResponse.json({ items: MAIL, nextCursor: null }))],
    ready: readyOn(/Reset your password/),
  },
  { ...base, name: 'investments', path: '/admin/investments', handlers: adminInvestments, ready: readyOn(/bob/) },
  {
    ...base,
    name: 'proof of liabilities',
    path: '/admin/proof-of-liabilities',
    handlers: adminProof,
    ready: readyWith('form'),
  },
  {
    ...base,
    name: 'KYC review',
    path: '/admin/kyc-review',
    handlers: [http.get('*/api/admin/kyc', () => HttpResponse.json({ items: [kyc], nextCursor: null }))],
    ready: readyOn(/priya/i),
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
