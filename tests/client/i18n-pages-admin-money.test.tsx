import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminMail } from '../../src/contract/admin-mail.ts';
import type { CardPaymentIssue } from '../../src/contract/card-payments.ts';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import type { PayoutBatch, PayoutCandidate } from '../../src/contract/payout-batches.ts';
import type { AdminWithdrawal, WithdrawalMethod } from '../../src/contract/withdrawals.ts';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { makeUser } from './helpers/fixtures.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
const user = { id: 'u1', email: 'al@example.com', username: 'al' };
const EVM_ADDRESS = '0x1111111111111111111111111111111111111111';
const TOKEN = '0x55d398326f99059fF775485246999027B3197955';
const HASH = `0x${'ab'.repeat(32)}`;

// Data, not text: names, e-mails, references, codes, currencies, addresses and what the server wrote.
const DATA = [
  'al@example.com',
  '@al',
  'ada@example.com',
  EVM_ADDRESS,
  TOKEN,
  HASH,
  'DEPCARD000001',
  'ch_1',
  'ch_9',
  'USDT (BEP20)',
  'USDT (TRC20)',
  'WDREVM',
  'WDRAAAA00001',
  'PAY1',
  'PAY2',
  'My TRON wallet',
  'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  'Bank transfer',
  '1-3 business days',
  'Your deposit of 100.00 USD was approved',
  'Reset your password',
  'deposit approved',
  'reset password',
  'connect ECONNREFUSED',
  'signature mismatch',
  'Reached the node twice',
  'xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz',
  'https://bsc.example',
  'USDT',
  'USD',
  // Dates: the pseudo-locale keeps English's date format (the formatter's language is not a message).
  'Nov',
  'Mar',
  'AM',
  'PM',
  // Last, so as not to cut longer data: an e-mail is shown in parts that may break at its dots and at sign.
  'ada',
  'al',
  'example',
  'com',
];

/**
 * Words of the shared admin building blocks (src/components/admin: the method list, its limit fields
 * and Save, the review queue's columns and search, the review buttons): another catalog area moves
 * them, so this file checks only the texts these screens write themselves.
 */
const SHARED = [
  'Minimum',
  'Maximum',
  'Fixed charge',
  'Percent charge',
  'Active',
  'Inactive',
  'Save method',
  'Cancel',
  'Rejected',
  'Reject',
  'Select',
  'Request',
  'User',
  'Decision',
  'Name',
  'Currency',
  'Limits',
  'Charge',
  'Status',
  'Actions',
  'Add method',
  'Edit',
  'Delete',
];

const readOwn = (root: HTMLElement) => untranslatedText(root, [...DATA, ...SHARED]);

const issue = (overrides: Partial<CardPaymentIssue>): CardPaymentIssue => ({
  id: 'i1',
  kind: 'refund',
  status: 'open',
  approvalStatus: null,
  deposit: { id: 'd1', reference: 'DEPCARD000001', amount: 100, receiveAmount: 96.8 },
  user,
  chargeId: 'ch_1',
  amount: 100,
  currency: 'USD',
  suggestedAmount: 96.8,
  reason: null,
  note: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

const ISSUES: CardPaymentIssue[] = [
  issue({}),
  issue({ id: 'i2', kind: 'amount_mismatch', amount: 120, suggestedAmount: 120, limits: { min: 10, max: 5000 } }),
  issue({ id: 'i3', kind: 'invalid_event', deposit: null, user: null, chargeId: 'ch_9', reason: 'signature mismatch' }),
  issue({ id: 'i4', kind: 'dispute', status: 'awaiting_approval', approvalStatus: 'approved' }),
  issue({ id: 'i5', kind: 'refund', status: 'dismissed', note: 'Reached the node twice' }),
];

const candidate: PayoutCandidate = {
  withdrawalId: 'w-WDREVM',
  reference: 'WDREVM',
  methodName: 'USDT (BEP20)',
  user,
  address: EVM_ADDRESS,
  network: 'evm',
  amount: 99,
  createdAt: '2026-11-25T10:00:00.000Z',
};

const batch = (overrides: Partial<PayoutBatch>): PayoutBatch => ({
  id: 'b1',
  reference: 'PAY1',
  status: 'ready',
  chainId: 56,
  tokenAddress: TOKEN,
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
      withdrawalId: candidate.withdrawalId,
      reference: 'WDREVM',
      user,
      address: EVM_ADDRESS,
      amount: 99,
      assetAmount: '99.000000000000000000',
      transactionHash: null,
      exception: null,
    },
  ],
  ...overrides,
});

const withdrawal: AdminWithdrawal = {
  id: 'w1',
  reference: 'WDRAAAA00001',
  methodName: 'USDT (TRC20)',
  currency: 'USDT',
  accountName: 'My TRON wallet',
  details: { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  amount: 50,
  charge: 1,
  receiveAmount: 49,
  processingTime: 'Within 24 hours',
  status: 'rejected',
  rejectionReason: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  payoutReference: 'PAY2',
  createdAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
  user: { id: 'u1', email: 'al@example.com', username: 'al' },
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
  fields: [{ key: 'iban', label: 'IBAN', required: true }],
  active: true,
};

const evmMethod: DepositMethod = {
  id: 'm-evm',
  name: 'USDT (BEP20)',
  kind: 'evm',
  currency: 'USDT',
  network: '',
  address: '',
  instructions: '',
  min: 10,
  max: 5000,
  chargeFixed: 0,
  chargePercent: 0,
  rate: '1',
  decimals: 2,
  active: true,
  evm: {
    chainId: 56,
    rpcUrl: 'https://bsc.example',
    tokenAddress: TOKEN,
    assetDecimals: 18,
    confirmations: 12,
    xpub: 'xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz',
    delayed: false,
    scanError: null,
    rpcWarning: null,
  },
};

const mail = (overrides: Partial<AdminMail>): AdminMail => ({
  id: 'm1',
  userId: 'u1',
  to: 'ada@example.com',
  template: 'deposit_approved',
  subject: 'Your deposit of 100.00 USD was approved',
  status: 'sent',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  createdAt: '2026-03-03T07:00:00.000Z',
  sentAt: '2026-03-03T07:00:05.000Z',
  ...overrides,
});

const MAIL = [
  mail({}),
  mail({
    id: 'm2',
    status: 'failed',
    attempts: 8,
    sentAt: null,
    subject: 'Reset your password',
    template: 'reset_password',
    lastError: 'connect ECONNREFUSED',
  }),
  mail({ id: 'm3', status: 'queued', attempts: 2, sentAt: null, nextAttemptAt: '2026-03-03T08:00:00.000Z' }),
];

const depositPage = [
  http.get('*/api/admin/deposit-queue', () => HttpResponse.json({ items: [], nextCursor: null })),
  http.get('*/api/admin/deposit-methods', () => HttpResponse.json([evmMethod])),
  http.get('*/api/admin/deposit-methods/kinds', () =>
    HttpResponse.json(['crypto', 'manual', 'evm', 'card'].map((kind) => ({ kind, available: true, reason: null }))),
  ),
];

const withdrawalPage = [
  http.get('*/api/admin/withdrawal-queue', () => HttpResponse.json({ items: [withdrawal], nextCursor: null })),
  http.get('*/api/admin/withdrawal-methods', () => HttpResponse.json([bank])),
  http.get('*/api/admin/payout-batches', () =>
    HttpResponse.json({
      items: [
        batch({}),
        batch({
          id: 'b2',
          reference: 'PAY2',
          status: 'awaiting_approval',
          chainId: null,
          tokenAddress: null,
          items: batch({}).items.map((i) => ({ ...i, exception: 'USDT' })),
        }),
      ],
    }),
  ),
  http.get('*/api/admin/payout-batches/candidates', () => HttpResponse.json({ items: [candidate] })),
];

afterEach(async () => {
  // Unmounted first: a screen still shown would load again in English once the language resets.
  cleanup();
  await resetLocale();
  localStorage.clear();
});

/** The admin money screens render no text of their own outside the catalog (the pseudo-locale accents every letter). */
describe('pseudo-locale run of the admin money screens', () => {
  it('the deposit method form, with the on-chain fields', async () => {
    server.use(...depositPage);
    const { events } = await renderApp('/admin/deposits', { user: admin });
    // The shared method list opens the form; its button is another area's text, so it is pressed first.
    await events.click(await screen.findByRole('button', { name: 'Edit USDT (BEP20)' }, { timeout: 3000 }));
    await activatePseudoLocale();
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('form[aria-label]');
      expect(found?.querySelector('input[name="chain_id"]')).not.toBeNull();
      return found as HTMLFormElement;
    });
    await waitFor(() => expect(readOwn(form)).toEqual([]));
    const kind = within(form).getAllByRole('combobox')[0] as HTMLSelectElement;
    await events.selectOptions(kind, 'crypto');
    expect(form.querySelector('input[name="address"]')).not.toBeNull();
    expect(readOwn(form)).toEqual([]);
  });

  it('the card refunds and disputes page', async () => {
    server.use(http.get('*/api/admin/card-payment-issues', () => HttpResponse.json({ items: ISSUES, open: 3 })));
    await activatePseudoLocale();
    await renderApp('/admin/card-payments', { user: admin });
    const list = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('main ul[aria-label]');
        expect(found?.querySelectorAll(':scope > li')).toHaveLength(ISSUES.length);
        return found as HTMLElement;
      },
      { timeout: 3000 },
    );
    expect(readOwn(list.parentElement as HTMLElement)).toEqual([]);
  });

  it('the withdrawal queue, the withdrawal methods and the batch payouts with a new batch', async () => {
    server.use(...withdrawalPage);
    const { events } = await renderApp('/admin/withdrawals', { user: admin });
    await screen.findByRole('heading', { name: 'Batch payouts' }, { timeout: 3000 });
    await screen.findByRole('list', { name: 'Payout batches' });
    await screen.findByText('Bank transfer');
    await screen.findByText(/WDRAAAA00001/);
    await events.click(screen.getByRole('button', { name: 'New payout batch' }));
    await screen.findByRole('form', { name: 'New payout batch' });
    await screen.findByText(/WDREVM · USDT \(BEP20\)/);
    await events.click(screen.getByRole('checkbox'));
    await activatePseudoLocale();
    // The language change reloads the lists: each region is read again until it has settled.
    for (const selector of [
      '[aria-labelledby="payout-batches"]',
      // The queue's table: its filters, search and sort around it are the shared review queue's.
      'section[aria-label] table',
      '[aria-labelledby="withdrawal-methods-title"] table',
    ])
      await waitFor(() => {
        const region = document.querySelector<HTMLElement>(selector);
        expect(region).not.toBeNull();
        expect(readOwn(region as HTMLElement)).toEqual([]);
      });
  });

  it('the mail outbox and its resend confirmation', async () => {
    server.use(http.get('*/api/admin/mail', () => HttpResponse.json({ items: MAIL, nextCursor: null })));
    await activatePseudoLocale();
    const { events } = await renderApp('/admin/mail', { user: admin });
    const list = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('main ul[aria-label]');
        expect(found?.querySelectorAll(':scope > li')).toHaveLength(MAIL.length);
        return found as HTMLElement;
      },
      { timeout: 3000 },
    );
    const region = list.parentElement?.parentElement as HTMLElement;
    expect(readOwn(region)).toEqual([]);
    await events.click(within(list).getAllByRole('button')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(untranslatedText(within(dialog).getByRole('heading'), DATA)).toEqual([]);
    for (const term of dialog.querySelectorAll<HTMLElement>('dt')) expect(untranslatedText(term, DATA)).toEqual([]);
  });
});

describe('the admin money screens in Russian', () => {
  it('batch payouts has a Russian heading', async () => {
    server.use(...withdrawalPage);
    await activateLocale('ru');
    await renderApp('/admin/withdrawals', { user: { ...admin, language: 'ru' } });
    expect(await screen.findByRole('heading', { name: 'Пакетные выплаты' }, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Пакеты выплат' })).toBeTruthy();
  });
});
