import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WithdrawalAccount } from '../../src/contract/withdrawals.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

// Wrong codes on the money forms: one inline message with the tries left, replaced on each try
// (never a stack of toasts), then a lasting locked panel that counts down with the form disabled.
const main = makeWallet({ balance: 500 });
const account: WithdrawalAccount = {
  id: 'acc1',
  methodId: 'wm1',
  methodName: 'USDT (TRC20)',
  currency: 'USDT',
  name: 'My TRON wallet',
  details: { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  createdAt: '2026-03-01T10:00:00.000Z',
};
const wrong = (left: number) =>
  HttpResponse.json(
    { message: 'That code is not valid.', code: 'TOTP_INVALID', errors: { totp: 'is not valid' }, attemptsLeft: left },
    { status: 403 },
  );
const locked = () => {
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
};

/** A money endpoint that asks for the code, refuses two codes, then answers the lock; counts the requests. */
function codeAnswers() {
  const state = { requests: 0 };
  const answer = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    state.requests += 1;
    if (!body['totp'])
      return HttpResponse.json(
        { message: 'Enter the 6-digit code.', code: 'TOTP_REQUIRED', errors: { totp: 'is required' } },
        { status: 403 },
      );
    return state.requests === 2 ? wrong(4) : state.requests === 3 ? wrong(3) : locked();
  };
  return { state, answer };
}

type Events = Awaited<ReturnType<typeof renderApp>>['events'];

async function tryCodes(events: Events, form: HTMLElement, confirmLabel: string, requests: () => number) {
  const confirm = () => events.click(within(form).getByRole('button', { name: confirmLabel }));
  await confirm();
  await events.type(await within(form).findByLabelText(/^Authentication code/), '111111');
  await confirm();
  expect(await within(form).findByText(/4 tries left/)).toBeTruthy();
  await events.type(within(form).getByLabelText(/^Authentication code/), '222222');
  await confirm();
  expect(await within(form).findByText(/3 tries left/)).toBeTruthy();
  // One message, replaced: the first is gone, only one alert, and nothing was toasted.
  expect(within(form).queryByText(/4 tries left/)).toBeNull();
  expect(within(form).getAllByRole('alert')).toHaveLength(1);
  expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);

  await events.type(within(form).getByLabelText(/^Authentication code/), '333333');
  await confirm();
  expect(await within(form).findByText('Locked after too many wrong attempts')).toBeTruthy();
  expect(
    within(form)
      .getByText(/^1[45]:\d\d$/)
      .closest('p')?.textContent,
  ).toMatch(/^Try again in 1[45]:\d\d\./);
  expect(within(form).getAllByRole('alert')).toHaveLength(1);
  expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  expect(within(form).getByRole('button', { name: confirmLabel }).hasAttribute('disabled')).toBe(true);
  expect(
    within(form)
      .getByLabelText(/^Authentication code/)
      .matches(':disabled'),
  ).toBe(true);
  // The disabled form sends nothing more while locked.
  await events.click(within(form).getByRole('button', { name: confirmLabel }));
  expect(requests()).toBe(4);
}

describe('wrong codes on money forms', () => {
  it('withdrawal: tries left inline, then the locked panel with a countdown and the form disabled', async () => {
    const { state, answer } = codeAnswers();
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
      http.post('*/api/withdrawals', answer),
    );
    const { events } = await renderApp('/user/withdraw', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Amount/), '100');
    await within(screen.getByRole('region', { name: 'Charge preview' })).findByText('99.00 USD (paid in USDT)');
    await events.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    const form = await screen.findByRole('form', { name: 'Confirm withdrawal' });
    await tryCodes(events, form, 'Confirm withdrawal', () => state.requests);
  });

  it('send money: tries left inline, then the locked panel with a countdown and the form disabled', async () => {
    const { state, answer } = codeAnswers();
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
      http.post('*/api/send-money/calculate-charge', () =>
        HttpResponse.json({
          amount: 100,
          charge: 1.5,
          receive_amount: 100,
          total_debit: 101.5,
          currency: 'USD',
          second_factor_required: false,
          step_up_required: false,
        }),
      ),
      http.post('*/api/send-money-now', answer),
    );
    const { events } = await renderApp('/user/send-money', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Recipient email/), 'bob@example.com');
    await events.type(screen.getByLabelText(/^Amount/), '100');
    await within(screen.getByRole('region', { name: 'Charge preview' })).findByText('101.50 USD');
    await events.click(screen.getByRole('button', { name: 'Review transfer' }));
    const form = await screen.findByRole('form', { name: 'Confirm transfer' });
    await tryCodes(events, form, 'Confirm and send', () => state.requests);
  });
});
