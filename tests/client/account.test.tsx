import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const noWallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));

describe('account pages', () => {
  it('changes the password and keeps the fresh token', async () => {
    const user = makeUser();
    server.use(
      noWallets,
      http.post('*/api/auth/change-password', () => HttpResponse.json({ message: 'ok', token: 'jwt-new', user })),
    );
    const { events } = await renderApp('/user/change-password', { user, token: 'jwt-old' });

    await events.type(await screen.findByLabelText(/Current password/), 'old-password');
    await events.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await events.type(screen.getByLabelText(/Confirm new password/), 'new-password-1');
    await events.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Password updated successfully.')).toBeTruthy();
    expect(useSessionStore.getState().token).toBe('jwt-new');
  });

  it('a wrong current password says the tries left inline, then the lock counts down with the form disabled, no toasts', async () => {
    const user = makeUser();
    let tries = 0;
    server.use(
      noWallets,
      http.post('*/api/auth/change-password', () => {
        tries += 1;
        if (tries === 1)
          return HttpResponse.json(
            {
              message: 'currentPassword is incorrect',
              code: 'VALIDATION_FAILED',
              errors: { currentPassword: 'is incorrect' },
              attemptsLeft: 1,
            },
            { status: 400 },
          );
        const until = new Date(Date.now() + 15 * 60_000).toISOString();
        return HttpResponse.json(
          {
            message: 'Too many wrong attempts.',
            code: 'PASSWORD_LOCKED',
            errors: { until },
            attemptsLeft: 0,
            lockedUntil: until,
          },
          { status: 429 },
        );
      }),
    );
    const { events } = await renderApp('/user/change-password', { user, token: 'jwt-old' });
    await events.type(await screen.findByLabelText(/Current password/), 'wrong-password');
    await events.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await events.type(screen.getByLabelText(/Confirm new password/), 'new-password-1');
    await events.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(/1 try left/)).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Locked after too many wrong attempts')).toBeTruthy();
    expect(screen.getByText(/^1[45]:\d\d$/)).toBeTruthy();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
    expect(screen.getByLabelText(/Current password/).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Update password' }).matches(':disabled')).toBe(true);
    expect(tries).toBe(2);
  });

  it('updates the profile', async () => {
    const user = makeUser();
    server.use(
      noWallets,
      http.get('*/api/auth/me', () => HttpResponse.json({ user })),
      http.put('*/api/auth/profile', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ user: { ...user, firstName: body['firstName'] ?? '' } });
      }),
    );
    const { events } = await renderApp('/user/settings', { user });
    const firstName = await screen.findByLabelText(/First name/);
    await waitFor(() => expect(screen.queryByText(/refreshing/)).toBeNull());
    await events.clear(screen.getByLabelText(/First name/));
    await events.type(screen.getByLabelText(/First name/), 'Janet');
    await events.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile updated.')).toBeTruthy();
    expect(useSessionStore.getState().user?.firstName).toBe('Janet');
    expect(firstName).toBeTruthy();
  });

  it('lets an unverified user resend the verification email', async () => {
    let sentTo: unknown = null;
    server.use(
      noWallets,
      http.post('*/api/auth/resend-verification', async ({ request }) => {
        sentTo = await request.json();
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    const { events } = await renderApp('/user/dashboard', { user: makeUser({ emailVerified: false }) });
    await events.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email resent.')).toBeTruthy();
    expect(sentTo).toEqual({ email: 'jane@example.com' });
  });

  it('verifies an e-mail address from its link', async () => {
    server.use(http.post('*/api/auth/verify-email', () => HttpResponse.json({ message: 'ok' })));
    await renderApp('/verify-email/abc123');
    expect(await screen.findAllByText('Email verified successfully.')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
  });

  it('shows the server error when verification fails', async () => {
    server.use(
      http.post('*/api/auth/verify-email', () =>
        HttpResponse.json({ message: 'Link expired', code: 'INVALID_TOKEN' }, { status: 400 }),
      ),
    );
    await renderApp('/verify-email/abc123');
    expect(await screen.findAllByText('Link expired')).toHaveLength(2);
  });

  it('sends a password reset link', async () => {
    server.use(http.post('*/api/auth/forgot-password', () => HttpResponse.json({ message: 'ok' })));
    const { events } = await renderApp('/forgot-password');
    await events.type(screen.getByLabelText(/Email/), 'jane@example.com');
    await events.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Password reset link sent.')).toBeTruthy();
  });
});
