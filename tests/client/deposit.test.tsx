import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDeposit, Deposit, DepositMethod } from '../../src/contract/deposits.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { makeUser } from './helpers/fixtures.ts';
import { server } from './helpers/server.ts';
import { useNodeFormData } from './helpers/node-form-data.ts';
import { offContract } from './helpers/contract-check.ts';

useNodeFormData();

const usdt: DepositMethod = {
  id: 'm-usdt',
  name: 'USDT (TRC20)',
  kind: 'crypto',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
  instructions: 'Send only USDT on TRC20.',
  min: 10,
  max: 50000,
  chargeFixed: 0,
  chargePercent: 1,
  rate: '1',
  decimals: 2,
  active: true,
};

function makeDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 'd1',
    reference: 'DEPABCDEF1234',
    methodId: usdt.id,
    methodName: usdt.name,
    kind: 'crypto',
    currency: 'USDT',
    network: 'TRC20',
    address: usdt.address,
    instructions: usdt.instructions,
    rate: '1',
    payAmount: '100.00',
    amount: 100,
    charge: 1,
    receiveAmount: 99,
    transactionHash: null,
    hasProof: true,
    proofName: 'receipt.png',
    status: 'pending',
    rejectionReason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

const baseHandlers = [
  http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
  http.get('*/api/deposits/methods', () => HttpResponse.json([usdt])),
  http.post('*/api/deposits/calculate-charge', async ({ request }) => {
    const { amount } = (await request.json()) as { amount: number };
    return HttpResponse.json({
      amount,
      charge: amount / 100,
      receive_amount: amount - amount / 100,
      currency: 'USD',
      pay_amount: amount.toFixed(2),
      pay_currency: 'USDT',
    });
  }),
];

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });

describe('add money', () => {
  it('previews the charge, shows where to pay and the reference first, then "I have paid" takes the proof', async () => {
    let sent: FormData | null = null;
    let proofSent: FormData | null = null;
    server.use(
      ...baseHandlers,
      http.post('*/api/deposits', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'Deposit submitted', deposit: makeDeposit() }, { status: 201 });
      }),
      http.get('*/api/deposits/d1', () => HttpResponse.json(makeDeposit({ hasProof: false, proofName: null }))),
      http.post('*/api/deposits/d1/proof', async ({ request }) => {
        proofSent = await request.formData();
        return HttpResponse.json({
          message: 'Proof uploaded',
          deposit: makeDeposit({ hasProof: true, proofName: 'receipt.png', transactionHash: '0xfeed' }),
        });
      }),
    );
    const { events, router } = await renderApp('/user/deposit', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Amount/), '100');
    const preview = screen.getByRole('region', { name: 'Charge preview' });
    expect(await within(preview).findByText('99.00 USD')).toBeTruthy();
    expect(within(preview).getByText('100.00 USDT')).toBeTruthy();
    // No proof before the user knows where to pay.
    expect(screen.queryByLabelText('Payment proof')).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Show payment details' }));

    await waitFor(() => expect(currentPath(router)).toBe('/user/deposit/d1'));
    const form = sent as FormData | null;
    expect(form?.get('method_id')).toBe('m-usdt');
    expect(form?.get('amount')).toBe('100.00');
    expect(form?.get('proof')).toBeNull();
    const pay = await screen.findByRole('region', { name: '1. Pay' });
    expect(within(pay).getByTestId('pay-amount').textContent).toBe('100.00 USDT');
    // One page, two figures: what the investor sends (in the method's currency) and what reaches the wallet.
    expect(within(pay).getByText('You pay')).toBeTruthy();
    const deposit = screen.getByText('Deposit', { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(deposit).getByText('100.00 USD')).toBeTruthy();
    expect(screen.queryByText('Amount to pay')).toBeNull();
    expect(screen.queryByText('Amount', { selector: 'dt' })).toBeNull();
    expect(within(pay).getByText('DEPABCDEF1234')).toBeTruthy();
    expect(within(pay).getByRole('button', { name: 'Copy reference' })).toBeTruthy();
    expect(within(pay).getByText(usdt.address)).toBeTruthy();
    expect(within(pay).getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(await within(pay).findByRole('img', { name: 'QR code of the USDT address' })).toBeTruthy();

    const paid = screen.getByRole('region', { name: '2. I have paid' });
    const button = within(paid).getByRole('button', { name: 'I have paid' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(within(paid).getByText('Add a screenshot or PDF of your payment to continue.')).toBeTruthy();
    await events.type(within(paid).getByLabelText(/^Transaction hash/), '0xfeed');
    await events.upload(within(paid).getByLabelText('Payment proof'), png());
    await events.click(button);
    expect(await within(paid).findByText(/Proof received/)).toBeTruthy();
    const proof = proofSent as FormData | null;
    expect((proof?.get('proof') as File | null)?.name).toBe('receipt.png');
    expect(proof?.get('transaction_hash')).toBe('0xfeed');
  });

  it('a bank transfer lists each bank detail with its own Copy button, from details written in a sentence', async () => {
    const bank = {
      methodId: 'm-bank',
      methodName: 'Bank transfer',
      kind: 'manual' as const,
      currency: 'USD',
      network: '',
      address: '',
      hasProof: false,
      proofName: null,
    };
    const prose =
      'Transfer to Wallet Platform Ltd, IBAN GB33 BUKB 2020 1555 5555 55, BIC BUKBGB22. Put your deposit reference in the payment note and upload the bank receipt.';
    server.use(
      ...baseHandlers,
      http.get('*/api/deposits/d1', () => HttpResponse.json(makeDeposit({ ...bank, instructions: prose }))),
    );
    const { events } = await renderApp('/user/deposit/d1', { user: makeUser() });
    const details = await screen.findByLabelText('Bank details', {}, { timeout: 3000 });
    const rows = within(details)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Account holder', 'Wallet Platform Ltd'],
      ['IBAN', 'GB33 BUKB 2020 1555 5555 55'],
      ['SWIFT/BIC', 'BUKBGB22'],
    ]);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    // The IBAN goes to the clipboard without its spaces, as banking apps take it.
    await events.click(within(details).getByRole('button', { name: 'Copy IBAN' }));
    expect(writeText).toHaveBeenLastCalledWith('GB33BUKB20201555555555');
    await events.click(within(details).getByRole('button', { name: 'Copy SWIFT/BIC' }));
    expect(writeText).toHaveBeenLastCalledWith('BUKBGB22');
    await events.click(within(details).getByRole('button', { name: 'Copy account holder' }));
    expect(writeText).toHaveBeenLastCalledWith('Wallet Platform Ltd');
    // The reference keeps its own Copy, and the instructions stay on the page in full.
    expect(screen.getByRole('button', { name: 'Copy reference' })).toBeTruthy();
    expect(screen.getByText(prose)).toBeTruthy();
  });

  it('reads labelled bank lines, whatever their order', async () => {
    const lines =
      'Bank name: Barclays\nAccount holder: Wallet Platform Ltd\nIBAN: GB33 BUKB 2020 1555 5555 55\nSWIFT/BIC: BUKBGB22';
    const bank = {
      methodId: 'm-bank',
      methodName: 'Bank transfer',
      kind: 'manual' as const,
      currency: 'USD',
      network: '',
      address: '',
      instructions: lines,
    };
    server.use(
      ...baseHandlers,
      http.get('*/api/deposits/d1', () => HttpResponse.json(makeDeposit(bank))),
    );
    await renderApp('/user/deposit/d1', { user: makeUser() });
    const details = await screen.findByLabelText('Bank details', {}, { timeout: 3000 });
    expect(
      within(details)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Bank name', 'Account holder', 'IBAN', 'SWIFT/BIC']);
    expect(
      within(details)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Copy bank name', 'Copy account holder', 'Copy IBAN', 'Copy SWIFT/BIC']);
  });

  it('offers a way back, not Retry, for a deposit that is not found', async () => {
    server.use(
      ...baseHandlers,
      http.get('*/api/deposits/nope', () =>
        HttpResponse.json({ message: 'Deposit not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    await renderApp('/user/deposit/nope', { user: makeUser() });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Deposit not found')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to Add Money Log' }).getAttribute('href')).toBe(
      '/user/deposit/logs',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the catalogue default "Failed to submit deposit" when the server gives no message', async () => {
    server.use(
      ...baseHandlers,
      http.post('*/api/deposits', () => new HttpResponse(null, { status: 500, headers: offContract() })),
    );
    const { events } = await renderApp('/user/deposit', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Amount/), '50');
    await events.click(screen.getByRole('button', { name: 'Show payment details' }));
    expect(await screen.findByText('Failed to submit deposit')).toBeTruthy();
  });

  it('refuses a dropped file that is not an image or PDF with the catalogue message', async () => {
    server.use(
      ...baseHandlers,
      http.get('*/api/deposits/d1', () => HttpResponse.json(makeDeposit({ hasProof: false, proofName: null }))),
    );
    await renderApp('/user/deposit/d1', { user: makeUser() });
    const zone = await screen.findByTestId('proof-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Invalid file format. Accepted: images or PDF.')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(await screen.findByText('receipt.png')).toBeTruthy();
    expect(screen.queryByText('Invalid file format. Accepted: images or PDF.')).toBeNull();
  });

  it('lists the Add Money Log with status and reason', async () => {
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/deposits', () =>
        HttpResponse.json({
          items: [
            makeDeposit({ id: 'd2', status: 'rejected', rejectionReason: 'No funds arrived' }),
            makeDeposit({ status: 'approved' }),
          ],
          nextCursor: null,
        }),
      ),
    );
    await renderApp('/user/deposit/logs', { user: makeUser() });
    expect(await screen.findByText('Reason: No funds arrived')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });
});

describe('a rejected deposit', () => {
  it('never reads as credited, does not headline "You pay", and starts a new deposit with the same method and amount in one tap', async () => {
    const rejected = makeDeposit({
      id: 'd2',
      status: 'rejected',
      rejectionReason: 'No funds arrived',
      amount: 12500.5,
      charge: 125,
      receiveAmount: 12375.5,
      payAmount: '12500.5',
    });
    server.use(
      ...baseHandlers,
      http.get('*/api/deposits', () =>
        HttpResponse.json({ items: [rejected, makeDeposit({ status: 'approved' })], nextCursor: null }),
      ),
      http.get('*/api/deposits/d2', () => HttpResponse.json(rejected)),
    );
    const { events, router } = await renderApp('/user/deposit/logs', { user: makeUser() });
    const rows = await screen.findAllByRole('listitem');
    const rejectedRow = rows.find((r) => r.textContent?.includes('No funds arrived'));
    expect(rejectedRow?.textContent).toContain('Not credited');
    expect(rejectedRow?.textContent).not.toMatch(/credited 12,375/i);
    // Amounts read the same everywhere: thousands grouped.
    expect(rejectedRow?.textContent).toContain('12,500.50 USD');

    await events.click(within(rejectedRow as HTMLElement).getByRole('link', { name: rejected.methodName }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/deposit/d2'));
    expect(await screen.findByText(/Nothing was credited to your wallet/)).toBeTruthy();
    expect(screen.queryByText('You pay')).toBeNull();
    expect(screen.getByText('Requested payment')).toBeTruthy();
    expect(screen.getByTestId('pay-amount').textContent).toBe('12,500.50 USDT');
    expect(screen.getByText('12,500.50 USD')).toBeTruthy();
    await events.click(screen.getByRole('link', { name: 'Start a new deposit' }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/deposit'));
    expect((await screen.findByLabelText<HTMLSelectElement>('Deposit method')).value).toBe(usdt.id);
    expect(screen.getByLabelText<HTMLInputElement>(/^Amount/).value).toBe('12500.50');
  });
});

describe('admin deposits', () => {
  const admin = makeUser({ id: 'a1', role: 'admin', username: 'admin', email: 'admin@example.com' });
  const pending: AdminDeposit = { ...makeDeposit(), user: { id: 'u1', email: 'jane@example.com', username: 'jane' } };

  it('approves with an Idempotency-Key and rejects with a reason', async () => {
    const calls: Array<{ path: string; key: string | null; body: unknown }> = [];
    server.use(
      http.get('*/api/admin/deposit-queue', () =>
        HttpResponse.json({ items: [pending, { ...pending, id: 'd2', reference: 'DEPSECOND0001' }], nextCursor: null }),
      ),
      http.get('*/api/admin/deposit-methods', () => HttpResponse.json([usdt])),
      http.post('*/api/admin/deposits/:id/:decision', async ({ request, params }) => {
        const body = request.headers.get('content-type')?.includes('json') ? await request.json() : null;
        calls.push({
          path: `${String(params.id)}/${String(params.decision)}`,
          key: request.headers.get('Idempotency-Key'),
          body,
        });
        return HttpResponse.json({
          message: 'ok',
          deposit: { ...pending, status: params.decision === 'approve' ? 'approved' : 'rejected' },
        });
      }),
    );
    const { events } = await renderApp('/admin/deposits', { user: admin });
    await events.click(await screen.findByRole('button', { name: 'Approve deposit DEPABCDEF1234' }, { timeout: 3000 }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm approve' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: 'd1/approve', key: expect.any(String) });

    await events.click(await screen.findByRole('button', { name: 'Reject deposit DEPSECOND0001' }));
    await events.type(screen.getByLabelText(/^Reason for rejection/), 'Receipt is unreadable');
    await events.click(screen.getByRole('button', { name: 'Confirm reject' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ path: 'd2/reject', body: { reason: 'Receipt is unreadable' } });
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getAllByText('USDT (TRC20)').length).toBeGreaterThan(0);
  });

  it("shows the investor's transaction hash in the queue and in the approve dialog, with Copy", async () => {
    const hash = '0x9f2c4e7a1b3d5f60718293a4b5c6d7e8f9012345678901234567890abcdef1234';
    server.use(
      http.get('*/api/admin/deposit-queue', () =>
        HttpResponse.json({
          items: [
            { ...pending, transactionHash: hash },
            { ...pending, id: 'd2', reference: 'DEPSECOND0001' },
          ],
          nextCursor: null,
        }),
      ),
      http.get('*/api/admin/deposit-methods', () => HttpResponse.json([usdt])),
    );
    const { events } = await renderApp('/admin/deposits', { user: admin });
    await screen.findByRole('button', { name: 'Approve deposit DEPABCDEF1234' }, { timeout: 3000 });
    expect(screen.getAllByTestId('transaction-hash').map((e) => e.textContent)).toContain(hash);
    expect(screen.getAllByText('No transaction hash given').length).toBeGreaterThan(0);
    await events.click(screen.getByRole('button', { name: 'Approve deposit DEPABCDEF1234' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('transaction-hash').textContent).toBe(hash);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await events.click(within(dialog).getByRole('button', { name: 'Copy transaction hash' }));
    expect(writeText).toHaveBeenCalledWith(hash);
  });
});
