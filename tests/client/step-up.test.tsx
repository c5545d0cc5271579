import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const noWallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));
const STEP_UP_REQUIRED = { message: 'Confirm it is you first.', code: 'STEP_UP_REQUIRED' };

describe('step-up before a security change', () => {
  it('asks for the password and the code in a dialog when the server needs it, then runs the change again', async () => {
    const user = makeUser();
    let confirmed = false;
    const stepUps: Array<Record<string, unknown>> = [];
    server.use(
      noWallets,
      http.get('*/api/step-up', () => HttpResponse.json({ until: null, secondFactor: true, minutes: 10 })),
      http.post('*/api/step-up', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        stepUps.push(body);
        if (body['password'] !== 'old-password')
          return HttpResponse.json(
            { message: 'password is incorrect', code: 'VALIDATION_FAILED', errors: { password: 'is incorrect' } },
            { status: 400 },
          );
        confirmed = true;
        return HttpResponse.json({
          until: new Date(Date.now() + 600_000).toISOString(),
          secondFactor: true,
          minutes: 10,
        });
      }),
      http.post('*/api/auth/change-password', () =>
        confirmed
          ? HttpResponse.json({ message: 'ok', token: 'jwt-new', user })
          : HttpResponse.json(STEP_UP_REQUIRED, { status: 403 }),
      ),
    );
    const { events } = await renderApp('/user/change-password', { user, token: 'jwt-old' });
    await events.type(await screen.findByLabelText(/Current password/), 'old-password');
    await events.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await events.type(screen.getByLabelText(/Confirm new password/), 'new-password-1');
    await events.click(screen.getByRole('button', { name: 'Update password' }));

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await events.type(within(dialog).getByLabelText(/Your password/), 'wrong');
    await events.type(await within(dialog).findByLabelText(/^Authentication code/), '123456');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('password is incorrect')).toBeTruthy();
    await events.clear(within(dialog).getByLabelText(/Your password/));
    await events.type(within(dialog).getByLabelText(/Your password/), 'old-password');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Password updated successfully.')).toBeTruthy();
    expect(useSessionStore.getState().token).toBe('jwt-new');
    expect(stepUps.at(-1)).toEqual({ password: 'old-password', totp: '123456' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('turning two-factor on asks for the password first: the QR code is shown only after the step-up', async () => {
    let confirmed = false;
    let setups = 0;
    server.use(
      noWallets,
      http.get('*/api/auth/me', () => HttpResponse.json({ user: makeUser() })),
      http.get('*/api/two-factor', () => HttpResponse.json({ enabled: false, recoveryCodesLeft: 0 })),
      http.get('*/api/step-up', () => HttpResponse.json({ until: null, secondFactor: false, minutes: 10 })),
      http.post('*/api/step-up', async ({ request }) => {
        confirmed = ((await request.json()) as Record<string, unknown>)['password'] === 'my-password';
        return confirmed
          ? HttpResponse.json({ until: new Date(Date.now() + 600_000).toISOString(), secondFactor: false, minutes: 10 })
          : HttpResponse.json(
              { message: 'password is incorrect', code: 'VALIDATION_FAILED', errors: { password: 'is incorrect' } },
              { status: 400 },
            );
      }),
      http.post('*/api/two-factor/setup', () => {
        setups += 1;
        return confirmed
          ? HttpResponse.json({
              secret: 'JBSWY3DPEHPK3PXP',
              otpauthUrl: 'otpauth://totp/x',
              qrDataUrl: 'data:image/png;base64,AAAA',
            })
          : HttpResponse.json(STEP_UP_REQUIRED, { status: 403 });
      }),
    );
    const { events } = await renderApp('/user/settings', { user: makeUser() });
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await events.click(await within(section).findByRole('button', { name: 'Turn on two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(section).queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();
    await events.type(within(dialog).getByLabelText(/Your password/), 'my-password');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(setups).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelling the dialog changes nothing and says so', async () => {
    const user = makeUser();
    let changes = 0;
    server.use(
      noWallets,
      http.get('*/api/step-up', () => HttpResponse.json({ until: null, secondFactor: false, minutes: 10 })),
      http.post('*/api/auth/change-password', () => {
        changes += 1;
        return HttpResponse.json(STEP_UP_REQUIRED, { status: 403 });
      }),
    );
    const { events } = await renderApp('/user/change-password', { user, token: 'jwt-old' });
    await events.type(await screen.findByLabelText(/Current password/), 'old-password');
    await events.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await events.type(screen.getByLabelText(/Confirm new password/), 'new-password-1');
    await events.click(screen.getByRole('button', { name: 'Update password' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(dialog).queryByLabelText(/^Authentication code/)).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Not confirmed: nothing was changed.')).toBeTruthy();
    expect(changes).toBe(1);
    expect(useSessionStore.getState().token).toBe('jwt-old');
  });

  it('lets the user lower the amount sent without a code on the Security page', async () => {
    let saved: unknown = null;
    server.use(
      noWallets,
      http.put('*/api/security/send-without-code', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ amount: 20, max: 100, currency: 'USD' });
      }),
    );
    const { events } = await renderApp('/user/security', { user: makeUser() });
    const panel = await screen.findByRole('region', { name: 'Sending money without a code' });
    const field = await within(panel).findByLabelText(/Daily amount without a code/);
    await events.clear(field);
    await events.type(field, '20');
    await events.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(saved).toEqual({ amount: 20 });
  });
});

describe('wrong codes in the step-up dialog', () => {
  it('show one inline error with the tries left (no toast per try), then a lasting locked panel with its countdown and the form disabled', async () => {
    const user = makeUser();
    let tries = 0;
    const until = new Date(Date.now() + 15 * 60_000).toISOString();
    server.use(
      noWallets,
      http.get('*/api/step-up', () => HttpResponse.json({ until: null, secondFactor: true, minutes: 10 })),
      http.post('*/api/step-up', () => {
        tries += 1;
        if (tries === 1)
          return HttpResponse.json(
            {
              message: 'That code is not valid.',
              code: 'TOTP_INVALID',
              errors: { totp: 'is not valid' },
              attemptsLeft: 4,
            },
            { status: 403 },
          );
        if (tries === 2)
          return HttpResponse.json(
            {
              message: 'That code is not valid.',
              code: 'TOTP_INVALID',
              errors: { totp: 'is not valid' },
              attemptsLeft: 3,
            },
            { status: 403 },
          );
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
      http.post('*/api/auth/change-password', () => HttpResponse.json(STEP_UP_REQUIRED, { status: 403 })),
    );
    const { events } = await renderApp('/user/change-password', { user, token: 'jwt-old' });
    await events.type(await screen.findByLabelText(/Current password/), 'old-password');
    await events.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await events.type(screen.getByLabelText(/Confirm new password/), 'new-password-1');
    await events.click(screen.getByRole('button', { name: 'Update password' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await events.type(within(dialog).getByLabelText(/Your password/), 'old-password');
    await events.type(await within(dialog).findByLabelText(/^Authentication code/), '111111');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/4 tries left/)).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/3 tries left/)).toBeTruthy();
    // One message, replaced: the first is gone, and nothing was toasted.
    expect(within(dialog).queryByText(/4 tries left/)).toBeNull();
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);

    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Locked after too many wrong attempts')).toBeTruthy();
    expect(
      within(dialog)
        .getByText(/^1[45]:\d\d$/)
        .closest('p')?.textContent,
    ).toMatch(/^Try again in 1[45]:\d\d\./);
    expect(within(dialog).getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);
    expect(
      within(dialog)
        .getByLabelText(/Your password/)
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(tries).toBe(3);
  });
});
