import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/contract/admin-dashboard.ts';
import type { StaffMember } from '../../src/contract/staff.ts';
import { ADMIN_ALL_LINKS } from '../../src/components/nav/nav-links.ts';
import { translate } from '../../src/lib/i18n/i18n.ts';
import { ROLE_PERMISSIONS, roleCan, type StaffRole } from '../../src/contract/staff-permissions.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
const accessOf = (role: StaffRole, twoFactorSetupRequired = false) => ({
  data: {
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    twoFactorEnabled: !twoFactorSetupRequired,
    twoFactorSetupRequired,
  },
});

/** The sidebar a role should see: every admin link whose permission the role has (other pages may join the list). */
const linksOf = (role: StaffRole) =>
  ADMIN_ALL_LINKS.filter((l) => roleCan(role, l.permission)).map((l) => translate(l.label));

const dashboard: Dashboard = {
  currency: 'USD',
  generatedAt: '2026-03-03T08:00:00.000Z',
  users: { total: 42, newToday: 3, banned: 1 },
  deposits: { pending: { count: 2, amount: 300 }, approved: { count: 10, amount: 5000 } },
  withdrawals: { pending: { count: 1, amount: 50 }, approved: { count: 1, amount: 75 } },
  investments: { totalInvested: 2500, active: 4 },
  profitPaid: 123.45,
  feeIncome: 67.89,
  kycPending: 5,
  openTickets: 7,
  chart: [],
  profitEngine: { lastRunAt: null, late: false, expectedEverySeconds: 60 },
};

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  id: 'a1',
  email: 'boss@example.com',
  username: 'boss',
  firstName: 'Bo',
  lastName: 'Ss',
  role: 'owner',
  active: true,
  twoFactorEnabled: true,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

async function dashboardAs(role: StaffRole) {
  server.use(
    http.get('*/api/admin/access', () => HttpResponse.json(accessOf(role))),
    http.get('*/api/admin/dashboard', () => HttpResponse.json({ data: dashboard })),
    http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
  );
  const app = await renderApp('/admin/dashboard', { user: admin });
  const figures = await screen.findByLabelText('Platform figures', {}, { timeout: 3000 });
  const sidebar = screen.getByRole('navigation', { name: 'Admin sidebar' });
  return {
    ...app,
    tiles: within(figures)
      .getAllByRole('link')
      .map((l) => l.querySelector('span')?.textContent),
    links: within(sidebar)
      .getAllByRole('link')
      .map((l) => l.textContent),
  };
}

describe('the admin UI per staff role', () => {
  it('shows an owner every page, Staff included, and every dashboard tile', async () => {
    const { links, tiles } = await dashboardAs('owner');
    // The nine documented admin pages first, in their order; the pages beyond them in a group of their own.
    expect(links).toEqual([
      'Dashboard',
      'Users',
      'KYC Review',
      'Deposits',
      'Investments',
      'Transactions',
      'Tickets',
      'Withdrawals',
      'Notifications',
      'On-chain deposits',
      'Card payments',
      'Approvals',
      'Reports',
      'Proof of liabilities',
      'Settings',
      'Audit log',
      'Mail',
      'Templates',
      'Staff',
    ]);
    const more = screen.getByRole('list', { name: 'Operations' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'On-chain deposits',
      'Card payments',
      'Approvals',
      'Reports',
      'Proof of liabilities',
      'Settings',
      'Audit log',
      'Mail',
      'Templates',
      'Staff',
    ]);
    expect(links).toEqual(expect.arrayContaining(['Deposits', 'KYC Review', 'Settings', 'Audit log', 'Staff']));
    expect(tiles).toHaveLength(12);
    expect(screen.getByRole('region', { name: 'Latest admin actions' })).toBeTruthy();
  });

  it('shows support only tickets, notifications, mail and users, without money tiles, Settings or the audit log', async () => {
    const { links, tiles } = await dashboardAs('support');
    expect(links).toEqual(linksOf('support'));
    expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Users', 'Tickets', 'Notifications', 'Mail']));
    for (const hidden of ['Deposits', 'Withdrawals', 'KYC Review', 'Settings', 'Audit log', 'Staff'])
      expect(links).not.toContain(hidden);
    expect(tiles).toEqual(['Users', 'New users today', 'Open tickets']);
    const consoleNav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(consoleNav).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest admin actions' })).toBeNull();
  });

  it('shows finance the money pages and tiles, and compliance KYC, users, transactions and the audit log', async () => {
    const finance = await dashboardAs('finance');
    expect(finance.links).toEqual(linksOf('finance'));
    expect(finance.links).toEqual(expect.arrayContaining(['Deposits', 'Withdrawals', 'Transactions']));
    for (const hidden of ['KYC Review', 'Tickets', 'Settings', 'Staff']) expect(finance.links).not.toContain(hidden);
    expect(finance.tiles).not.toContain('KYC pending');
    expect(finance.tiles).toContain('Withdrawals pending');
    finance.view.unmount();
    const compliance = await dashboardAs('compliance');
    expect(compliance.links).toEqual(linksOf('compliance'));
    expect(compliance.links).toEqual(expect.arrayContaining(['KYC Review', 'Users', 'Audit log']));
    for (const hidden of ['Deposits', 'Withdrawals', 'Settings', 'Staff'])
      expect(compliance.links).not.toContain(hidden);
    expect(compliance.tiles).toContain('KYC pending');
    expect(compliance.tiles).not.toContain('Deposits pending');
  });

  it('says a typed-in page is not part of the role instead of loading it', async () => {
    server.use(http.get('*/api/admin/access', () => HttpResponse.json(accessOf('support'))));
    await renderApp('/admin/settings', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Not part of your role' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
  });
});

describe('the Staff page', () => {
  it('lists the team, changes a role and deactivates after a confirmation, and shows the last-owner refusal', async () => {
    const patches: unknown[] = [];
    let team = [
      member({}),
      member({
        id: 'a2',
        email: 'fin@example.com',
        firstName: 'Fiona',
        lastName: 'Nance',
        role: 'finance',
        twoFactorEnabled: false,
      }),
    ];
    server.use(
      http.get('*/api/admin/staff', () => HttpResponse.json({ data: team })),
      http.patch('*/api/admin/staff/:id', async ({ request, params }) => {
        const body = (await request.json()) as { role?: StaffMember['role']; active?: boolean };
        patches.push({ id: params['id'], ...body });
        if (params['id'] === 'a1')
          return HttpResponse.json(
            {
              message: 'The last owner cannot be demoted or deactivated. Make another admin owner first.',
              code: 'LAST_OWNER',
            },
            { status: 409 },
          );
        team = team.map((m) => (m.id === params['id'] ? { ...m, ...body } : m));
        return HttpResponse.json({ data: team.find((m) => m.id === params['id']) });
      }),
    );
    const { events } = await renderApp('/admin/staff', { user: admin });
    const list = await screen.findByRole('list', { name: 'Admin team' }, { timeout: 3000 });
    expect(within(list).getByText('Two-factor not set up yet')).toBeTruthy();
    expect(within(list).getByText('(you)')).toBeTruthy();
    // The only owner is not offered "Deactivate" on themself (the server refuses it too, 409 LAST_OWNER).
    expect(within(list).queryByRole('button', { name: 'Deactivate Bo Ss' })).toBeNull();
    expect(within(list).getByText(/The only owner cannot be deactivated/)).toBeTruthy();

    await events.selectOptions(within(list).getByLabelText('Role of Fiona Nance'), 'Compliance');
    const dialog = await screen.findByRole('dialog', { name: 'Make Fiona Nance compliance?' });
    await events.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(patches).toEqual([{ id: 'a2', role: 'compliance' }]));
    await waitFor(() =>
      expect((within(list).getByLabelText('Role of Fiona Nance') as HTMLSelectElement).value).toBe('compliance'),
    );

    await events.click(within(list).getByRole('button', { name: 'Deactivate Fiona Nance' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await within(list).findByRole('button', { name: 'Reactivate Fiona Nance' })).toBeTruthy();
    expect(within(list).getByText('Deactivated')).toBeTruthy();

    await events.selectOptions(within(list).getByLabelText('Role of Bo Ss'), 'Support');
    const refused = await screen.findByRole('dialog');
    await events.click(within(refused).getByRole('button', { name: 'Change role' }));
    expect(await within(refused).findByText(/The last owner cannot be demoted/)).toBeTruthy();
  });

  it('adds an admin: checks the fields first, then sends e-mail, name and role and shows the new member', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/admin/staff', () => HttpResponse.json({ data: [member({})] })),
      http.post('*/api/admin/staff', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          {
            data: member({
              id: 'a3',
              email: 'sue@example.com',
              firstName: 'Sue',
              lastName: 'Port',
              role: 'support',
              twoFactorEnabled: false,
            }),
          },
          { status: 201 },
        );
      }),
    );
    const { events } = await renderApp('/admin/staff', { user: admin });
    const form = await screen.findByRole('form', { name: 'Add an admin' }, { timeout: 3000 });
    await events.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      (await within(form).findAllByText(/must be a valid e-mail address|is required/)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(posted).toEqual([]);
    await events.type(within(form).getByLabelText(/^E-mail/), 'sue@example.com');
    await events.type(within(form).getByLabelText(/^First name/), 'Sue');
    await events.type(within(form).getByLabelText(/^Last name/), 'Port');
    await events.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(posted).toEqual([{ email: 'sue@example.com', firstName: 'Sue', lastName: 'Port', role: 'support' }]),
    );
    expect(await screen.findByText('Sue Port')).toBeTruthy();
  });
});

describe("an admin's first sign-in without two-factor", () => {
  it('walks through the set-up (QR, key, code, recovery codes) before the panel, then continues to the dashboard', async () => {
    let enabled = false;
    const codes = [
      'a2b3-c4d5',
      'e6f7-g8h9',
      'jkmn-pqrs',
      'tvwx-yz01',
      '2345-6789',
      'abcd-efgh',
      'jk23-mn45',
      'pq67-rs89',
      'tv01-wx23',
      'yz45-ab67',
    ];
    server.use(
      http.get('*/api/admin/access', () => HttpResponse.json(accessOf('owner', !enabled))),
      http.post('*/api/two-factor/setup', () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrDataUrl: 'data:image/png;base64,AAAA',
        }),
      ),
      http.post('*/api/two-factor/enable', () => {
        enabled = true;
        return HttpResponse.json({ message: 'Two-factor authentication is on.', recoveryCodes: codes });
      }),
      http.get('*/api/admin/dashboard', () => HttpResponse.json({ data: dashboard })),
      http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextCursor: null })),
    );
    const { events, router } = await renderApp('/admin/users', { user: admin });
    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor authentication' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sidebar' })).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await events.type(screen.getByLabelText(/^Authentication code/), '123456');
    await events.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    await events.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await events.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByLabelText('Platform figures', {}, { timeout: 3000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
