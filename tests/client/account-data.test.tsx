import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AccountExport } from '../../src/contract/account-data.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const STEP_UP_REQUIRED = { message: 'Confirm it is you first.', code: 'STEP_UP_REQUIRED' };
const READY: AccountExport = {
  export_id: 'e1',
  status: 'ready',
  created_at: '2026-03-01T10:00:00.000Z',
  ready_at: '2026-03-01T10:00:05.000Z',
  expires_at: '2026-03-08T10:00:05.000Z',
  size_bytes: 2048,
};

/** The Security page with its other panels quiet, and a step-up the password "my-password" passes. */
function securityHandlers(exports: () => AccountExport[]) {
  let steppedUp = false;
  server.use(
    http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    http.get('*/api/passkeys', () => HttpResponse.json([])),
    http.get('*/api/sessions', () => HttpResponse.json({ data: [] })),
    http.get('*/api/sessions/login-history', () => HttpResponse.json({ items: [], nextCursor: null })),
    http.get('*/api/step-up', () => HttpResponse.json({ until: null, secondFactor: false, minutes: 10 })),
    http.post('*/api/step-up', () => {
      steppedUp = true;
      return HttpResponse.json({
        until: new Date(Date.now() + 600_000).toISOString(),
        secondFactor: false,
        minutes: 10,
      });
    }),
    http.get('*/api/account/exports', () => HttpResponse.json({ exports: exports() })),
  );
  return { steppedUp: () => steppedUp };
}

async function confirmItsMe(events: {
  type: (el: Element, text: string) => Promise<void>;
  click: (el: Element) => Promise<void>;
}) {
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await events.type(within(dialog).getByLabelText(/Your password/), 'my-password');
  await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('Your data: export', () => {
  it('shows the empty state, asks for an export after a step-up, shows its progress, then offers the download', async () => {
    let list: AccountExport[] = [];
    const state = securityHandlers(() => list);
    server.use(
      http.post('*/api/account/export', () => {
        if (!state.steppedUp()) return HttpResponse.json(STEP_UP_REQUIRED, { status: 403 });
        list = [{ ...READY, status: 'running', ready_at: null, expires_at: null, size_bytes: null }];
        return HttpResponse.json({ export_id: 'e1' }, { status: 202 });
      }),
    );
    const { events } = await renderApp('/user/security', { user: makeUser() });
    const region = await screen.findByRole('region', { name: 'Your data' });
    expect(await within(region).findByText('You have not exported your data yet.')).toBeTruthy();
    await events.click(within(region).getByRole('button', { name: 'Export my data' }));
    await confirmItsMe(events);
    expect(await within(region).findByText('Being prepared')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Preparing your export...' })).toHaveProperty('disabled', true);
    list = [READY];
    expect(await within(region).findByRole('button', { name: 'Download ZIP' }, { timeout: 5000 })).toBeTruthy();
    expect(within(region).getByText(/Ready until/)).toBeTruthy();
  });

  it('downloads a ready export as the ZIP the server names, with the session token', async () => {
    securityHandlers(() => [READY]);
    const auths: Array<string | null> = [];
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
    server.use(
      http.get('*/api/account/exports/e1', ({ request }) => {
        auths.push(request.headers.get('Authorization'));
        return new HttpResponse(zip, {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="account-export-2026-03-01.zip"',
          },
        });
      }),
    );
    let saved: { name: string; size: number } | undefined;
    let blob: Blob | undefined;
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (b: Blob) => ((blob = b), 'blob:x') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download, size: blob?.size ?? -1 };
    });
    try {
      const { events } = await renderApp('/user/security', { user: makeUser(), token: 'user-jwt' });
      const region = await screen.findByRole('region', { name: 'Your data' });
      await events.click(await within(region).findByRole('button', { name: 'Download ZIP' }));
      await waitFor(() => expect(saved).toEqual({ name: 'account-export-2026-03-01.zip', size: zip.byteLength }));
      expect(auths).toEqual(['Bearer user-jwt']);
    } finally {
      vi.restoreAllMocks();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    securityHandlers(() => []);
    server.use(
      http.get('*/api/account/exports', () =>
        HttpResponse.json({ message: 'Database down', code: 'SERVICE_UNAVAILABLE' }, { status: 503 }),
      ),
    );
    await renderApp('/user/security', { user: makeUser() });
    const region = await screen.findByRole('region', { name: 'Your data' });
    expect(await within(region).findByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });
});

describe('Your data: closing the account', () => {
  it('says exactly what happens, and when refused lists what is left with a link to empty each', async () => {
    securityHandlers(() => []);
    server.use(
      http.post('*/api/account/close', () =>
        HttpResponse.json(
          {
            message: 'The account cannot be closed yet',
            code: 'ACCOUNT_NOT_EMPTY',
            errors: {
              'wallet:w1': 'Main Wallet holds 12.00: withdraw it, or send it, until it is empty',
              'investment:i1': 'the investment in Gold (300.00) is active: it must complete first',
            },
          },
          { status: 409 },
        ),
      ),
    );
    const { events } = await renderApp('/user/security', { user: makeUser() });
    const region = await screen.findByRole('region', { name: 'Your data' });
    await events.click(within(region).getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    expect(dialog.textContent).toMatch(/signed out everywhere/);
    expect(dialog.textContent).toMatch(/register again/);
    await events.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    const left = await within(region).findByRole('list', { name: 'What is left' });
    expect(within(left).getByText(/Main Wallet holds 12\.00/)).toBeTruthy();
    expect(within(left).getByRole('link', { name: 'Withdraw money' }).getAttribute('href')).toBe('/user/withdraw');
    expect(within(left).getByRole('link', { name: 'See your investments' }).getAttribute('href')).toBe(
      '/user/portfolio',
    );
  });

  it('after a step-up closes the account and signs out to the sign-in page', async () => {
    const state = securityHandlers(() => []);
    server.use(
      http.post('*/api/account/close', () =>
        state.steppedUp()
          ? HttpResponse.json({ closed: true, pseudonym: 'Closed account 7F3A' })
          : HttpResponse.json(STEP_UP_REQUIRED, { status: 403 }),
      ),
    );
    const { events, router } = await renderApp('/user/security', { user: makeUser() });
    const region = await screen.findByRole('region', { name: 'Your data' });
    await events.click(within(region).getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    await events.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    await confirmItsMe(events);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
  });
});
