import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminDeposit } from '../../src/contract/deposits.ts';
import type { AdminWithdrawal } from '../../src/contract/withdrawals.ts';
import { describeChange, actionLabel } from '../../src/features/admin-audit/describe-change.ts';
import { renderApp } from './helpers/render-app.tsx';
import { makeUser, fullText } from './helpers/fixtures.ts';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'admin', email: 'admin@example.com' });

function deposit(id: string, reference: string, amount: number, email: string, createdAt: string): AdminDeposit {
  return {
    id,
    reference,
    methodId: 'm-bank',
    methodName: 'Bank transfer',
    kind: 'manual',
    currency: 'USD',
    network: '',
    address: '',
    instructions: 'IBAN',
    rate: '1',
    payAmount: amount.toFixed(2),
    amount,
    charge: 1,
    receiveAmount: amount - 1,
    transactionHash: null,
    hasProof: false,
    proofName: null,
    status: 'pending',
    rejectionReason: null,
    createdAt,
    reviewedAt: null,
    user: { id: `u-${id}`, email, username: email.split('@')[0] ?? '' },
  };
}

const DEPOSITS = [
  deposit('d1', 'DEPAAAA00001', 120, 'jane@example.com', '2026-03-01T10:00:00.000Z'),
  deposit('d2', 'DEPBBBB00002', 2500, 'omar@example.com', '2026-03-02T10:00:00.000Z'),
  deposit('d3', 'DEPCCCC00003', 60, 'jane@example.com', '2026-03-03T10:00:00.000Z'),
];

type Call = { path: string; key: string | null; body: unknown };

function depositQueue(calls: Call[], bulkAnswer?: unknown, queries: string[] = []) {
  server.use(
    // A stand-in for the server's search and sort, so the test can watch what the page asks for.
    http.get('*/api/admin/deposit-queue', ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const sort = url.searchParams.get('sort');
      const items = DEPOSITS.filter((d) => !q || `${d.reference} ${d.user.email}`.toLowerCase().includes(q));
      items.sort((a, b) =>
        sort === 'amount-desc'
          ? b.amount - a.amount
          : sort === 'oldest'
            ? a.createdAt.localeCompare(b.createdAt)
            : b.createdAt.localeCompare(a.createdAt),
      );
      return HttpResponse.json({ items, nextCursor: null });
    }),
    http.get('*/api/admin/deposit-methods', () => HttpResponse.json([])),
    http.post('*/api/admin/deposits/bulk-approve', async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      calls.push({ path: 'bulk', key: request.headers.get('Idempotency-Key'), body });
      return HttpResponse.json(
        bulkAnswer ?? {
          message: `${body.ids.length} deposits approved`,
          approved: body.ids.length,
          failed: 0,
          results: body.ids.map((id) => ({ id, ok: true, message: 'Deposit approved' })),
        },
      );
    }),
    http.post('*/api/admin/deposits/:id/:decision', async ({ request, params }) => {
      const body = request.headers.get('content-type')?.includes('json') ? await request.json() : null;
      calls.push({
        path: `${String(params.id)}/${String(params.decision)}`,
        key: request.headers.get('Idempotency-Key'),
        body,
      });
      const item = DEPOSITS.find((d) => d.id === params.id);
      return HttpResponse.json({
        message: 'ok',
        deposit: { ...item, status: params.decision === 'approve' ? 'approved' : 'rejected' },
      });
    }),
  );
}

const references = (table: HTMLElement) =>
  within(table)
    .getAllByText(/^DEP[A-Z]{4}\d{5}$/)
    .map((el) => el.textContent);

describe('admin deposit queue', () => {
  it('approves only after a confirmation that restates user and amount; Cancel sends nothing; reject needs a reason', async () => {
    const calls: Call[] = [];
    depositQueue(calls);
    const { events } = await renderApp('/admin/deposits', { user: admin });
    const table = await screen.findByRole('table', { name: 'Deposits' }, { timeout: 3000 });
    expect(within(table).getAllByRole('link', { name: 'jane@example.com' })[0]?.getAttribute('href')).toBe(
      '/admin/users/u-d3',
    );

    await events.click(screen.getByRole('button', { name: 'Approve deposit DEPBBBB00002' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve deposit DEPBBBB00002?' });
    expect(within(dialog).getByText(fullText('omar@example.com (@omar)'))).toBeTruthy();
    expect(within(dialog).getByText('2,500.00 USD')).toBeTruthy();
    expect(within(dialog).getByText('2,499.00 USD')).toBeTruthy();
    // Enter alone must not move money: Cancel has the focus; closing returns it to Approve.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await events.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve deposit DEPBBBB00002' }));

    await events.click(screen.getByRole('button', { name: 'Approve deposit DEPBBBB00002' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve deposit DEPBBBB00002?' });
    await events.click(within(dialog).getByRole('button', { name: 'Confirm approve' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: 'd2/approve', key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // Admin action toasts are sentences.
    expect(await screen.findByText('Deposit DEPBBBB00002 approved.')).toBeTruthy();

    await events.click(await screen.findByRole('button', { name: 'Reject deposit DEPAAAA00001' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject deposit DEPAAAA00001?' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Reason for rejection/));
    expect(within(dialog).getByText(fullText('jane@example.com (@jane)'))).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm reject' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await events.type(within(dialog).getByLabelText(/^Reason for rejection/), 'Receipt is unreadable');
    await events.click(confirm);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ path: 'd1/reject', body: { reason: 'Receipt is unreadable' } });
    expect(await screen.findByText('Deposit DEPAAAA00001 rejected.')).toBeTruthy();
  });

  it('asks the server to search and sort, and shows what it answers', async () => {
    const queries: string[] = [];
    depositQueue([], undefined, queries);
    const { events } = await renderApp('/admin/deposits', { user: admin });
    const table = await screen.findByRole('table', { name: 'Deposits' }, { timeout: 3000 });
    expect(references(table)).toEqual(['DEPCCCC00003', 'DEPBBBB00002', 'DEPAAAA00001']);
    expect(queries[0]).toBe('?limit=20&sort=newest&status=pending');
    await events.selectOptions(screen.getByLabelText('Sort'), 'Largest amount');
    await waitFor(() =>
      expect(references(screen.getByRole('table', { name: 'Deposits' }))).toEqual([
        'DEPBBBB00002',
        'DEPAAAA00001',
        'DEPCCCC00003',
      ]),
    );
    expect(queries.at(-1)).toContain('sort=amount-desc');
    await events.type(screen.getByRole('searchbox', { name: 'Search' }), 'jane');
    await waitFor(() =>
      expect(references(screen.getByRole('table', { name: 'Deposits' }))).toEqual(['DEPAAAA00001', 'DEPCCCC00003']),
    );
    // One request once typing pauses, not one per letter.
    expect(queries.filter((q) => q.includes('q=')).map((q) => new URLSearchParams(q).get('q'))).toEqual(['jane']);
    await events.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await events.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No deposits match “nobody”')).toBeTruthy();
  });

  it('bulk approves a selection after one confirmation with count, users and total, and lists the ones the server refused', async () => {
    const calls: Call[] = [];
    depositQueue(calls, {
      message: '1 approved, 1 not approved',
      approved: 1,
      failed: 1,
      results: [
        { id: 'd3', ok: true, message: 'Deposit approved' },
        { id: 'd1', ok: false, status: 409, code: 'CONFLICT', message: 'This deposit has already been reviewed' },
      ],
    });
    const { events } = await renderApp('/admin/deposits', { user: admin });
    await screen.findByRole('table', { name: 'Deposits' }, { timeout: 3000 });
    const bulk = screen.getByRole('button', { name: 'Approve selected (0)' });
    expect(bulk.hasAttribute('disabled')).toBe(true);
    await events.click(screen.getByRole('checkbox', { name: 'Select deposit DEPCCCC00003' }));
    await events.click(screen.getByRole('checkbox', { name: 'Select deposit DEPAAAA00001' }));
    await events.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 deposits?' });
    expect(within(dialog).getByText(fullText('jane@example.com'))).toBeTruthy();
    expect(within(dialog).getByText('180.00 USD')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await events.click(within(dialog).getByRole('button', { name: 'Approve 2 deposits' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      path: 'bulk',
      body: { ids: ['d3', 'd1'] },
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Not approved:DEPAAAA00001: This deposit has already been reviewed/,
    );

    await events.click(screen.getByRole('checkbox', { name: /^Select all 3 pending deposits/ }));
    expect(screen.getByRole('button', { name: 'Approve selected (3)' })).toBeTruthy();
  });
});

describe('admin withdrawal queue', () => {
  it('marks paid after a confirmation restating user, account and payout, with the payout reference', async () => {
    const item: AdminWithdrawal = {
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
      status: 'pending',
      rejectionReason: null,
      payoutReference: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      reviewedAt: null,
      user: { id: 'u1', email: 'jane@example.com', username: 'jane' },
    };
    const calls: Call[] = [];
    server.use(
      http.get('*/api/admin/withdrawal-queue', () => HttpResponse.json({ items: [item], nextCursor: null })),
      http.get('*/api/admin/withdrawal-methods', () => HttpResponse.json([])),
      http.post('*/api/admin/withdrawals/:id/approve', async ({ request, params }) => {
        calls.push({
          path: `${String(params.id)}/approve`,
          key: request.headers.get('Idempotency-Key'),
          body: await request.json(),
        });
        return HttpResponse.json({ message: 'ok', withdrawal: { ...item, status: 'approved' } });
      }),
    );
    const { events } = await renderApp('/admin/withdrawals', { user: admin });
    await events.click(
      await screen.findByRole('button', { name: 'Mark paid withdrawal WDRAAAA00001' }, { timeout: 3000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark withdrawal WDRAAAA00001 paid?' });
    expect(within(dialog).getByText(fullText('jane@example.com (@jane)'))).toBeTruthy();
    expect(within(dialog).getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeTruthy();
    expect(within(dialog).getByText('49.00 USD')).toBeTruthy();
    await events.type(within(dialog).getByLabelText(/^Payout reference/), 'TX-991');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm mark paid' }));
    await waitFor(() =>
      expect(calls).toEqual([{ path: 'w1/approve', key: expect.any(String), body: { payout_reference: 'TX-991' } }]),
    );
    // The toast says what happened, in the queue's word for a paid withdrawal.
    expect(await screen.findByText('Withdrawal WDRAAAA00001 marked paid.')).toBeTruthy();
    // The status filter uses the same word: "Paid", not "Approved".
    const filter = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.text)).toEqual(['Pending', 'Paid', 'Rejected', 'All']);
  });
});

describe('audit log wording', () => {
  it('names actions in words and shows money in currency, whether stored in cents or units', () => {
    expect(actionLabel('kyc.approve')).toBe('KYC approved');
    expect(actionLabel('balance.add')).toBe('Balance added');
    expect(actionLabel('deposit_method.create')).toBe('Deposit method created');
    expect(describeChange({ status: 'pending' }, { status: 'approved', amountCents: 120000, chargeCents: 100 })).toBe(
      'Status: pending → approved; Amount: 1,200.00\u00a0USD; Charge: 1.00\u00a0USD',
    );
    expect(
      describeChange(
        { userId: 'u1', walletType: 'main', balance: 0 },
        { userId: 'u1', walletType: 'main', balance: 75 },
      ),
    ).toBe('Balance: 0.00\u00a0USD → 75.00\u00a0USD');
    // A moment is written as every date in the product, with the reader's zone: never raw ISO.
    const paused = describeChange({ pausedUntil: null }, { pausedUntil: '2026-11-21T21:05:09.123Z' });
    expect(paused).not.toContain('2026-11-21T');
    expect(paused).toMatch(/^Paused until: — → Nov 2[12], 2026, \d{1,2}:05 (AM|PM) UTC([+-]\d+(:\d{2})?)?$/);
    expect(describeChange({ banned: false }, { banned: true, banReason: 'fraud' })).toBe(
      'Banned: No → Yes; Ban reason: fraud',
    );
  });
});
