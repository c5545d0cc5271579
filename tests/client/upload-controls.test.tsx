import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Deposit } from '../../src/contract/deposits.ts';
import { makeUser } from './helpers/fixtures.ts';
import { setCoarsePointer } from './helpers/media.ts';
import { setOnline } from './helpers/network.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const deposit: Deposit = {
  id: 'd1',
  reference: 'DEPABCDEF1234',
  methodId: 'm-usdt',
  methodName: 'USDT (TRC20)',
  kind: 'crypto',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
  instructions: 'Send only USDT on TRC20.',
  rate: '1',
  payAmount: '100.00',
  amount: 100,
  charge: 1,
  receiveAmount: 99,
  transactionHash: '0xfeed',
  hasProof: true,
  proofName: 'receipt.png',
  status: 'pending',
  rejectionReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
};

function serve(overrides: Partial<Deposit> = {}) {
  server.use(
    http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    http.get('*/api/deposits/d1', () => HttpResponse.json({ ...deposit, ...overrides })),
    http.get('*/api/kyc/status', () => HttpResponse.json({ status: 'none', reason: null, submittedAt: null })),
  );
}

afterEach(() => {
  setCoarsePointer(false);
});

describe('upload controls', () => {
  it('a proof already sent: Replace the proof says to choose the new file, not to add a screenshot', async () => {
    serve();
    await renderApp('/user/deposit/d1', { user: makeUser() });
    const form = await screen.findByRole('form', { name: 'Replace the proof' });
    const button = within(form).getByRole('button', { name: 'Replace the proof' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/^Choose the new file above/);
    expect(form.textContent).not.toContain('Add a screenshot');
  });

  it('offline, the drop zone is disabled and says why instead of prompting for a file', async () => {
    serve();
    await renderApp('/user/deposit/d1', { user: makeUser() });
    const form = await screen.findByRole('form', { name: 'Replace the proof' });
    setOnline(false);
    const input = within(form).getByLabelText('Replace the proof');
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByText(/Drag and drop|Tap to choose/)).toBeNull();
    expect(within(form).getByText('You are offline. Choose the file once you are back online.')).toBeTruthy();
    expect(within(form).getByText(/the proof can be sent once you are back online/)).toBeTruthy();
    setOnline(true);
    expect(await within(form).findByText(/^Drag and drop a screenshot or PDF/)).toBeTruthy();
  });

  it('on a touch screen the areas say Tap to choose; with a mouse they keep drag and drop', async () => {
    serve({ hasProof: false, proofName: null });
    setCoarsePointer(true);
    const first = await renderApp('/user/deposit/d1', { user: makeUser() });
    expect(await screen.findByText('Tap to choose a screenshot or PDF')).toBeTruthy();
    expect(screen.queryByText(/Drag and drop/)).toBeNull();
    first.view.unmount();

    await renderApp('/user/kyc/form', { user: makeUser() });
    expect(await screen.findByText('Tap to choose a file')).toBeTruthy();
    expect(screen.queryByText(/Drag and drop/)).toBeNull();
  });

  it('with a mouse the proof area offers drag and drop', async () => {
    serve({ hasProof: false, proofName: null });
    await renderApp('/user/deposit/d1', { user: makeUser() });
    expect(await screen.findByText('Drag and drop a screenshot or PDF here, or click to choose a file')).toBeTruthy();
  });
});
