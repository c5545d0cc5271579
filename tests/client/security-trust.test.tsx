import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANTI_PHISHING_EXPLAINED } from '../../src/features/anti-phishing/api/get-anti-phishing-code.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const VIEW = {
  id: 'v1',
  opened_at: '2026-11-20T10:15:00.000Z',
  expires_at: '2026-11-20T10:45:00.000Z',
  reason: 'Customer asked why a deposit is pending',
};

beforeEach(() => {
  server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([])));
});

describe('Security page: anti-phishing code and support views', () => {
  it('explains the code, refuses a bad one before sending, saves a good one and shows how mails will start', async () => {
    let saved: unknown = null;
    server.use(
      http.put('*/api/security/anti-phishing-code', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ code: 'Blue42Fox', updated_at: '2026-11-28T08:00:00.000Z' });
      }),
    );
    const { events } = await renderApp('/user/security', { user: makeUser() });
    const form = await screen.findByRole('form', { name: 'Anti-phishing code' });
    expect(within(form).getByText(ANTI_PHISHING_EXPLAINED)).toBeTruthy();
    expect(within(form).getByText('You have not chosen a code yet.')).toBeTruthy();
    const input = within(form).getByLabelText(/^Anti-phishing code/);
    await events.type(input, 'no');
    await events.click(within(form).getByRole('button', { name: 'Save code' }));
    expect(await within(form).findByText(/must be 4 to 20 letters and digits/)).toBeTruthy();
    expect(saved).toBeNull();
    await events.clear(input);
    await events.type(input, 'Blue42Fox');
    await events.click(within(form).getByRole('button', { name: 'Save code' }));
    await waitFor(() => expect(saved).toEqual({ code: 'Blue42Fox' }));
    expect(await within(form).findByText('Your anti-phishing code: Blue42Fox')).toBeTruthy();
  });

  it('lists every support view with its date and reason, and says when there was none', async () => {
    server.use(http.get('*/api/security/support-views', () => HttpResponse.json({ items: [VIEW] })));
    await renderApp('/user/security', { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Support views' });
    expect(
      within(list).getByText(/^Viewed by support on .+, reason: Customer asked why a deposit is pending$/),
    ).toBeTruthy();
  });

  it('says support never viewed the account when the list is empty', async () => {
    await renderApp('/user/security', { user: makeUser() });
    expect(await screen.findByText('Support has never viewed your account.')).toBeTruthy();
  });
});
