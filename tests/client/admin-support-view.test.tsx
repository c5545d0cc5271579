import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserDetail } from '../../src/contract/admin-users.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
const TOKEN = 'sv_ViewTokenOfJane_0123456789';

// The admin's view of a user carries no language (the investor's own profile does).
const { language: _language, ...investor } = makeUser();

const detail: AdminUserDetail = {
  user: {
    ...investor,
    firstName: 'Jane',
    lastName: 'Doe',
    country: 'Canada',
    emailVerified: true,
    bannedAt: null,
    banReason: null,
    closedAt: null,
    kycStatus: 'none',
    mainBalance: 0,
    profitBalance: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    canDeposit: true,
    canWithdraw: true,
    canSendMoney: true,
    phone: '',
    avatar: null,
    referralCode: 'JANE1',
  },
  wallets: [],
  transactions: [],
  deposits: { available: true, items: [] },
  withdrawals: { available: true, items: [] },
  investments: { available: true, items: [] },
  referrals: { referredBy: null, referees: [], total: 0 },
  kyc: { status: 'none', reason: null, submittedAt: null, idType: null, reviewedAt: null },
};

/** A stand-in for the tab window.open gives back (jsdom opens none). */
function fakeTab() {
  return { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function serveUser(onOpen: (body: unknown, auth: string | null) => Response) {
  server.use(
    http.get('*/api/admin/users/u1', () => HttpResponse.json({ data: detail })),
    http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
    http.get('*/api/admin/users/u1/statements', () => HttpResponse.json({ items: [] })),
    http.post('*/api/admin/users/u1/support-view', async ({ request }) =>
      onOpen(await request.json(), request.headers.get('Authorization')),
    ),
  );
}

describe('admin: open support view', () => {
  it('asks for a reason, then opens the investor app in a new tab with only the view token, in the fragment', async () => {
    const bodies: unknown[] = [];
    const auths: Array<string | null> = [];
    serveUser((body, auth) => {
      bodies.push(body);
      auths.push(auth);
      return HttpResponse.json(
        { view_id: 'v1', token: TOKEN, user_id: 'u1', reason: 'Ticket 77', expires_at: '2026-11-28T11:00:00.000Z' },
        { status: 201 },
      );
    });
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { events } = await renderApp('/admin/users/u1', { user: admin, token: 'admin-jwt' });
    const form = await screen.findByRole('form', { name: 'Open support view' });

    await events.type(within(form).getByLabelText(/^Reason/), 'hm');
    await events.click(within(form).getByRole('button', { name: 'Open support view' }));
    expect(await within(form).findByText(/at least 5 characters/)).toBeTruthy();
    expect(bodies).toEqual([]);
    expect(open).not.toHaveBeenCalled();

    await events.clear(within(form).getByLabelText(/^Reason/));
    await events.type(within(form).getByLabelText(/^Reason/), 'Ticket 77');
    await events.click(within(form).getByRole('button', { name: 'Open support view' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(`/support-view#token=${TOKEN}`));
    expect(bodies).toEqual([{ reason: 'Ticket 77' }]);
    expect(auths).toEqual(['Bearer admin-jwt']);
    // The new tab has no handle on this one, and this tab neither keeps nor becomes the view.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(useSessionStore.getState().token).toBe('admin-jwt');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(TOKEN);
    expect(await within(form).findByRole('status')).toBeTruthy();
  });

  it('closes the blank tab again when the server refuses', async () => {
    serveUser(() =>
      HttpResponse.json({ code: 'FORBIDDEN', message: 'Not allowed for your staff role' }, { status: 403 }),
    );
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { events } = await renderApp('/admin/users/u1', { user: admin });
    const form = await screen.findByRole('form', { name: 'Open support view' });
    await events.type(within(form).getByLabelText(/^Reason/), 'Ticket 78');
    await events.click(within(form).getByRole('button', { name: 'Open support view' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.replace).not.toHaveBeenCalled();
  });
});
