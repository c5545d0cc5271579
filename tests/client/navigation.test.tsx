import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { NotificationBadge, formatBadgeCount } from '../../src/components/header/notification-badge.tsx';
import { makeUser } from './helpers/fixtures.ts';
import { setViewportWide } from './helpers/media.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const SIDEBAR_ORDER = [
  'Dashboard',
  'All Schema',
  'Schema Logs',
  'All Transactions',
  'Add Money',
  'Add Money Log',
  'Wallet Exchange',
  'Send Money',
  'Send Money Log',
  'Withdraw',
  'Withdraw Log',
  'Ranking Badge',
  'Referral',
  'Settings',
  'Support Tickets',
  'All Notifications',
  'Verify my balance',
  'Recurring',
  'Alerts',
];

describe('user area navigation', () => {
  it('lists the sidebar links in the documented order, and the first five in the bottom bar', async () => {
    server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([])));
    await renderApp('/user/dashboard', { user: makeUser() });
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SIDEBAR_ORDER);
    expect(links.map((link) => link.getAttribute('href'))).toContain('/user/deposit/logs');

    const bottom = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SIDEBAR_ORDER.slice(0, 5));
  });

  describe('on a phone (narrower than md)', () => {
    it('renders the drawer (sidebar links and wallet card) only once the menu opens, and drops it again on Escape', async () => {
      setViewportWide(false);
      server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([])));
      const { events } = await renderApp('/user/dashboard', { user: makeUser() });
      await screen.findByRole('navigation', { name: 'Quick links' });
      expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Wallets' })).toBeNull();

      await events.click(screen.getByRole('button', { name: 'Open menu' }));
      const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
      expect(
        within(sidebar)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(SIDEBAR_ORDER);
      expect(screen.getByRole('region', { name: 'Wallets' })).toBeTruthy();

      await events.keyboard('{Escape}');
      expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
    });
  });
});

describe('notification badge', () => {
  it('shows 9+ above 9', () => {
    render(<NotificationBadge count={10} />);
    expect(screen.getByText('9+')).toBeTruthy();
  });

  it('shows the exact count up to 9 and nothing at 0', () => {
    expect(formatBadgeCount(9)).toBe('9');
    const { container } = render(<NotificationBadge count={0} />);
    expect(container.textContent).toBe('');
  });
});
