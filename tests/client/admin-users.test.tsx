import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserRow } from '../../src/contract/admin-users.ts';
import { makeMoneyResult, makeTransaction, makeUser, makeWallet, fullText } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { DANGER_BUTTON_CLASS } from '../../src/components/form/danger-button.tsx';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });

function row(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 'u1',
    role: 'user',
    username: 'jane',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    country: 'Canada',
    emailVerified: true,
    bannedAt: null,
    banReason: null,
    closedAt: null,
    kycStatus: 'pending',
    mainBalance: 120.5,
    profitBalance: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    canDeposit: true,
    canWithdraw: true,
    canSendMoney: true,
    ...overrides,
  };
}

function detail(user: AdminUserRow): AdminUserDetail {
  return {
    user: { ...user, phone: '+1 555', avatar: null, referralCode: 'JANE1' },
    wallets: [
      makeWallet({ balance: user.mainBalance }),
      makeWallet({ id: 'w-profit', type: 'profit', name: 'Profit Wallet' }),
    ],
    transactions: [makeTransaction({ type: 'admin_adjustment', description: 'Opening credit', amount: 120.5 })],
    deposits: { available: true, items: [] },
    withdrawals: { available: false, items: [] },
    investments: {
      available: true,
      items: [{ id: 'i1', amount: 50, status: 'active', label: 'Gold plan', createdAt: '2026-03-02T00:00:00.000Z' }],
    },
    referrals: { referredBy: null, referees: [], total: 0 },
    kyc: { status: user.kycStatus, reason: null, submittedAt: null, idType: null, reviewedAt: null },
  };
}

describe('admin users', () => {
  it('searches and filters through the URL and lists users as a table', async () => {
    const queries: string[] = [];
    server.use(
      http.get('*/api/admin/users', ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.search);
        const q = url.searchParams.get('q');
        return HttpResponse.json({ items: q === 'nobody' ? [] : [row()], nextCursor: null });
      }),
    );
    const { events, router } = await renderApp('/admin/users', { user: admin });
    const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 3000 });
    expect(within(table).getByText('Jane Doe (@jane)')).toBeTruthy();
    expect(within(table).getByText('120.50 USD')).toBeTruthy();

    await events.selectOptions(screen.getByLabelText('Status'), 'Banned');
    await waitFor(() => expect(router.state.location.search).toEqual({ banned: true }));
    await events.type(screen.getByLabelText('Search'), 'nobody');
    await events.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users match these filters')).toBeTruthy();
    expect(queries.at(-1)).toContain('banned=true');
    expect(queries.at(-1)).toContain('q=nobody');
    expect(queries.at(-1)).toContain('role=user');
  });

  it('shows a paid withdrawal as "Paid" on the user page, in the words of the queue and the investor\'s log', async () => {
    const user = row();
    const paid = {
      ...detail(user),
      withdrawals: {
        available: true,
        items: [
          {
            id: 'w1',
            amount: 40,
            status: 'approved',
            label: 'WDRAAAA00001 · USDT (TRC20)',
            createdAt: '2026-03-02T00:00:00.000Z',
          },
        ],
      },
    };
    paid.transactions = [
      makeTransaction({
        type: 'withdraw',
        direction: 'debit',
        description: 'Withdrawal WDRAAAA00001',
        amount: 40,
        status: 'completed',
      }),
    ];
    server.use(
      http.get('*/api/admin/users/u1', () => HttpResponse.json({ data: paid })),
      http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
    );
    await renderApp('/admin/users/u1', { user: admin });
    const withdrawals = await screen.findByRole('table', { name: 'Withdrawals' }, { timeout: 3000 });
    expect(within(withdrawals).getByText('Paid')).toBeTruthy();
    expect(within(withdrawals).queryByText(/approved/i)).toBeNull();
    const latest = screen.getByRole('table', { name: 'Latest transactions' });
    expect(within(latest).getByText('Paid')).toBeTruthy();
    expect(within(latest).queryByText(/completed/i)).toBeNull();
  });

  it('shows the detail page; a balance change needs a reason and sends an Idempotency-Key; a ban sends the reason', async () => {
    let user = row();
    const balanceCalls: Array<{ key: string | null; body: unknown }> = [];
    const patches: unknown[] = [];
    server.use(
      http.get('*/api/admin/users/u1', () => HttpResponse.json({ data: detail(user) })),
      http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.post('*/api/admin/users/u1/balance', async ({ request }) => {
        balanceCalls.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        user = { ...user, mainBalance: 145.5 };
        return HttpResponse.json(makeMoneyResult({ message: 'Balance added successfully' }));
      }),
      http.patch('*/api/admin/users/u1', async ({ request }) => {
        patches.push(await request.json());
        user = { ...user, bannedAt: '2026-03-03T00:00:00.000Z', banReason: 'fraud' };
        return HttpResponse.json({ message: 'User banned', data: user });
      }),
    );
    const { events } = await renderApp('/admin/users/u1', { user: admin });
    const profile = await screen.findByRole('region', { name: 'Profile' }, { timeout: 3000 });
    expect(within(profile).getByText(fullText('jane@example.com'))).toBeTruthy();
    expect(screen.getByText('Not available on this installation.')).toBeTruthy();
    expect(screen.getByText('Gold plan')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Change balance' });
    await events.type(within(form).getByLabelText(/^Amount/), '25');
    await events.click(within(form).getByRole('button', { name: 'Apply change' }));
    expect(await within(form).findByText('Reason is required')).toBeTruthy();
    expect(balanceCalls).toHaveLength(0);
    await events.type(within(form).getByLabelText(/^Reason/), 'Goodwill credit');
    await events.click(within(form).getByRole('button', { name: 'Apply change' }));
    // Nothing is sent before the confirmation, which restates user, wallet, amount and the balance after.
    const confirm = await screen.findByRole('dialog', { name: 'Add to balance?' });
    expect(balanceCalls).toHaveLength(0);
    expect(within(confirm).getByText(fullText('jane@example.com (@jane)'))).toBeTruthy();
    expect(within(confirm).getByText('25.00 USD')).toBeTruthy();
    await events.click(within(confirm).getByRole('button', { name: 'Confirm add' }));
    expect(await screen.findByText('Balance added successfully.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(balanceCalls[0]?.body).toEqual({ wallet_type: 'main', type: 'add', amount: 25, reason: 'Goodwill credit' });
    expect(balanceCalls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await within(screen.getByRole('region', { name: 'Wallets' })).findByText('145.50 USD')).toBeTruthy();

    // A ban is destructive: the red button, never the primary one, and a confirmation before anything is sent.
    const ban = screen.getByRole('form', { name: 'Ban user' });
    await events.type(within(ban).getByLabelText(/^Reason to ban/), 'fraud');
    const banButton = within(ban).getByRole('button', { name: 'Ban user' });
    expect(banButton.className).toContain(DANGER_BUTTON_CLASS);
    expect(banButton.className).not.toContain('bg-primary');
    await events.click(banButton);
    const banConfirm = await screen.findByRole('dialog', { name: 'Ban this user?' });
    expect(patches).toEqual([]);
    expect(within(banConfirm).getByText(fullText('jane@example.com (@jane)'))).toBeTruthy();
    expect(within(banConfirm).getByText('fraud')).toBeTruthy();
    expect(within(banConfirm).getByRole('button', { name: 'Ban user' }).className).toContain(DANGER_BUTTON_CLASS);
    await events.click(within(banConfirm).getByRole('button', { name: 'Ban user' }));
    expect(await screen.findByRole('form', { name: 'Unban user' })).toBeTruthy();
    expect(patches).toEqual([{ banned: true, reason: 'fraud' }]);
    // The server's "User banned" reads as a sentence.
    expect(await screen.findByText('User banned.')).toBeTruthy();
  });

  it('flags a closed account as "closed" in the list, and the Account filter asks for closed ones', async () => {
    const queries: string[] = [];
    server.use(
      http.get('*/api/admin/users', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ items: [row({ closedAt: '2026-03-05T00:00:00.000Z' })], nextCursor: null });
      }),
    );
    const { events, router } = await renderApp('/admin/users', { user: admin });
    const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 3000 });
    expect(within(table).getByText('closed')).toBeTruthy();
    await events.selectOptions(screen.getByLabelText('Account'), 'Closed');
    await waitFor(() => expect(router.state.location.search).toEqual({ closed: true }));
    await waitFor(() => expect(queries.at(-1)).toContain('closed=true'));
  });
});
