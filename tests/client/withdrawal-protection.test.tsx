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
const cooling: WithdrawalAccount = { ...ready, id: 'acc2', name: 'New bank', methodName: 'Bank transfer', details: { iban: 'GB00TEST' }, usableFrom: USABLE_FROM };
const PAUSED_UNTIL = '2026-03-03T08:30:00.000Z';

function serve(accounts: WithdrawalAccount[], protection = { pausedUntil: null as string | null, reason: null as string | null, coolingOffHours: 24 }) {
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

  it('says nothing of a pause when there is none; a cooling account says from when it is usable, and the refusal names the field', async () => {
    serve([cooling, ready]);
    server.use(
      http.post('*/api/withdrawals/calculate-charge', () =>
        HttpResponse.json(
          { message: 'This withdrawal account can receive money from Mar 2, 2026, 10:00 AM UTC.', code: 'WITHDRAWAL_ACCOUNT_COOLING_OFF', errors: { account_id: 'can receive money from Mar 2, 2026, 10:00 AM UTC' } },
          { status: 422 },
        ),
      ),
    );
    const { events } = await renderApp('/user/withdraw', { user: makeUser() });
    const select = await screen.findByLabelText('Withdrawal account');
    expect(within(select).getByRole('option', { name: `New bank · Bank transfer (usable from ${formatDateTime(USABLE_FROM)})` })).toBeTruthy();
    expect(screen.getByText(/^Usable from/).textContent).toContain(`Usable from ${formatDateTime(USABLE_FROM)}`);
    expect(screen.queryByText(/Withdrawals are paused/)).toBeNull();
    await events.type(screen.getByLabelText(/^Amount/), '60');
    expect(await screen.findByText('can receive money from Mar 2, 2026, 10:00 AM UTC')).toBeTruthy();
    await events.selectOptions(select, 'acc1');
    await waitFor(() => expect(screen.queryByText(/^Usable from/)).toBeNull());
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
