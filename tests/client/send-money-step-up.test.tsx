import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMoneyResult, makeTransaction, makeUser, makeWallet } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

/**
 * Without two-factor, a send to someone new (or past the no-code amount) asks for the password:
 * the send form opens "Confirm it's you", sends again with a new key after it, and then invites
 * the investor to turn two-factor on, with a link to the Security page.
 */
const main = makeWallet({ balance: 500 });
const STEP_UP = { message: 'Confirm it is you with your password.', code: 'STEP_UP_REQUIRED' };

function quoteSaying(stepUpRequired: boolean) {
  return http.post('*/api/send-money/calculate-charge', async ({ request }) => {
    const { amount } = (await request.json()) as { amount: number };
    return HttpResponse.json({
      amount,
      charge: 1.5,
      receive_amount: amount,
      total_debit: amount + 1.5,
      currency: 'USD',
      second_factor_required: false,
      step_up_required: stepUpRequired,
    });
  });
}

/** The send answers 403 STEP_UP_REQUIRED until POST /api/step-up took the password. */
function sendAndStepUp() {
  const sent: { key: string | null; steppedUp: boolean }[] = [];
  const passwords: string[] = [];
  let steppedUp = false;
  server.use(
    http.post('*/api/step-up', async ({ request }) => {
      passwords.push(((await request.json()) as { password: string }).password);
      steppedUp = true;
      return HttpResponse.json({ until: '2026-11-28T10:10:00.000Z', secondFactor: false, minutes: 10 });
    }),
    http.post('*/api/send-money-now', ({ request }) => {
      sent.push({ key: request.headers.get('Idempotency-Key'), steppedUp });
      if (!steppedUp) return HttpResponse.json(STEP_UP, { status: 403 });
      return HttpResponse.json(
        makeMoneyResult({
          transaction: makeTransaction({
            reference: 'TRX-PW-1',
            type: 'send_money',
            direction: 'debit',
            amount: 100,
            charge: 1.5,
          }),
          wallets: [{ ...main, balance: 398.5 }],
        }),
      );
    }),
  );
  return { sent, passwords };
}

async function reachConfirm(stepUpRequired: boolean) {
  server.use(
    http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
    quoteSaying(stepUpRequired),
  );
  const { events } = await renderApp('/user/send-money', { user: makeUser() });
  await screen.findByText('Main Wallet (500.00 USD)');
  await events.type(screen.getByLabelText(/^Recipient email/), 'new.person@example.com');
  await events.type(screen.getByLabelText(/^Amount/), '100');
  expect(await within(screen.getByRole('region', { name: 'Charge preview' })).findByText('101.50 USD')).toBeTruthy();
  await events.click(screen.getByRole('button', { name: 'Review transfer' }));
  await screen.findByRole('form', { name: 'Confirm transfer' });
  return events;
}

async function answerPassword(events: Awaited<ReturnType<typeof reachConfirm>>) {
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
  await events.type(within(dialog).getByLabelText('Your password'), 'my password');
  await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

// Typing and the lazy route's first load take seconds on a busy machine.
describe('send money without two-factor', { timeout: 30_000 }, () => {
  it('asks for the password when the server answers STEP_UP_REQUIRED, sends again with a new key, then invites to two-factor', async () => {
    const { sent, passwords } = sendAndStepUp();
    const events = await reachConfirm(false);
    await events.click(screen.getByRole('button', { name: 'Confirm and send' }));
    await answerPassword(events);

    expect(await screen.findByText('TRX-PW-1')).toBeTruthy();
    expect(passwords).toEqual(['my password']);
    expect(sent.map((s) => s.steppedUp)).toEqual([false, true]);
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
    const invite = screen.getByRole('complementary', { name: 'Protect your money' });
    expect(within(invite).getByRole('link', { name: 'Turn on two-factor' }).getAttribute('href')).toBe(
      '/user/security',
    );
  });

  it('asks for the password before sending when the preview says it will be needed', async () => {
    const { sent } = sendAndStepUp();
    const events = await reachConfirm(true);
    expect(screen.queryByRole('complementary', { name: 'Protect your money' })).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Confirm and send' }));
    await answerPassword(events);

    expect(await screen.findByText('TRX-PW-1')).toBeTruthy();
    expect(sent.map((s) => s.steppedUp)).toEqual([true]);
    expect(screen.getByRole('link', { name: 'Turn on two-factor' })).toBeTruthy();
  });

  it('sends nothing when the password prompt is cancelled, and stays on confirm', async () => {
    const { sent } = sendAndStepUp();
    const events = await reachConfirm(true);
    await events.click(screen.getByRole('button', { name: 'Confirm and send' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).toBeNull();
    expect(screen.getByRole('form', { name: 'Confirm transfer' })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
