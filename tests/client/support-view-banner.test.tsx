import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

beforeEach(() => {
  server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([])));
});

describe('support view banner', () => {
  it('says on every page that the account is seen read-only by support, and until when', async () => {
    server.use(
      http.get('*/api/support-view/current', () =>
        HttpResponse.json({ support_view: true, expires_at: '2026-11-28T10:30:00.000Z' }),
      ),
    );
    await renderApp('/user/dashboard', { user: makeUser(), token: 'sv_abcdefghijklmnopqrstuvwxyz' });
    const banner = await screen.findByRole('status', { name: 'Support view' });
    expect(
      within(banner).getByText(
        /Support view: you are seeing this account read-only until .+\. Nothing can be changed from here\./,
      ),
    ).toBeTruthy();
  });

  it("is absent for the investor's own session", async () => {
    await renderApp('/user/dashboard', { user: makeUser() });
    await screen.findByRole('main');
    expect(screen.queryByRole('status', { name: 'Support view' })).toBeNull();
  });
});
