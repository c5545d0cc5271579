import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Withdrawal, WithdrawalAccount, WithdrawalMethod } from '../../src/contract/withdrawals.ts';
import { makeTransaction, makeUser, makeWallet } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { findWalletRecord } from '../../src/features/wallets/find-wallet.ts';
import { useWalletStore } from '../../src/features/wallets/wallet-store.ts';

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
const bank: WithdrawalMethod = {
  id: 'wm2',
  name: 'Bank transfer',
  currency: 'USD',
  min: 50,
  max: 50000,
  chargeFixed: 0,
  chargePercent: 1.5,
  processingTime: '1-3 business days',
  fields: [
    { key: 'iban', label: 'IBAN', required: true },
    { key: 'swift', label: 'SWIFT / BIC', required: false },
  ],
  active: true,
};

function makeWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 'w1',
    reference: 'WDRABCDEF1234',
    methodName: 'USDT (TRC20)',
    currency: 'USDT',
    accountName: 'My TRON wallet',
    details: account.details,
    amount: 100,
    charge: 1,
    receiveAmount: 99,
    processingTime: 'Within 24 hours',
    status: 'pending',
    rejectionReason: null,
    payoutReference: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

const quote = http.post('*/api/withdrawals/calculate-charge', async ({ request }) => {
  const { amount } = (await request.json()) as { amount: number };
  return HttpResponse.json({
    amount,
    charge: 1,
    receive_amount: amount - 1,
    total_debit: amount,
    currency: 'USD',
    payout_currency: 'USDT',
    processing_time: 'Within 24 hours',
  });
});

describe('withdraw', () => {
  it('shows charge, net and processing time, confirms with an Idempotency-Key and updates the balance', async () => {
    let sent: unknown = null;
    let key: string | null = null;
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
      http.get('*/api/withdrawal-accounts', () => HttpResponse.json([account])),
      quote,
      http.post('*/api/withdrawals', async ({ request }) => {
        sent = await request.json();
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({
          message: 'Withdrawal requested. It is paid out once it is approved.',
          withdrawal: makeWithdrawal(),
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
    const preview = screen.getByRole('region', { name: 'Charge preview' });
    expect(await within(preview).findByText('99.00 USD (paid in USDT)')).toBeTruthy();
    expect(within(preview).getByText('Within 24 hours')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm withdrawal' });
    expect(within(confirm).getByText('My TRON wallet · USDT (TRC20)')).toBeTruthy();
    await events.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    expect(sent).toEqual({ account_id: 'acc1', amount: 100 });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('WDRABCDEF1234')).toBeTruthy();
    expect(findWalletRecord(useWalletStore.getState().wallets, 'main')?.balance).toBe(400);
  });

  it('links to the KYC form when the server asks for KYC', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
      http.get('*/api/withdrawal-accounts', () => HttpResponse.json([account])),
      http.post('*/api/withdrawals/calculate-charge', () =>
        HttpResponse.json(
          {
            message:
              'Identity verification (KYC) is required before you can withdraw. Complete the KYC form at /user/kyc/form.',
            code: 'KYC_REQUIRED',
          },
          { status: 422 },
        ),
      ),
    );
    const { events } = await renderApp('/user/withdraw', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Amount/), '100');
    const link = await screen.findByRole('link', { name: 'Complete KYC verification' });
    expect(link.getAttribute('href')).toBe('/user/kyc/form');
  });

  it('asks for a withdrawal account first when there is none', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
      http.get('*/api/withdrawal-accounts', () => HttpResponse.json([])),
    );
    await renderApp('/user/withdraw', { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Add withdrawal account' })).toBeTruthy();
  });
});

describe('withdrawal accounts', () => {
  it("builds the form from the method's fields and saves the details", async () => {
    let sent: unknown = null;
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/withdrawals/methods', () => HttpResponse.json([bank])),
      http.get('*/api/withdrawal-accounts', () => HttpResponse.json([])),
      http.post('*/api/withdrawal-accounts', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            ...account,
            id: 'acc2',
            methodId: 'wm2',
            methodName: 'Bank transfer',
            name: 'Savings',
            details: { iban: 'GB33' },
          },
          { status: 201 },
        );
      }),
    );
    const { events, router } = await renderApp('/user/add-withdrawal-account', { user: makeUser() });
    await events.click(await screen.findByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('IBAN is required')).toBeTruthy();
    expect(sent).toBeNull();
    await events.type(screen.getByLabelText(/^Account name/), 'Savings');
    await events.type(screen.getByLabelText(/^IBAN/), 'GB33');
    await events.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/withdrawal-accounts'));
    expect(sent).toEqual({ method_id: 'wm2', name: 'Savings', details: { iban: 'GB33', swift: '' } });
  });

  it('edits a saved account in place: same method, new name and details, with the PUT body the API takes', async () => {
    const saved = {
      ...account,
      methodId: 'wm2',
      methodName: 'Bank transfer',
      currency: 'USD',
      name: 'Savings',
      details: { iban: 'GB33', swift: '' },
    };
    let current = saved;
    let sent: unknown = null;
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/withdrawals/methods', () => HttpResponse.json([{ ...bank, id: 'wm9', name: 'Other' }, bank])),
      http.get('*/api/withdrawal-accounts', () => HttpResponse.json([current])),
      http.put('*/api/withdrawal-accounts/acc1', async ({ request }) => {
        sent = await request.json();
        current = { ...saved, ...(sent as object) };
        return HttpResponse.json(current);
      }),
    );
    const { events } = await renderApp('/user/withdrawal-accounts', { user: makeUser() });
    await events.click(await screen.findByRole('button', { name: 'Edit Savings' }));
    const form = await screen.findByRole('form', { name: 'Edit Savings' });
    const method = within(form).getByLabelText('Withdrawal method');
    expect(method).toHaveProperty('value', 'wm2');
    expect(method).toHaveProperty('disabled', true);
    expect(within(form).getByLabelText(/^IBAN/)).toHaveProperty('value', 'GB33');
    await events.clear(within(form).getByLabelText(/^IBAN/));
    await events.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('IBAN is required')).toBeTruthy();
    expect(sent).toBeNull();
    await events.type(within(form).getByLabelText(/^IBAN/), 'DE89 3704');
    await events.clear(within(form).getByLabelText(/^Account name/));
    await events.type(within(form).getByLabelText(/^Account name/), 'Main bank');
    await events.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Withdrawal account updated')).toBeTruthy();
    expect(sent).toEqual({ name: 'Main bank', details: { iban: 'DE89 3704', swift: '' } });
    const list = await screen.findByRole('list', { name: 'Withdrawal accounts' });
    expect(await within(list).findByText('Main bank')).toBeTruthy();
    // Fields read with their labels, never the stored keys.
    const terms = within(list)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(expect.arrayContaining(['IBAN:', 'SWIFT/BIC:']));
    expect(terms.join(' ')).not.toMatch(/iban|swift:/);
  });
});

describe('withdraw log', () => {
  it('shows status, the rejection reason and the payout reference', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/withdrawals', () =>
        HttpResponse.json({
          items: [
            makeWithdrawal({ id: 'w2', status: 'rejected', rejectionReason: 'Wrong network' }),
            makeWithdrawal({ status: 'approved', payoutReference: 'TX-88f1' }),
          ],
          nextCursor: null,
        }),
      ),
    );
    await renderApp('/user/withdraw/log', { user: makeUser() });
    expect(await screen.findByText('Reason: Wrong network (refunded)')).toBeTruthy();
    expect(screen.getByText('Payout reference: TX-88f1')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });
});
