import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Badge, RankingBadges } from '../../src/contract/badges.ts';
import type { Market } from '../../src/contract/market.ts';
import type { ReferralStats } from '../../src/contract/referrals.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { offContract } from './helpers/contract-check.ts';

const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));
const stats: ReferralStats = {
  code: 'JANE1',
  link: 'http://localhost/register?ref=JANE1',
  currency: 'USD',
  totalEarned: 45,
  totalReferrals: 2,
  levels: [
    { level: 1, count: 2, earned: 40 },
    { level: 2, count: 1, earned: 5 },
    { level: 3, count: 0, earned: 0 },
  ],
  commissions: { deposit: [5, 2, 1], investment: [3, 1.5, 0.5], profit: [] },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('referral page', () => {
  it('shows the code and link, copies the link and lists the commissions', async () => {
    server.use(
      wallets,
      http.get('*/api/referrals', () => HttpResponse.json(stats)),
      http.get('*/api/referrals/logs', () =>
        HttpResponse.json({
          logs: [
            {
              id: 'c1',
              fromUsername: 'bob',
              level: 1,
              source: 'deposit',
              sourceAmount: 800,
              percent: 5,
              amount: 40,
              createdAt: '2026-03-02T10:00:00.000Z',
            },
          ],
          nextCursor: null,
        }),
      ),
    );
    const { events } = await renderApp('/user/referral', { user: makeUser() });
    expect(await screen.findByText('http://localhost/register?ref=JANE1')).toBeTruthy();
    expect(screen.getByText('JANE1')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Copy link' }));
    // user-event provides the clipboard.
    expect(await navigator.clipboard.readText()).toBe('http://localhost/register?ref=JANE1');
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await screen.findByText('Level 1 deposit commission from bob')).toBeTruthy();
    expect(screen.getByText('+40.00 USD')).toBeTruthy();
    // No Web Share API in jsdom: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('offers Share where the Web Share API exists', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    server.use(
      wallets,
      http.get('*/api/referrals', () => HttpResponse.json(stats)),
      http.get('*/api/referrals/logs', () => HttpResponse.json({ logs: [] })),
    );
    const { events } = await renderApp('/user/referral', { user: makeUser() });
    await events.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: 'http://localhost/register?ref=JANE1' }));
    expect(await screen.findByText('No referral commissions yet')).toBeTruthy();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('says "Failed to fetch referral logs" when the logs fail without a message', async () => {
    server.use(
      wallets,
      http.get('*/api/referrals', () => HttpResponse.json(stats)),
      http.get('*/api/referrals/logs', () => new HttpResponse(null, { status: 404, headers: offContract() })),
    );
    await renderApp('/user/referral', { user: makeUser() });
    expect(await screen.findByText('Failed to fetch referral logs')).toBeTruthy();
  });
});

function badge(overrides: Partial<Badge>): Badge {
  return {
    id: 'b',
    name: 'Bronze',
    icon: '',
    description: '',
    rank: 1,
    minDeposited: 100,
    minInvested: 0,
    minEarned: 0,
    minReferrals: 0,
    bonus: 5,
    active: true,
    reached: false,
    reachedAt: null,
    ...overrides,
  };
}

describe('ranking badges and market', () => {
  it('shows the current badge, progress to the next and each badge', async () => {
    const bronze = badge({ id: 'b1', reached: true, reachedAt: '2026-03-01T00:00:00.000Z' });
    const silver = badge({ id: 'b2', name: 'Silver', rank: 2, minDeposited: 1000, minInvested: 500, bonus: 20 });
    const data: RankingBadges = {
      badges: [bronze, silver],
      current: bronze,
      next: silver,
      percent: 35,
      stats: { deposited: 200, invested: 250, earned: 0, referrals: 0 },
    };
    server.use(
      wallets,
      http.get('*/api/ranking-badges', () => HttpResponse.json(data)),
    );
    await renderApp('/user/ranking-badge', { user: makeUser() });
    const bar = await screen.findByRole('progressbar', { name: 'Progress to Silver' });
    expect(bar.getAttribute('aria-valuenow')).toBe('35');
    const list = screen.getByRole('list', { name: 'Ranking badges' });
    expect(within(list).getByText('Reached')).toBeTruthy();
    expect(within(list).getByText('Invest 500.00 USD (250.00 USD)')).toBeTruthy();
  });

  it('lists market rates with 24 h and 30 d change and a chart', async () => {
    const data: Market = {
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
    server.use(
      wallets,
      http.get('*/api/market', () => HttpResponse.json(data)),
    );
    await renderApp('/user/market', { user: makeUser() });
    expect(await screen.findByText('67,250.00 USD')).toBeTruthy();
    expect(screen.getByText('24h: +1.25%')).toBeTruthy();
    expect(screen.getByText('30d: -3.50%')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'BTC over 30 days' })).toBeTruthy();
  });
});
