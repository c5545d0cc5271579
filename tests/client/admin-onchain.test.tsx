import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminOnchainPayment, OnchainWatcher } from '../../src/contract/onchain.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
const TX = `0x${'cd'.repeat(32)}`;

const small: AdminOnchainPayment = {
  id: 'p1',
  chainId: 56,
  txHash: TX,
  explorerUrl: `https://bscscan.com/tx/${TX}`,
  assetAmount: '2',
  amount: 2,
  confirmations: 12,
  required: 12,
  status: 'review',
  reviewReason: 'under_minimum',
  depositId: null,
  seenAt: '2026-11-25T10:00:00.000Z',
  creditedAt: null,
  methodId: 'm1',
  methodName: 'USDT (BNB Chain)',
  asset: 'USDT',
  address: '0x3cdd4b7d5f8b3eec3dc51f25ea537c3cd3c818f2',
  assetAddress: '0x55d398326f99059ff775485246999027b3197955',
  user: { id: 'u1', email: 'ivy@example.com', username: 'ivy' },
  resolutionNote: null,
  reorgReportedAt: null,
  limits: { min: 10, max: 5000 },
  amountUnits: '2000000',
};
const watcher: OnchainWatcher = {
  methodId: 'm1',
  methodName: 'USDT (BNB Chain)',
  chainId: 56,
  scannedBlock: 1000,
  headBlock: 1040,
  lag: 40,
  error: 'rate limited',
  rpcWarning: null,
  scannedAt: '2026-11-25T10:00:00.000Z',
  reviewCount: 1,
};

describe('admin on-chain deposits', () => {
  it('shows the watcher lag, payments to review with their explorer link, and credits one with a note', async () => {
    const decisions: Record<string, unknown>[] = [];
    let list = [small];
    server.use(
      http.get('*/api/admin/onchain/watchers', () => HttpResponse.json([watcher])),
      http.get('*/api/admin/onchain/payments', () => HttpResponse.json(list)),
      http.post('*/api/admin/onchain/payments/p1/resolve', async ({ request }) => {
        decisions.push((await request.json()) as Record<string, unknown>);
        list = [];
        return HttpResponse.json({
          message: 'Payment credited',
          payment: { ...small, status: 'resolved', depositId: 'd1', resolutionNote: 'ok' },
        });
      }),
    );
    const { events } = await renderApp('/admin/onchain', { user: admin });
    expect(await screen.findByText('Lag: 40 blocks behind')).toBeTruthy();
    expect(screen.getByText('RPC error: rate limited')).toBeTruthy();
    const payments = await screen.findByRole('list', { name: 'On-chain payments' });
    expect(within(payments).getByRole('link', { name: TX }).getAttribute('href')).toBe(`https://bscscan.com/tx/${TX}`);
    expect(within(payments).getByText('review · Under the minimum')).toBeTruthy();
    await events.click(within(payments).getByRole('button', { name: /^Credit payment/ }));
    await events.click(await screen.findByRole('button', { name: 'Confirm credit' }));
    expect(await screen.findByText('No payment waits for a decision')).toBeTruthy();
    expect(decisions[0]).toMatchObject({ decision: 'credit', note: 'Credited after review' });
  });

  it('credits an over-maximum payment only at an amount the admin sets, shows the limits, and says "Sent for approval" when a second admin must approve', async () => {
    const big: AdminOnchainPayment = {
      ...small,
      id: 'p2',
      assetAmount: '50000',
      amount: 50_000,
      reviewReason: 'over_maximum',
    };
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/admin/onchain/watchers', () => HttpResponse.json([watcher])),
      http.get('*/api/admin/onchain/payments', () => HttpResponse.json([big])),
      http.post('*/api/admin/onchain/payments/p2/resolve', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        const approval = {
          id: 'r1',
          kind: 'onchain_credit',
          status: 'pending',
          summary: 'Credit 5,000.00 USD of an on-chain payment held for review to ivy@example.com',
          amount: 5000,
          currency: 'USD',
          user: { id: 'u1', email: 'ivy@example.com', username: 'ivy', name: 'Ivy' },
          withdrawal: null,
          adjustment: null,
          credit: { source: 'onchain', note: 'n' },
          requestedBy: { id: 'a1', email: 'boss@example.com', name: 'Boss' },
          requestedAt: '2026-11-25T10:00:00.000Z',
          decidedBy: null,
          decidedAt: null,
          rejectionReason: null,
          transactionReference: null,
        };
        return HttpResponse.json({
          message: 'Sent for approval: a second admin must approve it. Nothing has moved yet.',
          approval,
          payment: { ...big, status: 'awaiting_approval' },
        });
      }),
    );
    const { events } = await renderApp('/admin/onchain', { user: admin });
    const payments = await screen.findByRole('list', { name: 'On-chain payments' });
    expect(
      within(payments).getByText('Credited only at an amount you set, between 10.00 USD and 5,000.00 USD.'),
    ).toBeTruthy();
    expect(within(payments).queryByRole('button', { name: /^Credit payment/ })).toBeNull();
    await events.click(within(payments).getByRole('button', { name: /^Credit an amount/ }));
    const field = await screen.findByLabelText(/Amount to credit/);
    expect(screen.getByText(/between 10\.00 USD and 5,000\.00 USD/, { selector: '[id$="-hint"]' })).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm credit' });
    await events.type(field, '6000');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await events.clear(field);
    await events.type(field, '5000');
    await events.click(confirm);
    expect(await screen.findByText(/^Sent for approval/)).toBeTruthy();
    expect(sent[0]).toMatchObject({ decision: 'credit', amount: 5000 });
  });
});
