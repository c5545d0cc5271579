import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Approval } from '../../src/contract/approvals.ts';
import type { AdminUserDetail } from '../../src/contract/admin-users.ts';
import type { AdminWithdrawal } from '../../src/contract/withdrawals.ts';
import { DEFAULT_SETTINGS } from '../../src/contract/settings.ts';
import { actionLabel, targetLabel } from '../../src/features/admin-audit/describe-change.ts';
import { makeUser, makeWallet, fullText } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
const other = { id: 'a2', email: 'finance@example.com', name: 'Fin Ance' };
const me = { id: 'a1', email: 'boss@example.com', name: 'Boss' };

function approval(overrides: Partial<Approval> = {}): Approval {
  return {
    id: 'ap1',
    kind: 'balance_adjustment',
    status: 'pending',
    summary: 'Add 2,500.00 USD to the Main Wallet of jane@example.com',
    amount: 2500,
    currency: 'USD',
    user: { id: 'u1', email: 'jane@example.com', username: 'jane', name: 'Jane Doe' },
    withdrawal: null,
    adjustment: { walletType: 'main', direction: 'add', reason: 'Goodwill credit' },
    requestedBy: other,
    requestedAt: '2026-03-01T10:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    rejectionReason: null,
    transactionReference: null,
    ...overrides,
  };
}

describe('four-eyes approvals', () => {
  it('lists waiting requests; another admin’s is approved after a confirmation restating action, user and amount; one’s own cannot be', async () => {
    const calls: Array<{ path: string; key: string | null }> = [];
    let items = [
      approval(),
      approval({
        id: 'ap2',
        summary: 'Subtract 1,200.00 USD from the Main Wallet of bob@example.com',
        requestedBy: me,
        amount: 1200,
      }),
    ];
    server.use(
      http.get('*/api/admin/approvals', () => HttpResponse.json({ items, pending: items.length })),
      http.post('*/api/admin/approvals/:id/approve', ({ request, params }) => {
        calls.push({ path: `${String(params.id)}/approve`, key: request.headers.get('Idempotency-Key') });
        const done = { ...approval(), status: 'approved' as const, decidedBy: me, transactionReference: 'TXNABC' };
        items = items.filter((a) => a.id !== params.id);
        return HttpResponse.json({ message: 'Approved: Balance added successfully', approval: done });
      }),
    );
    const { events } = await renderApp('/admin/approvals', { user: admin });
    const list = await screen.findByRole('list', { name: 'Approval requests' }, { timeout: 3000 });
    const [theirs, mine] = within(list).getAllByRole('listitem');
    expect(mine?.textContent).toContain('You asked for this: another admin must approve it.');
    expect(within(mine as HTMLElement).queryByRole('button')).toBeNull();

    await events.click(
      within(theirs as HTMLElement).getByRole('button', { name: 'Approve request for jane@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve request for jane@example.com?' });
    expect(dialog.textContent).toContain('Add 2,500.00 USD to the Main Wallet of jane@example.com');
    expect(within(dialog).getByText(fullText('jane@example.com (@jane)'))).toBeTruthy();
    expect(within(dialog).getByText('2,500.00 USD')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await events.click(within(dialog).getByRole('button', { name: 'Confirm approve' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText('Request for jane@example.com approved.')).toBeTruthy();
    expect(calls).toEqual([{ path: 'ap1/approve', key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Approval requests' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('Mark paid above the threshold tells the admin it was sent for approval', async () => {
    const item: AdminWithdrawal = {
      id: 'w1',
      reference: 'WDRAAAA00001',
      methodName: 'USDT (TRC20)',
      currency: 'USDT',
      accountName: 'My TRON wallet',
      details: { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      amount: 1500,
      charge: 1,
      receiveAmount: 1499,
      processingTime: 'Within 24 hours',
      status: 'pending',
      rejectionReason: null,
      payoutReference: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      reviewedAt: null,
      user: { id: 'u1', email: 'jane@example.com', username: 'jane' },
    };
    const sent =
      'Sent for approval: a second admin must approve "Pay withdrawal WDRAAAA00001 of 1,500.00 USD to jane@example.com". Nothing has moved yet.';
    let queued: AdminWithdrawal = item;
    server.use(
      http.get('*/api/admin/withdrawal-queue', () => HttpResponse.json({ items: [queued], nextCursor: null })),
      http.get('*/api/admin/withdrawal-methods', () => HttpResponse.json([])),
      http.post('*/api/admin/withdrawals/:id/approve', () => {
        queued = { ...item, awaitingApproval: true };
        return HttpResponse.json({
          message: sent,
          withdrawal: item,
          approval: approval({
            kind: 'withdrawal_payout',
            adjustment: null,
            requestedBy: me,
            withdrawal: { id: 'w1', reference: item.reference, methodName: item.methodName, payoutReference: null },
          }),
        });
      }),
    );
    const { events } = await renderApp('/admin/withdrawals', { user: admin });
    await events.click(
      await screen.findByRole('button', { name: 'Mark paid withdrawal WDRAAAA00001' }, { timeout: 3000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark withdrawal WDRAAAA00001 paid?' });
    // Before anything is sent, the confirmation says a second admin must approve first.
    expect(dialog.textContent).toContain(
      'Above the four-eyes threshold (1,000.00 USD): this sends a request, and a second admin must approve it before any money moves.',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Confirm mark paid' }));
    expect(await screen.findByText(sent)).toBeTruthy();
    expect(screen.queryByText('Withdrawal WDRAAAA00001 marked paid.')).toBeNull();
    // The queue reloads and marks it.
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Withdrawals' }).textContent).toContain('Sent for approval'),
    );
  });

  it('a balance change above the threshold says it was sent for approval and links to Approvals', async () => {
    const detail = {
      user: {
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
        kycStatus: 'none',
        mainBalance: 10,
        profitBalance: 0,
        createdAt: '2026-03-01T10:00:00.000Z',
        canDeposit: true,
        canWithdraw: true,
        canSendMoney: true,
        phone: '',
        avatar: null,
        referralCode: 'J1',
      },
      wallets: [makeWallet({ balance: 10 }), makeWallet({ id: 'w-profit', type: 'profit', name: 'Profit Wallet' })],
      transactions: [],
      deposits: { available: true, items: [] },
      withdrawals: { available: true, items: [] },
      investments: { available: true, items: [] },
      referrals: { referredBy: null, referees: [], total: 0 },
      kyc: { status: 'none', reason: null, submittedAt: null, idType: null, reviewedAt: null },
    } satisfies AdminUserDetail;
    const sent =
      'Sent for approval: a second admin must approve "Add 2,500.00 USD to the Main Wallet of jane@example.com". Nothing has moved yet.';
    server.use(
      http.get('*/api/admin/users/u1', () => HttpResponse.json({ data: detail })),
      http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.post('*/api/admin/users/u1/balance', () =>
        HttpResponse.json({ message: sent, approval: approval({ requestedBy: me }) }),
      ),
    );
    const { events } = await renderApp('/admin/users/u1', { user: admin });
    const form = await screen.findByRole('form', { name: 'Change balance' }, { timeout: 3000 });
    await events.type(within(form).getByLabelText(/^Amount/), '2500');
    await events.type(within(form).getByLabelText(/^Reason/), 'Goodwill credit');
    await events.click(within(form).getByRole('button', { name: 'Apply change' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Add to balance?' })).getByRole('button', {
        name: 'Confirm add',
      }),
    );
    const notice = await within(form).findByRole('status');
    expect(notice.textContent).toContain(sent);
    expect(within(notice).getByRole('link', { name: 'Open Approvals' }).getAttribute('href')).toBe('/admin/approvals');
  });

  it('the settings page has the cooling-off hours and the four-eyes threshold, with their units and help', async () => {
    server.use(
      http.get('*/api/admin/settings', () => HttpResponse.json({ data: DEFAULT_SETTINGS })),
      http.get('*/api/admin/approvals', () => HttpResponse.json({ items: [approval()], pending: 3 })),
    );
    await renderApp('/admin/settings', { user: admin });
    expect(
      ((await screen.findByLabelText(/^Cooling-off period \(hours\)/, {}, { timeout: 3000 })) as HTMLInputElement)
        .value,
    ).toBe('24');
    expect((screen.getByLabelText(/^Four-eyes threshold \(USD\)/) as HTMLInputElement).value).toBe('1000');
    expect(screen.getByText(/0 turns four-eyes off/)).toBeTruthy();
  });

  it('the audit log names both steps and the protection events in words', () => {
    expect(actionLabel('approval.request')).toBe('Sent for a second admin’s approval');
    expect(actionLabel('approval.approve')).toBe('Approved (second admin)');
    expect(actionLabel('security_hold.start')).toBe('Withdrawals paused after a security change');
    expect(targetLabel('approval_request', '0123456789abcdef')).toBe('Approval request 01234567');
  });

  it('the dashboard links Approvals with how many wait', async () => {
    server.use(
      http.get('*/api/admin/approvals', () => HttpResponse.json({ items: [approval()], pending: 3 })),
      http.get('*/api/admin/dashboard', () =>
        HttpResponse.json({ message: 'unavailable', code: 'INTERNAL' }, { status: 500 }),
      ),
      http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
    );
    await renderApp('/admin/dashboard', { user: admin });
    expect(
      (await screen.findByRole('link', { name: 'Approvals (3 waiting)' }, { timeout: 3000 })).getAttribute('href'),
    ).toBe('/admin/approvals');
  });
});
