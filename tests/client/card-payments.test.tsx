import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CardPaymentIssue } from '../../src/contract/card-payments.ts';
import type { Deposit, DepositMethod } from '../../src/contract/deposits.ts';
import { renderApp } from './helpers/render-app.tsx';
import { makeUser } from './helpers/fixtures.ts';
import { server } from './helpers/server.ts';
import { useNodeFormData } from './helpers/node-form-data.ts';

useNodeFormData();
const checkout = vi.hoisted(() => ({ urls: [] as string[] }));
vi.mock('../../src/features/deposits/go-to-checkout.ts', () => ({
  goToCheckout: (url: string) => checkout.urls.push(url),
}));

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
const card: DepositMethod = {
  id: 'm-card',
  name: 'Card',
  kind: 'card',
  currency: 'USD',
  network: '',
  address: '',
  instructions: '',
  min: 10,
  max: 5000,
  chargeFixed: 0.3,
  chargePercent: 2.9,
  rate: '1',
  decimals: 2,
  active: true,
};
const deposit = (status: Deposit['status']): Deposit => ({
  id: 'd1',
  reference: 'DEPCARD000001',
  methodId: card.id,
  methodName: card.name,
  kind: 'card',
  currency: 'USD',
  network: '',
  address: '',
  instructions: '',
  rate: '1',
  payAmount: '100.00',
  amount: 100,
  charge: 3.2,
  receiveAmount: 96.8,
  transactionHash: null,
  hasProof: false,
  proofName: null,
  status,
  rejectionReason: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  reviewedAt: null,
});

describe('card deposits', () => {
  it('Pay by card creates the deposit and sends the investor to the Checkout URL', async () => {
    let sent: FormData | null = null;
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/deposits/methods', () => HttpResponse.json([card])),
      http.post('*/api/deposits/calculate-charge', () =>
        HttpResponse.json({
          amount: 100,
          charge: 3.2,
          receive_amount: 96.8,
          currency: 'USD',
          pay_amount: '100.00',
          pay_currency: 'USD',
        }),
      ),
      http.post('*/api/deposits', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(
          {
            message: 'Continue',
            deposit: deposit('pending'),
            checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
          },
          { status: 201 },
        );
      }),
    );
    const { events } = await renderApp('/user/deposit', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Amount/), '100');
    await events.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(checkout.urls).toEqual(['https://checkout.stripe.com/c/pay/cs_test_1']));
    expect((sent as FormData | null)?.get('method_id')).toBe('m-card');
  });

  it('the return page asks until the deposit is credited, then shows it', async () => {
    let asks = 0;
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/deposits/d1', () => HttpResponse.json(deposit(++asks < 2 ? 'pending' : 'approved'))),
    );
    await renderApp('/user/deposit/card-return?deposit=d1', { user: makeUser() });
    expect(await screen.findByText('Waiting for the card payment to be confirmed...')).toBeTruthy();
    expect(
      await screen.findByText('Payment received: your Main Wallet has been credited.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('96.80 USD')).toBeTruthy();
  });

  it('the admin reverses a reported refund after a confirmation', async () => {
    const issue: CardPaymentIssue = {
      id: 'i1',
      kind: 'refund',
      status: 'open',
      approvalStatus: null,
      deposit: { id: 'd1', reference: 'DEPCARD000001', amount: 100, receiveAmount: 96.8 },
      user: { id: 'u1', email: 'al@example.com', username: 'al' },
      chargeId: 'ch_1',
      amount: 100,
      currency: 'USD',
      suggestedAmount: 96.8,
      reason: null,
      note: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      decidedAt: null,
    };
    let reversed = false;
    server.use(
      http.get('*/api/admin/card-payment-issues', () =>
        HttpResponse.json({ items: [reversed ? { ...issue, status: 'reversed' } : issue], open: reversed ? 0 : 1 }),
      ),
      http.post('*/api/admin/card-payment-issues/i1/reverse', ({ request }) => {
        reversed = Boolean(request.headers.get('idempotency-key'));
        return HttpResponse.json({ message: 'Reversed', issue: { ...issue, status: 'reversed' } });
      }),
    );
    const { events } = await renderApp('/admin/card-payments', { user: admin });
    await events.click(await screen.findByRole('button', { name: /Reverse 96.80 USD/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Take back from Main Wallet')).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: /^Confirm reverse/ }));
    expect(await screen.findByText(/Reversed from the wallet/)).toBeTruthy();
    expect(reversed).toBe(true);
  });

  it('a payment for another amount shows the method’s limits and, above the threshold, says it was sent for approval', async () => {
    const issue: CardPaymentIssue = {
      id: 'i2',
      kind: 'amount_mismatch',
      status: 'open',
      approvalStatus: null,
      deposit: { id: 'd2', reference: 'DEPCARD000002', amount: 1000, receiveAmount: 970.7 },
      user: { id: 'u1', email: 'al@example.com', username: 'al' },
      chargeId: 'cs_2',
      amount: 1500,
      currency: 'USD',
      suggestedAmount: 1000,
      limits: { min: 10, max: 5000 },
      reason: 'Paid 1,500.00 USD for a deposit of 1,000.00 USD',
      note: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      decidedAt: null,
    };
    let state: CardPaymentIssue = issue;
    server.use(
      http.get('*/api/admin/card-payment-issues', () =>
        HttpResponse.json({ items: [state], open: state.status === 'open' ? 1 : 0 }),
      ),
      http.post('*/api/admin/card-payment-issues/i2/credit', () => {
        state = { ...issue, status: 'awaiting_approval', approvalStatus: 'pending' };
        const approval = {
          id: 'r2',
          kind: 'card_credit',
          status: 'pending',
          summary: 'Credit 1,000.00 USD of a card payment for another amount to al@example.com',
          amount: 1000,
          currency: 'USD',
          user: { id: 'u1', email: 'al@example.com', username: 'al', name: 'Al' },
          withdrawal: null,
          adjustment: null,
          credit: { source: 'card', note: 'n' },
          requestedBy: { id: 'a1', email: 'boss@example.com', name: 'Boss' },
          requestedAt: '2026-11-25T10:00:00.000Z',
          decidedBy: null,
          decidedAt: null,
          rejectionReason: null,
          transactionReference: null,
        };
        return HttpResponse.json({
          message: 'Sent for approval: a second admin must approve it. Nothing has moved yet.',
          issue: state,
          approval,
        });
      }),
    );
    const { events } = await renderApp('/admin/card-payments', { user: admin });
    await events.click(await screen.findByRole('button', { name: /Credit 1,000.00 USD/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('10.00 USD to 5,000.00 USD')).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: /^Confirm credit/ }));
    expect(await screen.findByText(/^Sent for approval/)).toBeTruthy();
    expect(await screen.findByText(/Sent for a second admin’s approval/)).toBeTruthy();
  });
});
