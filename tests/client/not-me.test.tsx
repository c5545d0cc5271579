import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

/**
 * "This wasn't me" (/security/not-me/<token>, docs/decisions/0058-this-wasnt-me.md): nothing
 * is sent on opening the page; the button posts the token once. The server side is
 * tests/server/security-undo.test.ts.
 */
const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5d2FsZG8';
const SIGNED_OUT =
  'Every device was signed out and the passkeys listed were removed. Sign in again, then change your password.';
const BUTTON = { name: "This wasn't me: sign out everywhere" };

describe("This wasn't me", () => {
  it('sends nothing on opening; the button signs out everywhere, this device too, and offers to sign in again', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/security/not-me', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: SIGNED_OUT, passkeysRemoved: 1 });
      }),
    );
    const { events } = await renderApp(`/security/not-me/${TOKEN}`, { user: makeUser() });
    const button = await screen.findByRole('button', BUTTON, { timeout: 3000 });
    // Mail scanners open links: the page alone changes nothing.
    expect(bodies).toEqual([]);
    await events.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(SIGNED_OUT);
    expect(bodies).toEqual([{ token: TOKEN }]);
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', BUTTON)).toBeNull();
  });

  it('a used or expired link says so in words, keeps the session it cannot help, and points to signing in instead of a button that cannot work', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/security/not-me', () => {
        calls += 1;
        return HttpResponse.json(
          {
            message: 'token is invalid, used or has expired',
            code: 'INVALID_TOKEN',
            errors: { token: 'is invalid, used or has expired' },
          },
          { status: 400 },
        );
      }),
    );
    const { events } = await renderApp(`/security/not-me/${TOKEN}`, { user: makeUser() });
    await events.click(await screen.findByRole('button', BUTTON, { timeout: 3000 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This link has already been used or has expired. If you pressed the button before, every device was signed out then; otherwise nothing was changed.',
    );
    expect(calls).toBe(1);
    expect(useSessionStore.getState().token).not.toBeNull();
    expect(screen.queryByRole('button', BUTTON)).toBeNull();
    expect(
      within(alert.parentElement as HTMLElement)
        .getByRole('link', { name: 'Sign in' })
        .getAttribute('href'),
    ).toBe('/login');
  });

  it('a network failure says so and keeps the button for another try', async () => {
    let fail = true;
    server.use(
      http.post('*/api/security/not-me', () =>
        fail ? HttpResponse.error() : HttpResponse.json({ message: SIGNED_OUT, passkeysRemoved: 0 }),
      ),
    );
    const { events } = await renderApp(`/security/not-me/${TOKEN}`);
    await events.click(await screen.findByRole('button', BUTTON, { timeout: 3000 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Network error. Check your connection and try again.');
    // Pressing again works once the network is back.
    fail = false;
    await events.click(screen.getByRole('button', BUTTON));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SIGNED_OUT));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
