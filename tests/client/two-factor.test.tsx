import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WithdrawalAccount } from '../../src/contract/withdrawals.ts';
import { makeTransaction, makeUser, makeWallet } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const QR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The settings page also loads the profile, and the layout the wallets. */
const pageDefaults = [
  http.get('*/api/auth/me', () => HttpResponse.json({ user: makeUser() })),
  http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
];
const CODES = [
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

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has no object URLs; the download test defines them.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('two-factor authentication in Settings', () => {
  it('turns it on: shows the QR code and the key once, confirms with a code, then the recovery codes to save', async () => {
    let confirmed: unknown = null;
    server.use(
      ...pageDefaults,
      http.get('*/api/two-factor', () => HttpResponse.json({ enabled: false, recoveryCodesLeft: 0 })),
      http.post('*/api/two-factor/setup', () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrDataUrl: QR,
        }),
      ),
      http.post('*/api/two-factor/enable', async ({ request }) => {
        confirmed = await request.json();
        return HttpResponse.json({ message: 'Two-factor authentication is on.', recoveryCodes: CODES });
      }),
    );
    const saved: { name?: string; blob?: Blob } = {};
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => ((saved.blob = blob), 'blob:codes'),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download;
    });
    const { events } = await renderApp('/user/settings', { user: makeUser() });
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await events.click(await within(section).findByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(
      (await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).getAttribute('src'),
    ).toBe(QR);
    expect(within(section).getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeTruthy();
    // On the phone that shows the QR code: a link that opens the authenticator, and the key with Copy.
    expect(within(section).getByRole('link', { name: 'Open in authenticator app' }).getAttribute('href')).toBe(
      'otpauth://totp/x',
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await events.click(within(section).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await events.type(within(section).getByLabelText(/^Authentication code/), '123 456');
    await events.click(within(section).getByRole('button', { name: 'Confirm and turn on' }));
    expect(confirmed).toEqual({ code: '123456' });

    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    await events.click(within(section).getByRole('button', { name: 'Copy' }));
    const copied = await navigator.clipboard.readText();
    for (const code of CODES) expect(copied).toContain(code);
    await events.click(within(section).getByRole('button', { name: 'Download (.txt)' }));
    expect(saved.name).toBe('wallet-platform-recovery-codes.txt');
    expect(saved.blob?.type).toBe('text/plain');
    expect((await saved.blob?.text())?.split('\n').filter((line) => CODES.includes(line))).toEqual(CODES);

    // Not done until the user says the codes are saved.
    const done = within(section).getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await events.click(within(section).getByRole('checkbox', { name: 'I have saved these codes' }));
    await events.click(done);
    expect(await within(section).findByRole('button', { name: 'Turn off two-factor authentication' })).toBeTruthy();
    expect(within(section).getByText('10 recovery codes left')).toBeTruthy();
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turns it off with the password and a code, and shows a wrong code next to the field', async () => {
    const sent: unknown[] = [];
    server.use(
      ...pageDefaults,
      http.get('*/api/two-factor', () => HttpResponse.json({ enabled: true, recoveryCodesLeft: 10 })),
      http.post('*/api/two-factor/disable', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json(
              { message: 'That code is not valid.', code: 'TOTP_INVALID', errors: { code: 'is not valid' } },
              { status: 400 },
            )
          : HttpResponse.json({ message: 'Two-factor authentication is off.' });
      }),
    );
    const { events } = await renderApp('/user/settings', { user: makeUser() });
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await events.type(await within(section).findByLabelText(/^Password/), 'correct horse battery');
    await events.type(within(section).getByLabelText(/^Authentication code/), '111111');
    // Removing a protection wears the destructive red of the admin confirm dialog, not the primary colour.
    const turnOff = within(section).getByRole('button', { name: 'Turn off two-factor authentication' });
    expect(turnOff.className).toContain('bg-red-700');
    expect(turnOff.className).not.toContain('bg-primary');
    await events.click(turnOff);
    expect(await within(section).findByText('Authentication code is not valid')).toBeTruthy();
    await events.clear(within(section).getByLabelText(/^Authentication code/));
    await events.type(within(section).getByLabelText(/^Authentication code/), '222222');
    await events.click(within(section).getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await within(section).findByRole('button', { name: 'Turn on two-factor authentication' })).toBeTruthy();
    expect(sent[1]).toEqual({ password: 'correct horse battery', code: '222222' });
  });
  it('turning it off: a wrong code says the tries left inline, then the lock counts down with the form disabled, no toasts', async () => {
    let tries = 0;
    server.use(
      ...pageDefaults,
      http.get('*/api/two-factor', () => HttpResponse.json({ enabled: true, recoveryCodesLeft: 10 })),
      http.post('*/api/two-factor/disable', () => {
        tries += 1;
        if (tries < 3)
          return HttpResponse.json(
            {
              message: 'That code is not valid.',
              code: 'TOTP_INVALID',
              errors: { code: 'is not valid' },
              attemptsLeft: 5 - tries,
            },
            { status: 400 },
          );
        const until = new Date(Date.now() + 15 * 60_000).toISOString();
        return HttpResponse.json(
          {
            message: 'Too many wrong attempts.',
            code: 'SECOND_FACTOR_LOCKED',
            errors: { until },
            attemptsLeft: 0,
            lockedUntil: until,
          },
          { status: 429 },
        );
      }),
    );
    const { events } = await renderApp('/user/settings', { user: makeUser() });
    const form = await screen.findByRole('form', { name: 'Turn off two-factor authentication' });
    await events.type(await within(form).findByLabelText(/^Password/), 'correct horse battery');
    await events.type(within(form).getByLabelText(/^Authentication code/), '111111');
    const turnOff = () =>
      events.click(within(form).getByRole('button', { name: 'Turn off two-factor authentication' }));
    await turnOff();
    expect(await within(form).findByText(/4 tries left/)).toBeTruthy();
    await turnOff();
    expect(await within(form).findByText(/3 tries left/)).toBeTruthy();
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
    await turnOff();
    expect(await within(form).findByText('Locked after too many wrong attempts')).toBeTruthy();
    expect(within(form).getByText(/^1[45]:\d\d$/)).toBeTruthy();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
    expect(
      within(form)
        .getByLabelText(/^Authentication code/)
        .matches(':disabled'),
    ).toBe(true);
    expect(within(form).getByRole('button', { name: 'Turn off two-factor authentication' }).matches(':disabled')).toBe(
      true,
    );
    expect(tries).toBe(3);
  });
  it('new recovery codes: a wrong code says the tries left inline, then the lock counts down with the form disabled, no toasts', async () => {
    let tries = 0;
    server.use(
      ...pageDefaults,
      http.get('*/api/two-factor', () => HttpResponse.json({ enabled: true, recoveryCodesLeft: 2 })),
      http.post('*/api/two-factor/recovery-codes', () => {
        tries += 1;
        if (tries === 1)
          return HttpResponse.json(
            {
              message: 'That code is not valid.',
              code: 'TOTP_INVALID',
              errors: { code: 'is not valid' },
              attemptsLeft: 1,
            },
            { status: 400 },
          );
        const until = new Date(Date.now() + 15 * 60_000).toISOString();
        return HttpResponse.json(
          {
            message: 'Too many wrong attempts.',
            code: 'SECOND_FACTOR_LOCKED',
            errors: { until },
            attemptsLeft: 0,
            lockedUntil: until,
          },
          { status: 429 },
        );
      }),
    );
    const { events } = await renderApp('/user/settings', { user: makeUser() });
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await events.click(await within(section).findByRole('button', { name: 'Generate new codes' }));
    const form = within(section).getByRole('form', { name: 'Generate new recovery codes' });
    await events.type(within(form).getByLabelText(/^Password/), 'correct horse battery');
    await events.type(within(form).getByLabelText(/^Authentication code/), '111111');
    await events.click(within(form).getByRole('button', { name: 'Generate new codes' }));
    expect(await within(form).findByText(/1 try left/)).toBeTruthy();
    await events.click(within(form).getByRole('button', { name: 'Generate new codes' }));
    expect(await within(form).findByText('Locked after too many wrong attempts')).toBeTruthy();
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
    expect(
      within(form)
        .getByLabelText(/^Authentication code/)
        .matches(':disabled'),
    ).toBe(true);
    expect(within(form).getByRole('button', { name: 'Generate new codes' }).matches(':disabled')).toBe(true);
    expect(tries).toBe(2);
  });
  it('shows the recovery codes left and makes a new set with the password and a code', async () => {
    const sent: unknown[] = [];
    server.use(
      ...pageDefaults,
      http.get('*/api/two-factor', () => HttpResponse.json({ enabled: true, recoveryCodesLeft: 2 })),
      http.post('*/api/two-factor/recovery-codes', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json(
              { message: 'The request is not valid.', code: 'VALIDATION_ERROR', errors: { password: 'is incorrect' } },
              { status: 400 },
            )
          : HttpResponse.json({
              message: 'New recovery codes are ready. The old ones no longer work.',
              recoveryCodes: CODES,
            });
      }),
    );
    const { events } = await renderApp('/user/settings', { user: makeUser() });
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(await within(section).findByText(/^2 recovery codes left/)).toBeTruthy();
    await events.click(within(section).getByRole('button', { name: 'Generate new codes' }));
    const form = within(section).getByRole('form', { name: 'Generate new recovery codes' });
    expect(within(form).getByText(/or one of your recovery codes/)).toBeTruthy();
    // Checked before sending: a code that is neither 6 digits nor a recovery code is named.
    await events.click(within(form).getByRole('button', { name: 'Generate new codes' }));
    expect(await within(form).findByText('Password is required')).toBeTruthy();
    expect(
      within(form).getByText(
        'Authentication code must be the 6-digit code from your authenticator app or a recovery code (xxxx-xxxx)',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    await events.type(within(form).getByLabelText(/^Password/), 'wrong password');
    await events.type(within(form).getByLabelText(/^Authentication code/), 'A2B3 C4D5');
    await events.click(within(form).getByRole('button', { name: 'Generate new codes' }));
    expect(await within(form).findByText('Password is incorrect')).toBeTruthy();
    await events.clear(within(form).getByLabelText(/^Password/));
    await events.type(within(form).getByLabelText(/^Password/), 'correct horse battery');
    await events.click(within(form).getByRole('button', { name: 'Generate new codes' }));
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(sent[1]).toEqual({ password: 'correct horse battery', code: 'a2b3-c4d5' });
    await events.click(within(section).getByRole('checkbox', { name: 'I have saved these codes' }));
    await events.click(within(section).getByRole('button', { name: 'Done' }));
    expect(await within(section).findByText('10 recovery codes left')).toBeTruthy();
  });
});

describe('the code is asked when two-factor is on', () => {
  it('at login: the form asks for the code and posts it with the credentials', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.totp)
          return HttpResponse.json(
            {
              message: 'Enter the 6-digit code from your authenticator app.',
              code: 'TOTP_REQUIRED',
              errors: { totp: 'is required' },
            },
            { status: 401 },
          );
        return HttpResponse.json({ token: 'jwt-2fa', user: makeUser() });
      }),
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    );
    const { events } = await renderApp('/login');
    await events.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await events.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    await events.type(await screen.findByLabelText(/^Authentication code/), '654321');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(bodies).toEqual([
      { email: 'ada@example.com', password: 'correct horse battery' },
      { email: 'ada@example.com', password: 'correct horse battery', totp: '654321' },
    ]);
  });

  it('at login: the hint says a recovery code works too, and the form sends one', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.totp)
          return HttpResponse.json(
            {
              message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
              code: 'TOTP_REQUIRED',
              errors: { totp: 'is required' },
            },
            { status: 401 },
          );
        return HttpResponse.json({ token: 'jwt-2fa', user: makeUser() });
      }),
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    );
    const { events } = await renderApp('/login');
    await events.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await events.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText(/^Authentication code/);
    expect(code.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('The 6-digit code from your authenticator app, or one of your recovery codes (xxxx-xxxx).'),
    ).toBeTruthy();
    await events.type(code, 'abc');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(
        'Authentication code must be the 6-digit code from your authenticator app or a recovery code (xxxx-xxxx)',
      ),
    ).toBeTruthy();
    expect(bodies).toHaveLength(1);
    await events.clear(code);
    await events.type(code, 'JKMN-PQRS');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(bodies[1]).toEqual({ email: 'ada@example.com', password: 'correct horse battery', totp: 'jkmn-pqrs' });
  });

  it('before a withdrawal: the confirm step asks for the code (or a recovery code) and sends it with a new key', async () => {
    const main = makeWallet({ balance: 500 });
    const account: WithdrawalAccount = {
      id: 'acc1',
      methodId: 'wm1',
      methodName: 'USDT (TRC20)',
      currency: 'USDT',
      name: 'My TRON wallet',
      details: {},
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    const sent: Array<{ body: unknown; key: string | null }> = [];
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
      http.get('*/api/withdrawal-accounts', () => HttpResponse.json([account])),
      http.post('*/api/withdrawals/calculate-charge', () =>
        HttpResponse.json({
          amount: 100,
          charge: 1,
          receive_amount: 99,
          total_debit: 100,
          currency: 'USD',
          payout_currency: 'USDT',
          processing_time: 'Within 24 hours',
        }),
      ),
      http.post('*/api/withdrawals', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ body, key: request.headers.get('Idempotency-Key') });
        if (!body.totp)
          return HttpResponse.json(
            {
              message: 'Enter the 6-digit code from your authenticator app.',
              code: 'TOTP_REQUIRED',
              errors: { totp: 'is required' },
            },
            { status: 403 },
          );
        return HttpResponse.json({
          message: 'Withdrawal requested. It is paid out once it is approved.',
          withdrawal: {
            id: 'w1',
            reference: 'WDR1',
            methodName: 'USDT (TRC20)',
            currency: 'USDT',
            accountName: 'My TRON wallet',
            details: {},
            amount: 100,
            charge: 1,
            receiveAmount: 99,
            processingTime: 'Within 24 hours',
            status: 'pending',
            rejectionReason: null,
            payoutReference: null,
            createdAt: '2026-03-01T10:00:00.000Z',
            reviewedAt: null,
          },
          transaction: makeTransaction({
            type: 'withdraw',
            direction: 'debit',
            status: 'pending',
            amount: 100,
            charge: 1,
          }),
          wallets: [{ ...main, balance: 400 }],
        });
      }),
    );
    const { events } = await renderApp('/user/withdraw', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Amount/), '100');
    await events.click(await screen.findByRole('button', { name: 'Review withdrawal' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm withdrawal' });
    await events.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    // A recovery code fits too (the phone may be lost): the field takes its length and letters.
    await events.type(await within(confirm).findByLabelText(/^Authentication code/), 'abcd-ef23');
    await events.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    expect(sent.map((s) => s.body)).toEqual([
      { account_id: 'acc1', amount: 100 },
      { account_id: 'acc1', amount: 100, totp: 'abcd-ef23' },
    ]);
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
  });
});
