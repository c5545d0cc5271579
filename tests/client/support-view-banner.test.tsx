import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { remainingText } from '../../src/features/support-view/components/support-view-notice.tsx';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

beforeEach(() => {
  server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([])));
});

describe('support view banner', () => {
  it('says on every page that the account is seen read-only by support, and until when', async () => {
    // 29 minutes and 30 seconds left of the view's 30.
    const endsAt = new Date(Date.now() + 29.5 * 60_000).toISOString();
    server.use(
      http.get('*/api/support-view/current', () => HttpResponse.json({ support_view: true, expires_at: endsAt })),
    );
    await renderApp('/user/dashboard', { user: makeUser(), token: 'sv_abcdefghijklmnopqrstuvwxyz' });
    const banner = await screen.findByRole('status', { name: 'Support view' });
    expect(
      within(banner).getByText(
        'Support view: you are seeing this account read-only. Nothing can be changed from here.',
      ),
    ).toBeTruthy();
    const left = await within(banner).findByText(/^29:[0-5]\d$/);
    expect(left.tagName).toBe('TIME');
    expect(left.getAttribute('datetime')).toBe(endsAt);
  });

  it('shows the minutes and seconds left, never below zero', () => {
    expect(remainingText(1_800_000, 0)).toBe('30:00');
    expect(remainingText(61_000, 0)).toBe('01:01');
    expect(remainingText(0, 5_000)).toBe('00:00');
  });

  it("is absent for the investor's own session", async () => {
    await renderApp('/user/dashboard', { user: makeUser() });
    await screen.findByRole('main');
    expect(screen.queryByRole('status', { name: 'Support view' })).toBeNull();
  });
});
