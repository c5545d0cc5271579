import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { LiabilityProof, PublicLiabilities } from '../../../src/contract/proof-of-liabilities.ts';
import { makeUser } from './fixtures.ts';
import { DATA, investment, market, portfolio, recurring, schema, schemas, wallets } from './fixtures-plans.ts';
import { readyOn, readyWith, type PageCase } from './page-case.ts';

// The proof of a balance no root matches: the page says "Not verified" in words either way.
export const proof: LiabilityProof = {
  snapshot_id: 's1',
  taken_at: '2026-11-20T09:00:00.000Z',
  root_hash: 'a'.repeat(64),
  nonce: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  id_hash: 'b'.repeat(64),
  balance_cents: 123_456,
  path: [],
};
export const published: PublicLiabilities = {
  snapshot_id: 's1',
  taken_at: proof.taken_at,
  root_hash: 'c'.repeat(64),
  total_cents: 128_456,
  leaf_count: 2,
  recent: [
    { snapshot_id: 's1', taken_at: proof.taken_at, root_hash: 'c'.repeat(64), total_cents: 128_456, leaf_count: 2 },
  ],
};
export const HASHES = ['a'.repeat(64), 'c'.repeat(64)];

export const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
export const noMarket = http.get('*/api/market', () => HttpResponse.json({ currency: 'USD', assets: [] }));
const run = {
  id: 1,
  job: 'distribute-profits',
  startedAt: '2026-03-02T10:00:00.000Z',
  finishedAt: '2026-03-02T10:00:01.000Z',
  until: '2026-03-02T10:00:00.000Z',
  periodsPaid: 12,
  amount: 36,
  investmentsCompleted: 2,
  error: null,
};
/** The admin investments page: the profit engine, every investment and the schemas. */
export const adminInvestments = [
  noMarket,
  http.get('*/api/admin/jobs', () =>
    HttpResponse.json({
      jobs: [{ name: 'distribute-profits', everySeconds: 60, lastRun: run, lastPaidRun: run }],
      runs: [run],
    }),
  ),
  http.get('*/api/admin/investments', () =>
    HttpResponse.json({
      items: [{ ...investment, user: { id: 'u9', username: 'bob', email: 'bob@example.com' } }],
      nextCursor: null,
    }),
  ),
  http.get('*/api/admin/schemas', () => HttpResponse.json({ schemas: [schema({ investmentsCount: 4 })] })),
];
/** The admin proof of liabilities: a snapshot and the declared assets. */
export const adminProof = [
  noMarket,
  http.get('*/api/admin/proof-of-liabilities', () =>
    HttpResponse.json({
      snapshots: [{ ...published.recent[0], root_hash: 'c'.repeat(64) }],
      declared_assets: [{ asset: 'USDT', amount_cents: 90_000 }],
      declared_total_cents: 90_000,
      ratio: 0.7,
    }),
  ),
];

/** The plans pages with their answers; `ready` waits for their data. */
export const PLANS_PAGES = {
  schemas: {
    name: 'All Schema',
    path: '/user/schemas',
    user: makeUser(),
    handlers: [wallets, schemas],
    ready: readyOn('Gold Weekly'),
    data: DATA,
  },
  investNow: {
    name: 'Invest Now',
    path: '/user/invest-now?schema=s1',
    user: makeUser(),
    handlers: [wallets, schemas],
    ready: () => screen.findByRole('textbox', {}, { timeout: 8000 }),
    data: DATA,
  },
  schemaLogs: {
    name: 'Schema Logs',
    path: '/user/schema-logs',
    user: makeUser(),
    handlers: [
      wallets,
      http.get('*/api/investments', () => HttpResponse.json({ items: [investment], nextCursor: null })),
    ],
    ready: readyWith('ul li'),
    data: DATA,
  },
  portfolio: {
    name: 'Portfolio',
    path: '/user/portfolio',
    user: makeUser(),
    handlers: [wallets, http.get('*/api/portfolio', () => HttpResponse.json(portfolio))],
    ready: readyWith('svg[role="img"]'),
    data: DATA,
  },
  recurring: {
    name: 'Recurring',
    path: '/user/recurring',
    user: makeUser(),
    handlers: [
      wallets,
      schemas,
      http.get('*/api/recurring-investments', () => HttpResponse.json({ plans: [recurring] })),
    ],
    ready: () => screen.findByRole('article', {}, { timeout: 8000 }),
    data: DATA,
  },
  alerts: {
    name: 'Alerts',
    path: '/user/alerts',
    user: makeUser(),
    handlers: [
      wallets,
      http.get('*/api/alerts', () =>
        HttpResponse.json({
          balance: { level: 50, triggered: false },
          prices: [{ id: 'a1', symbol: 'BTC', level: 70000, direction: 'above', triggered: false }],
        }),
      ),
      http.get('*/api/market', () => HttpResponse.json(market)),
    ],
    ready: async () => {
      await readyWith('form')();
      await waitFor(() => expect(document.querySelectorAll('main form')).toHaveLength(2), { timeout: 8000 });
    },
    data: DATA,
  },
  verifyBalance: {
    name: 'Verify my balance',
    path: '/user/verify-balance',
    user: makeUser(),
    handlers: [
      wallets,
      http.get('*/api/proof-of-liabilities/me', () => HttpResponse.json(proof)),
      http.get('*/api/proof-of-liabilities', () => HttpResponse.json(published)),
    ],
    ready: readyWith('p.text-danger'),
    data: [...DATA, ...HASHES],
  },
  publicProof: {
    name: 'the public proof of liabilities',
    path: '/proof-of-liabilities',
    handlers: [http.get('*/api/proof-of-liabilities', () => HttpResponse.json(published))],
    ready: readyWith('#pol-recent'),
    data: [...DATA, ...HASHES],
  },
} satisfies Record<string, PageCase>;
