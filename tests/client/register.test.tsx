import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

async function fillRegistration(events: Awaited<ReturnType<typeof renderApp>>['events']) {
  await events.type(screen.getByLabelText(/First name/), 'Jane');
  await events.type(screen.getByLabelText(/Last name/), 'Doe');
  await events.type(screen.getByLabelText(/Username/), 'jane');
  await events.type(screen.getByLabelText(/^Email/), 'jane@example.com');
  await events.type(screen.getByLabelText(/Phone/), '+1 555 0100');
  await events.type(screen.getByLabelText(/Country/), 'Canada');
  await events.type(screen.getByLabelText(/^Password/), 'secret-password');
}

describe('register page', () => {
  it('shows the field errors of a 409 under their fields', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            message: 'Email or username already in use',
            code: 'CONFLICT',
            errors: { email: 'Email is already registered', username: 'Username is already taken' },
          },
          { status: 409 },
        );
      }),
    );
    const { events } = await renderApp('/register?ref=FRIEND42');

    expect((screen.getByLabelText(/Referral code/) as HTMLInputElement).value).toBe('FRIEND42');
    await fillRegistration(events);
    await events.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Email or username already in use')).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Email is already registered');
    expect(screen.getByText('Username is already taken')).toBeTruthy();
    expect(sent).toMatchObject({ email: 'jane@example.com', username: 'jane', referralCode: 'FRIEND42' });
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('validates required fields before calling the server', async () => {
    const { events } = await renderApp('/register');
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
  });
});
