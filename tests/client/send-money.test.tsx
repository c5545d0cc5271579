import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMoneyResult, makeTransaction, makeUser, makeWallet, fullText } from './helpers/fixtures.ts';
import { setOnline } from './helpers/network.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { offContract } from './helpers/contract-check.ts';

const main = makeWallet({ balance: 500 });
const profit = makeWallet({ id: 'w-profit', name: 'Profit Wallet', type: 'profit', balance: 20 });

// A fee of 1.50 paid by the sender on top of the amount.
const quoteHandler = http.post('*/api/send-money/calculate-charge', async ({ request }) => {
  const { amount } = (await request.json()) as { amount: number };
  return HttpResponse.json({
    amount,
    charge: 1.5,
    receive_amount: amount,
    total_debit: amount + 1.5,
    currency: 'USD',
    second_factor_required: false,
    step_up_required: false,
  });
});

async function openSendMoney() {
  server.use(
    http.get('*/api/wallet/wallets', () => HttpResponse.json([main, profit])),
    quoteHandler,
  );
  const app = await renderApp('/user/send-money', { user: makeUser() });
  await screen.findByText('Main Wallet (500.00 USD)');
  return app;
}

type Events = Awaited<ReturnType<typeof openSendMoney>>['events'];

async function fillForm(events: Events, note = '') {
  await events.type(screen.getByLabelText(/^Recipient email/), 'bob@example.com');
  await events.type(screen.getByLabelText(/^Amount/), '100');
  if (note) await events.type(screen.getByLabelText(/^Note/), note);
  const preview = screen.getByRole('region', { name: 'Charge preview' });
  expect(await within(preview).findByText('101.50 USD')).toBeTruthy();
}

async function confirmStep(events: Events) {
  await events.click(screen.getByRole('button', { name: 'Review transfer' }));
  return screen.findByRole('form', { name: 'Confirm transfer' });
}

afterEach(() => setOnline(true));

describe('send money', () => {
  it('shows the recipient, amount, fee and total debited before sending, then the reference', async () => {
    let sent: Record<string, unknown> | null = null;
    let key: string | null = null;
    server.use(
      http.post('*/api/send-money-now', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json(
          makeMoneyResult({
            message: 'Money sent successfully',
            transaction: makeTransaction({
              reference: 'TRX-SEND-7',
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
    const { events } = await openSendMoney();
    await fillForm(events, 'Rent');
    const confirm = await confirmStep(events);
    expect(within(confirm).getByText(fullText('bob@example.com'))).toBeTruthy();
    expect(within(confirm).getByText('100.00 USD')).toBeTruthy();
    expect(within(confirm).getByText('1.50 USD')).toBeTruthy();
    // The one confirmation pattern: you pay (from which wallet) / they get / fee / balance after.
    const rows = Object.fromEntries(
      [...confirm.querySelectorAll('dl > div')].map((d) => [
        d.querySelector('dt')?.textContent,
        d.querySelector('dd')?.textContent,
      ]),
    );
    expect(rows).toMatchObject({
      'You pay from Main Wallet': '101.50 USD',
      'They get': '100.00 USD',
      Fee: '1.50 USD',
      'Main Wallet balance after': '398.50 USD',
    });

    await events.click(screen.getByRole('button', { name: 'Confirm and send' }));
    const heading = await screen.findByRole('heading', { name: 'Money sent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('TRX-SEND-7')).toBeTruthy();
    expect(sent).toEqual({ sender_wallet_id: 'w-main', recipient_email: 'bob@example.com', amount: 100, note: 'Rent' });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(screen.getByRole('region', { name: 'Wallets' })).getByText('398.50 USD')).toBeTruthy();
  });

  it('asks for the code when the server needs it (403 TOTP_REQUIRED) and sends it with a new key', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const keys: Array<string | null> = [];
    server.use(
      http.post('*/api/send-money-now', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        keys.push(request.headers.get('Idempotency-Key'));
        if (!body['totp'])
          return HttpResponse.json(
            {
              message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
              code: 'TOTP_REQUIRED',
              errors: { totp: 'is required' },
            },
            { status: 403 },
          );
        return HttpResponse.json(
          makeMoneyResult({
            transaction: makeTransaction({
              reference: 'TRX-CODE-1',
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
    const { events } = await openSendMoney();
    await fillForm(events);
    await confirmStep(events);
    await events.click(screen.getByRole('button', { name: 'Confirm and send' }));
    const field = await screen.findByLabelText(/^Authentication code/);
    await events.type(field, '123456');
    await events.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('TRX-CODE-1')).toBeTruthy();
    expect(bodies[1]).toMatchObject({ totp: '123456' });
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows the code field at once when the preview says a code will be needed', async () => {
    const { events } = await openSendMoney();
    server.use(
      http.post('*/api/send-money/calculate-charge', async ({ request }) => {
        const { amount } = (await request.json()) as { amount: number };
        return HttpResponse.json({
          amount,
          charge: 1.5,
          receive_amount: amount,
          total_debit: amount + 1.5,
          currency: 'USD',
          second_factor_required: true,
          step_up_required: false,
        });
      }),
    );
    await fillForm(events);
    const confirm = await confirmStep(events);
    expect(within(confirm).getByLabelText(/^Authentication code/)).toBeTruthy();
  });

  it("shows the server's field error for an unknown recipient under the field", async () => {
    server.use(
      http.post('*/api/send-money-now', () =>
        HttpResponse.json(
          {
            message: 'Recipient not found',
            code: 'RECIPIENT_NOT_FOUND',
            errors: { recipient_email: 'Recipient not found' },
          },
          { status: 404 },
        ),
      ),
    );
    const { events } = await openSendMoney();
    await fillForm(events);
    await confirmStep(events);
    await events.click(screen.getByRole('button', { name: 'Confirm and send' }));

    const field = await screen.findByLabelText(/^Recipient email/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toBe('Recipient not found');
    // Shown once, under its field, not repeated in a banner.
    expect(screen.getAllByText('Recipient not found')).toHaveLength(1);
  });

  it('shows the field error of an unknown recipient from the charge preview too', async () => {
    const { events } = await openSendMoney();
    server.use(
      http.post('*/api/send-money/calculate-charge', () =>
        HttpResponse.json(
          {
            message: 'Recipient not found',
            code: 'RECIPIENT_NOT_FOUND',
            errors: { recipient_email: 'Recipient not found' },
          },
          { status: 404 },
        ),
      ),
    );
    await events.type(screen.getByLabelText(/^Recipient email/), 'nobody@example.com');
    await events.type(screen.getByLabelText(/^Amount/), '5');
    expect(await screen.findByText('Recipient not found')).toBeTruthy();
    expect(screen.getByLabelText(/^Recipient email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('opens confirm when Review is tapped before the live preview has asked (the preview does not cancel it)', async () => {
    const { events } = await openSendMoney();
    let asked = 0;
    server.use(
      http.post('*/api/send-money/calculate-charge', async ({ request }) => {
        asked += 1;
        const { amount } = (await request.json()) as { amount: number };
        // Still out when the preview's debounce fires: the preview must not abort the review's question.
        await new Promise((resolve) => setTimeout(resolve, 600));
        return HttpResponse.json({
          amount,
          charge: 1.5,
          receive_amount: amount,
          total_debit: amount + 1.5,
          currency: 'USD',
          second_factor_required: false,
          step_up_required: false,
        });
      }),
    );
    await events.type(screen.getByLabelText(/^Recipient email/), 'bob@example.com');
    await events.type(screen.getByLabelText(/^Amount/), '100');
    await events.click(screen.getByRole('button', { name: 'Review transfer' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm transfer' }, { timeout: 3000 });
    expect(within(confirm).getByText('101.50 USD')).toBeTruthy();
    expect(asked).toBe(1);
  });

  it('moves focus to the confirm heading on Review, and back to Review on Back (never to the page body)', async () => {
    const { events } = await openSendMoney();
    await fillForm(events, 'Rent');
    await confirmStep(events);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Confirm transfer' }));
    await events.click(screen.getByRole('button', { name: 'Back' }));
    const review = await screen.findByRole('button', { name: 'Review transfer' });
    expect(document.activeElement).toBe(review);
    expect((screen.getByLabelText(/^Note/) as HTMLInputElement).value).toBe('Rent');
  });

  it('shows the catalogue defaults when the server answers without a message', async () => {
    server.use(
      http.post('*/api/send-money-now', () => new HttpResponse(null, { status: 500, headers: offContract() })),
    );
    const { events } = await openSendMoney();
    await fillForm(events);
    await confirmStep(events);
    await events.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByText('Failed to send money')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();

    await events.click(screen.getByRole('button', { name: 'Back' }));
    server.use(
      http.post('*/api/send-money/calculate-charge', () =>
        HttpResponse.json({ code: 'INTERNAL' }, { status: 422, headers: offContract() }),
      ),
    );
    // 1005.00 would now be stopped before any quote (over the 500.00 balance): ask for 5.00.
    await events.clear(screen.getByLabelText(/^Amount/));
    await events.type(screen.getByLabelText(/^Amount/), '5');
    expect(await screen.findByText('Failed to calculate charge')).toBeTruthy();
    expect(screen.getByText('Review is disabled: Failed to calculate charge')).toBeTruthy();
  });

  it('shows a refusal without field errors as a message above the button', async () => {
    server.use(
      http.post('*/api/send-money-now', () =>
        HttpResponse.json(
          { message: 'Insufficient balance in your Main Wallet', code: 'INSUFFICIENT_FUNDS' },
          { status: 422 },
        ),
      ),
    );
    const { events } = await openSendMoney();
    await fillForm(events);
    await confirmStep(events);
    await events.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient balance in your Main Wallet');
    expect(screen.getByRole('button', { name: 'Review transfer' })).toBeTruthy();
  });

  it('pauses sending while offline, with a message', async () => {
    const { events } = await openSendMoney();
    await fillForm(events);
    await confirmStep(events);
    setOnline(false);
    expect(
      await screen.findByText('You are offline. Money actions are paused until the connection returns.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm and send' }) as HTMLButtonElement).disabled).toBe(true);
    setOnline(true);
    expect((screen.getByRole('button', { name: 'Confirm and send' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
