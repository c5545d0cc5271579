import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/contract/settings.ts';
import type { AdminBadge } from '../../src/contract/badges.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });

const badge = (overrides: Partial<AdminBadge>): AdminBadge => ({
  id: 'b1',
  name: 'Bronze',
  icon: '🥉',
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
  holders: 0,
  ...overrides,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin ranking badges', () => {
  it('lists the ladder, checks a new badge before sending it, creates it and reloads the list', async () => {
    let badges = [
      badge({}),
      badge({ id: 'b2', name: 'Silver', icon: '', rank: 2, minDeposited: 0, minReferrals: 3, bonus: 10, holders: 4 }),
    ];
    const posts: unknown[] = [];
    server.use(
      http.get('*/api/admin/settings', () => HttpResponse.json({ data: DEFAULT_SETTINGS })),
      http.get('*/api/admin/badges', () => HttpResponse.json({ badges })),
      http.post('*/api/admin/badges', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        const created = badge({ ...body, id: 'b3' } as Partial<AdminBadge>);
        badges = [...badges, created];
        return HttpResponse.json({ message: 'Badge created', badge: created }, { status: 201 });
      }),
    );
    const { events } = await renderApp('/admin/settings', { user: admin });
    const table = await screen.findByRole('table', { name: 'Ranking badges' }, { timeout: 3000 });
    expect(within(table).getByText('Deposited 100.00 USD')).toBeTruthy();
    expect(within(table).getByText('3 referrals')).toBeTruthy();

    await events.click(screen.getByRole('button', { name: 'New badge' }));
    const form = screen.getByRole('form', { name: 'New badge' });
    expect(within(form).getByLabelText(/^Rank/)).toHaveProperty('value', '3');
    await events.type(within(form).getByLabelText(/^Name/), 'G');
    await events.click(within(form).getByRole('button', { name: 'Create badge' }));
    expect(await within(form).findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(posts).toHaveLength(0);

    await events.type(within(form).getByLabelText(/^Name/), 'old');
    await events.clear(within(form).getByLabelText(/^Invested at least/));
    await events.type(within(form).getByLabelText(/^Invested at least/), '500');
    await events.clear(within(form).getByLabelText(/^Bonus/));
    await events.type(within(form).getByLabelText(/^Bonus/), '25.50');
    await events.click(within(form).getByRole('button', { name: 'Create badge' }));
    expect(await screen.findByText('Badge created.')).toBeTruthy();
    expect(posts).toEqual([
      {
        name: 'Gold',
        icon: '',
        description: '',
        active: true,
        rank: 3,
        minDeposited: 0,
        minInvested: 500,
        minEarned: 0,
        minReferrals: 0,
        bonus: 25.5,
      },
    ]);
    expect(await within(await screen.findByRole('table', { name: 'Ranking badges' })).findByText('Gold')).toBeTruthy();
  });

  it('edits a badge, shows a server field error, and deactivates a held badge instead of deleting it', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const deleted: string[] = [];
    server.use(
      http.get('*/api/admin/settings', () => HttpResponse.json({ data: DEFAULT_SETTINGS })),
      http.get('*/api/admin/badges', () => HttpResponse.json({ badges: [badge({ holders: 2 })] })),
      http.put('*/api/admin/badges/b1', () =>
        HttpResponse.json(
          { message: 'Rank is taken', code: 'VALIDATION_FAILED', errors: { rank: 'is already used by Silver' } },
          { status: 400 },
        ),
      ),
      http.delete('*/api/admin/badges/:id', ({ params }) => {
        deleted.push(String(params['id']));
        return HttpResponse.json({
          message: 'Badge is held by users, so it was deactivated instead of deleted',
          deleted: false,
        });
      }),
    );
    const { events } = await renderApp('/admin/settings', { user: admin });
    await events.click(await screen.findByRole('button', { name: 'Edit Bronze' }, { timeout: 3000 }));
    const form = screen.getByRole('form', { name: 'Edit Bronze' });
    expect(within(form).getByLabelText(/^Deposited at least/)).toHaveProperty('value', '100');
    await events.click(within(form).getByRole('button', { name: 'Save badge' }));
    expect(await within(form).findByText('Rank (1 is the first badge) is already used by Silver')).toBeTruthy();
    await events.click(within(form).getByRole('button', { name: 'Cancel' }));

    await events.click(await screen.findByRole('button', { name: 'Delete Bronze' }));
    expect(window.confirm).toHaveBeenCalledWith('Bronze is held by 2 users: deactivate it?');
    expect(await screen.findByText('Badge is held by users, so it was deactivated instead of deleted.')).toBeTruthy();
    expect(deleted).toEqual(['b1']);
  });
});
