import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import type { OnchainPayment } from '../../src/contract/onchain.ts';
import { renderApp } from './helpers/render-app.tsx';
import { makeUser } from './helpers/fixtures.ts';
import { server } from './helpers/server.ts';

const bsc: DepositMethod = {
  id: 'm-bsc',
  name: 'USDT (BNB Chain)',
  kind: 'evm',
  currency: 'USDT',
  network: 'BNB Chain',
  address: '',
  instructions: 'Send only USDT on BNB Chain to your personal address.',
  min: 10,
  max: 50000,
  chargeFixed: 0,
  chargePercent: 0,
  rate: '1',
  decimals: 8,
  active: true,
  evm: { chainId: 56, tokenAddress: '0x55d398326f99059ff775485246999027b3197955', assetDecimals: 18, confirmations: 12 },
};
const ADDRESS = '0x3cdd4b7d5f8b3eec3dc51f25ea537c3cd3c818f2';

const payment = (overrides: Partial<OnchainPayment>): OnchainPayment => ({
  id: 'p1',
  chainId: 56,
  txHash: `0x${'ab'.repeat(32)}`,
  explorerUrl: `https://bscscan.com/tx/0x${'ab'.repeat(32)}`,
  assetAmount: '25',
  amount: 25,
  confirmations: 2,
  required: 12,
  status: 'seen',
  reviewReason: null,
  depositId: null,
  seenAt: '2026-11-25T10:00:00.000Z',
  creditedAt: null,
  ...overrides,
});

describe('on-chain deposit method', () => {
  it('shows the personal address with QR and Copy, the network in words and the minimum; then confirmations, then the credit', async () => {
    let payments: OnchainPayment[] = [];
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/deposits/methods', () => HttpResponse.json([bsc])),
      http.get('*/api/deposits/methods/m-bsc/address', () => HttpResponse.json({ address: ADDRESS, chainId: 56, asset: 'USDT', minimum: 10, confirmations: 12 })),
      http.get('*/api/deposits/methods/m-bsc/payments', () => HttpResponse.json(payments)),
    );
    await renderApp('/user/deposit', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Send only USDT on BNB Chain' })).toBeTruthy();
    expect(screen.getByText(ADDRESS)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code of your USDT deposit address' })).toBeTruthy();
    expect(screen.getByText(/Minimum 10\.00 USD/)).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(await screen.findByText(/No payment seen yet/)).toBeTruthy();

    payments = [payment({})];
    expect(await screen.findByText('2 of 12 confirmations', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Transaction 0xabababab/ }).getAttribute('href')).toBe(payment({}).explorerUrl);

    payments = [payment({ status: 'credited', confirmations: 12, depositId: 'd1', creditedAt: '2026-11-25T10:01:00.000Z' })];
    await waitFor(() => expect(screen.getByText('Credited: 25.00 USD added to your Main Wallet')).toBeTruthy(), { timeout: 8_000 });
  }, 20_000);
});
