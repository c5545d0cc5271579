import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/components/status/as-of-notice.tsx';
import type { WithdrawalAccount } from '../../src/contract/withdrawals.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const ready: WithdrawalAccount = {
  id: 'acc1',
  methodId: 'wm1',
  methodName: 'USDT (TRC20)',
  currency: 'USDT',
  name: 'My TRON wallet',
  details: { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  createdAt: '2026-03-01T10:00:00.000Z',
  usableFrom: null,
};
const USABLE_FROM = '2026-03-02T10:00:00.000Z';
const cooling: WithdrawalAccount = {
  ...ready,
  id: 'acc2',
  name: 'New bank',
  methodName: 'Bank transfer',
  details: { iban: 'GB00TEST' },
  usableFrom: USABLE_FROM,
};
const PAUSED_UNTIL = '2026-03-03T08:30:00.000Z';

function serve(
  accounts: WithdrawalAccount[],
  protection = { pausedUntil: null as string | null, reason: null as string | null, coolingOffHours: 24 },
) {
  server.use(
    http.get('*/api/wallet/wallets', () => HttpResponse.json([makeWallet({ balance: 500 })])),
    http.get('*/api/withdrawal-accounts', () => HttpResponse.json(accounts)),
    http.get('*/api/withdrawal-protection', () => HttpResponse.json(protection)),
  );
}

describe('withdrawal protection', () => {
  it('the withdraw page says withdrawals are paused, until when (local time) and why', async () => {
    serve([ready], { pausedUntil: PAUSED_UNTIL, reason: 'password_changed', coolingOffHours: 24 });
    await renderApp('/user/withdraw', { user: makeUser() });
    const notice = await screen.findByText(/^Withdrawals are paused until/);
    expect(notice.textContent).toContain(`Withdrawals are paused until ${formatDateTime(PAUSED_UNTIL)}`);
    expect(screen.getByText(/Because your password was changed\./)).toBeTruthy();
  });

  it('says nothing of a pause when there is none; a cooling account says in a sentence from when it can receive money, and Review says why it is disabled', async () => {
    serve([cooling, ready]);
    let quotes = 0;
    server.use(
      http.post('*/api/withdrawals/calculate-charge', async ({ request }) => {
        quotes += 1;
        const { amount } = (await request.json()) as { amount: number };
        return HttpResponse.json({
          amount,
          charge: 1,
          receive_amount: amount - 1,
          total_debit: amount,
          currency: 'USD',
          payout_currency: 'USDT',
          processing_time: '1 day',
        });
      }),
    );
    const { events } = await renderApp('/user/withdraw', { user: makeUser() });
    const select = (await screen.findByLabelText('Withdrawal account')) as HTMLSelectElement;
    expect(
      within(select).getByRole('option', {
        name: `New bank · Bank transfer (usable from ${formatDateTime(USABLE_FROM)})`,
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/Withdrawals are paused/)).toBeNull();
    // Listed first, the cooling account is not the one chosen for you: the first that can receive money is.
    expect(select.value).toBe('acc1');
    await events.selectOptions(select, 'acc2');
    // The field's error is a whole sentence in local time, tied to the select.
    const error = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent?.startsWith(`This account can receive money from ${formatDateTime(USABLE_FROM)}. `)).toBe(
      true,
    );
    await events.type(screen.getByLabelText(/^Amount/), '60');
    const review = screen.getByRole('button', { name: 'Review withdrawal' }) as HTMLButtonElement;
    expect(review.disabled).toBe(true);
    expect(document.getElementById(review.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      `Review is disabled: The account you chose can receive money from ${formatDateTime(USABLE_FROM)}.`,
    );
    const box = screen.getByRole('region', { name: 'Charge preview' });
    expect(box.textContent).toBe('The charge is worked out once the account can receive money.');
    expect(quotes).toBe(0);
    await events.selectOptions(select, 'acc1');
    await waitFor(() => expect(review.disabled).toBe(false));
    expect(await within(box).findByText('59.00 USD (paid in USDT)')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });

  it("a server refusal naming the account field reads as a sentence, not the server's lowercase fragment", async () => {
    serve([{ ...ready, usableFrom: null }]);
    server.use(
      http.post('*/api/withdrawals/calculate-charge', () =>
        HttpResponse.json(
          {
            message: 'This withdrawal account can receive money from Mar 2, 2026, 10:00 AM UTC.',
            code: 'WITHDRAWAL_ACCOUNT_COOLING_OFF',
            errors: { account_id: 'can receive money from Mar 2, 2026, 10:00 AM UTC' },
          },
          { status: 422 },
        ),
      ),
    );
    const { events } = await renderApp('/user/withdraw', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Amount/), '60');
    expect(await screen.findByText('Withdrawal account can receive money from Mar 2, 2026, 10:00 AM UTC')).toBeTruthy();
    const review = screen.getByRole('button', { name: 'Review withdrawal' }) as HTMLButtonElement;
    expect(review.disabled).toBe(true);
    expect(screen.getByText(/^Review is disabled: This withdrawal account can receive money from/)).toBeTruthy();
  });

  it('the accounts page marks the account still cooling off, and only that one', async () => {
    serve([cooling, ready]);
    await renderApp('/user/withdrawal-accounts', { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Withdrawal accounts' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain(`Usable from ${formatDateTime(USABLE_FROM)}`);
    expect(second?.textContent).not.toContain('Usable from');
    expect(screen.getByText(/can receive money only after a waiting period/)).toBeTruthy();
  });
});
