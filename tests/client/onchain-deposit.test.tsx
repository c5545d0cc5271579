import { screen, waitFor, within } from '@testing-library/react';
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
  evm: {
    chainId: 56,
    tokenAddress: '0x55d398326f99059ff775485246999027b3197955',
    assetDecimals: 18,
    confirmations: 12,
  },
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
      http.get('*/api/deposits/methods/m-bsc/address', () =>
        HttpResponse.json({ address: ADDRESS, chainId: 56, asset: 'USDT', minimum: 10, confirmations: 12 }),
      ),
      http.get('*/api/deposits/methods/m-bsc/payments', () => HttpResponse.json(payments)),
    );
    await renderApp('/user/deposit', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Your personal USDT address' })).toBeTruthy();
    // The network and asset are a prominent notice, not small print; nothing says an admin must approve.
    expect(screen.getByRole('note', { name: 'Network and asset' }).textContent).toMatch(
      /^Send only USDT on BNB Chain\./,
    );
    expect(screen.queryByText(/admin approves/)).toBeNull();
    expect(screen.getByText(ADDRESS)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code of your USDT deposit address' })).toBeTruthy();
    expect(screen.getByText(/Minimum 10\.00 USD/)).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(await screen.findByText(/No payment seen yet/)).toBeTruthy();

    payments = [payment({})];
    expect(await screen.findByText('2 of 12 confirmations', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Transaction 0xabababab/ }).getAttribute('href')).toBe(
      payment({}).explorerUrl,
    );

    payments = [
      payment({ status: 'credited', confirmations: 12, depositId: 'd1', creditedAt: '2026-11-25T10:01:00.000Z' }),
    ];
    await waitFor(() => expect(screen.getByText('Credited: 25.00 USD added to your Main Wallet')).toBeTruthy(), {
      timeout: 8_000,
    });
  }, 20_000);

  it('an admin creates an evm method: snake_case chain fields, a refused xprv shows at the xpub field', async () => {
    const posts: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/admin/deposit-queue', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.get('*/api/admin/deposit-methods', () => HttpResponse.json([])),
      http.get('*/api/admin/deposit-methods/kinds', () =>
        HttpResponse.json(['crypto', 'manual', 'evm', 'card'].map((kind) => ({ kind, available: true, reason: null }))),
      ),
      http.post('*/api/admin/deposit-methods', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        return HttpResponse.json(
          {
            message: 'xpub is a private key',
            code: 'VALIDATION_FAILED',
            errors: { xpub: 'is a private key (xprv): give the extended public key (xpub)' },
          },
          { status: 400 },
        );
      }),
    );
    const { events } = await renderApp('/admin/deposits', { user: makeUser({ id: 'a1', role: 'admin' }) });
    await events.click(await screen.findByRole('button', { name: 'Add method' }, { timeout: 3000 }));
    const form = screen.getByRole('form', { name: 'New deposit method' });
    await events.selectOptions(within(form).getByLabelText('Kind'), 'evm');
    await events.type(within(form).getByLabelText(/^Name/), 'USDT (BNB Chain)');
    await events.type(within(form).getByLabelText(/^Asset symbol/), 'USDT');
    await events.type(within(form).getByLabelText(/^RPC URL/), 'https://bsc-dataseed.bnbchain.org');
    await events.type(within(form).getByLabelText(/^Token contract/), '0x55d398326f99059fF775485246999027B3197955');
    await events.type(within(form).getByLabelText(/^Extended public key/), 'xprv9zTaoz');
    await events.click(within(form).getByRole('button', { name: 'Save method' }));
    expect((await within(form).findAllByText(/is a private key/)).length).toBeGreaterThan(0);
    expect(
      within(form)
        .getByLabelText(/^Extended public key/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(posts[0]).toMatchObject({
      kind: 'evm',
      chain_id: 56,
      rpc_url: 'https://bsc-dataseed.bnbchain.org',
      token_address: '0x55d398326f99059fF775485246999027B3197955',
      asset_decimals: 18,
      confirmations: 12,
      xpub: 'xprv9zTaoz',
    });
    expect(posts[0]).not.toHaveProperty('address');
  });
});
