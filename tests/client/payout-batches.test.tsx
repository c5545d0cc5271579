import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PayoutBatch, PayoutCandidate } from '../../src/contract/payout-batches.ts';
import { renderApp } from './helpers/render-app.tsx';
import { makeUser } from './helpers/fixtures.ts';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
const user = { id: 'u1', email: 'al@example.com', username: 'al' };
const EVM_ADDRESS = '0x1111111111111111111111111111111111111111';
const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const HASH = `0x${'ab'.repeat(32)}`;
const candidate = (reference: string, address: string, network: PayoutCandidate['network']): PayoutCandidate => ({
  withdrawalId: `w-${reference}`,
  reference,
  methodName: network === 'evm' ? 'USDT (BEP20)' : 'USDT (TRC20)',
  user,
  address,
  network,
  amount: 99,
  createdAt: '2026-11-25T10:00:00.000Z',
});
const evmW = candidate('WDREVM', EVM_ADDRESS, 'evm');
const tronW = candidate('WDRTRON', TRON_ADDRESS, 'tron');
const batch: PayoutBatch = {
  id: 'b1',
  reference: 'PAY1',
  status: 'ready',
  chainId: 56,
  tokenAddress: '0x55d398326f99059fF775485246999027B3197955',
  assetDecimals: 18,
  rate: '1',
  total: 100,
  netTotal: 99,
  createdBy: 'a1',
  approvedBy: null,
  paidBy: null,
  transactionHash: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  paidAt: null,
  items: [
    {
      withdrawalId: evmW.withdrawalId,
      reference: 'WDREVM',
      user,
      address: EVM_ADDRESS,
      amount: 99,
      assetAmount: '99.000000000000000000',
      transactionHash: null,
      exception: null,
    },
  ],
};

/** The rest of the admin withdrawals page: an empty queue, no methods. */
const page = [
  http.get('*/api/admin/withdrawal-queue', () => HttpResponse.json({ items: [], nextCursor: null })),
  http.get('*/api/admin/withdrawal-methods', () => HttpResponse.json([])),
];

/**
 * The candidate list; records which networks were asked for. `filtered: false` answers every
 * network's withdrawals (as a stale or wrong answer would): the form must still show only its own.
 */
function candidatesByNetwork(asked: string[], filtered = true) {
  return http.get('*/api/admin/payout-batches/candidates', ({ request }) => {
    const network = new URL(request.url).searchParams.get('network') ?? '';
    asked.push(network);
    return HttpResponse.json({ items: [evmW, tronW].filter((c) => !filtered || c.network === network) });
  });
}

describe('batch payouts', () => {
  it('lists only withdrawals of the batch network: an EVM batch never offers a TRC20 withdrawal', async () => {
    const asked: string[] = [];
    server.use(...page, candidatesByNetwork(asked, false));
    const { events } = await renderApp('/admin/withdrawals', { user: admin });
    await events.click(await screen.findByRole('button', { name: 'New payout batch' }));
    const form = await screen.findByRole('form', { name: 'New payout batch' });
    expect(await within(form).findByRole('checkbox', { name: /WDREVM/ })).toBeTruthy();
    expect(within(form).queryByRole('checkbox', { name: /WDRTRON/ })).toBeNull();
    await events.selectOptions(within(form).getByLabelText('Network of this batch'), 'tron');
    expect(await within(form).findByRole('checkbox', { name: /WDRTRON/ })).toBeTruthy();
    expect(within(form).queryByRole('checkbox', { name: /WDREVM/ })).toBeNull();
    // A TRON batch is paid from the CSV: no EVM chain to name.
    expect(within(form).queryByLabelText(/EVM chain id/)).toBeNull();
    expect(asked).toEqual(['evm', 'tron']);
  });

  it('makes an EVM batch of ticked withdrawals, then marks it paid and shows the exceptions the server flagged', async () => {
    let created: unknown = null;
    let paidWith: unknown = null;
    let batches: PayoutBatch[] = [];
    const exception = 'Paid on chain though This withdrawal account can receive money from 27 Nov 2026, 10:00 UTC.';
    server.use(
      ...page,
      candidatesByNetwork([]),
      http.get('*/api/admin/payout-batches', () => HttpResponse.json({ items: batches })),
      http.post('*/api/admin/payout-batches', async ({ request }) => {
        created = await request.json();
        batches = [batch];
        return HttpResponse.json({ message: 'Batch of 1 withdrawals ready to export', batch }, { status: 201 });
      }),
      http.post('*/api/admin/payout-batches/b1/paid', async ({ request }) => {
        paidWith = await request.json();
        if ((paidWith as { transaction_hash: string }).transaction_hash !== HASH) {
          return HttpResponse.json(
            {
              message: 'Check transaction_hash',
              code: 'VALIDATION_FAILED',
              errors: { transaction_hash: 'must be an EVM transaction hash: 0x and 64 hex digits' },
            },
            { status: 400 },
          );
        }
        const paidItems = batch.items.map((i) => ({ ...i, transactionHash: HASH, exception }));
        batches = [{ ...batch, status: 'paid', transactionHash: HASH, items: paidItems }];
        return HttpResponse.json({
          message:
            'Batch marked paid with 1 exception: each is recorded paid on chain and listed on the batch for an admin to follow up',
          batch: batches[0],
        });
      }),
    );
    const { events } = await renderApp('/admin/withdrawals', { user: admin });
    await events.click(await screen.findByRole('button', { name: 'New payout batch' }));
    const form = await screen.findByRole('form', { name: 'New payout batch' });
    await events.click(await within(form).findByRole('checkbox', { name: /WDREVM/ }));
    await events.type(within(form).getByLabelText(/EVM chain id/), '56');
    await events.type(within(form).getByLabelText(/Token contract/), batch.tokenAddress ?? '');
    await events.type(within(form).getByLabelText(/Token decimals/), '18');
    await events.click(within(form).getByRole('button', { name: 'Create batch of 1' }));
    await waitFor(() =>
      expect(created).toEqual({
        withdrawal_ids: [evmW.withdrawalId],
        rate: '1',
        chain_id: 56,
        token_address: batch.tokenAddress,
        asset_decimals: 18,
      }),
    );

    const list = await screen.findByRole('list', { name: 'Payout batches' });
    expect(within(list).getByRole('button', { name: 'Safe Transaction Builder file' })).toBeTruthy();
    const hashField = within(list).getByLabelText(/Transaction hash/);
    await events.type(hashField, '0xabc');
    await events.click(within(list).getByRole('button', { name: 'Mark paid' }));
    expect(await within(list).findByText(/0x and 64 hex digits/)).toBeTruthy();
    await events.clear(hashField);
    await events.type(hashField, HASH);
    await events.click(within(list).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(paidWith).toEqual({ transaction_hash: HASH }));
    expect(await screen.findByText(/marked paid with 1 exception/)).toBeTruthy();
    const alert = await within(list).findByRole('alert');
    expect(alert.textContent).toContain('1 withdrawal was paid on chain though no longer payable');
    expect(alert.textContent).toContain(`WDREVM (al@example.com): ${exception}`);
    expect(within(list).getByText(/PAY1 · Paid/)).toBeTruthy();
  });
});
