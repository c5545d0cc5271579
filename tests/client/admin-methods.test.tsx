import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import type { WithdrawalMethod } from '../../src/contract/withdrawals.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
const emptyPage = () => HttpResponse.json({ items: [], nextCursor: null });

describe('admin payment methods', () => {
  it('adds a deposit method: limits and charges go under their API names, a server field error shows at its field', async () => {
    const posts: Record<string, unknown>[] = [];
    let methods: DepositMethod[] = [];
    server.use(
      http.get('*/api/admin/deposit-queue', emptyPage),
      http.get('*/api/admin/deposit-methods', () => HttpResponse.json(methods)),
      http.get('*/api/admin/deposit-methods/kinds', () =>
        HttpResponse.json(['crypto', 'manual', 'evm', 'card'].map((kind) => ({ kind, available: true, reason: null }))),
      ),
      http.post('*/api/admin/deposit-methods', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        if (body['max_amount'] === 5) {
          return HttpResponse.json(
            {
              message: 'Invalid input',
              code: 'VALIDATION_FAILED',
              errors: { max_amount: 'must be at least the minimum' },
            },
            { status: 400 },
          );
        }
        const created: DepositMethod = {
          id: 'm1',
          name: String(body['name']),
          kind: 'crypto',
          currency: 'USDT',
          network: 'TRC20',
          address: 'T1',
          instructions: '',
          min: 10,
          max: 5000,
          chargeFixed: 1,
          chargePercent: 0.5,
          rate: '1',
          decimals: 2,
          active: true,
        };
        methods = [created];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { events } = await renderApp('/admin/deposits', { user: admin });
    await events.click(await screen.findByRole('button', { name: 'Add method' }, { timeout: 3000 }));
    const form = screen.getByRole('form', { name: 'New deposit method' });
    await events.type(within(form).getByLabelText(/^Name/), 'Tether');
    await events.type(within(form).getByLabelText(/^Currency/), 'USDT');
    await events.clear(within(form).getByLabelText('Maximum (USD)'));
    await events.type(within(form).getByLabelText('Maximum (USD)'), '5');
    await events.clear(within(form).getByLabelText('Fixed charge (USD)'));
    await events.type(within(form).getByLabelText('Fixed charge (USD)'), '1');
    await events.click(within(form).getByRole('button', { name: 'Save method' }));
    expect(await within(form).findByText('Maximum (USD) must be at least the minimum')).toBeTruthy();
    expect(posts[0]).toMatchObject({
      name: 'Tether',
      currency: 'USDT',
      min_amount: 10,
      max_amount: 5,
      charge_fixed: 1,
      charge_percent: 0,
      active: true,
    });

    await events.clear(within(form).getByLabelText('Maximum (USD)'));
    await events.type(within(form).getByLabelText('Maximum (USD)'), '5000');
    await events.click(within(form).getByRole('button', { name: 'Save method' }));
    expect(await screen.findByText('Deposit method saved.')).toBeTruthy();
    expect(posts[1]).toMatchObject({ max_amount: 5000 });
    expect(await screen.findByRole('button', { name: 'Edit Tether' })).toBeTruthy();
  });

  it('edits a withdrawal method: its limits are filled in, the fields a user gives are one per line', async () => {
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
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get('*/api/admin/withdrawal-queue', emptyPage),
      http.get('*/api/admin/withdrawal-methods', () => HttpResponse.json([bank])),
      http.put('*/api/admin/withdrawal-methods/wm2', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...bank, chargePercent: 2 });
      }),
    );
    const { events } = await renderApp('/admin/withdrawals', { user: admin });
    await events.click(await screen.findByRole('button', { name: 'Edit Bank transfer' }, { timeout: 3000 }));
    const form = screen.getByRole('form', { name: 'Edit Bank transfer' });
    expect(within(form).getByLabelText('Minimum (USD)')).toHaveProperty('value', '50');
    expect(within(form).getByLabelText('Percent charge')).toHaveProperty('value', '1.5');
    await events.clear(within(form).getByLabelText('Percent charge'));
    await events.type(within(form).getByLabelText('Percent charge'), '2');
    await events.type(within(form).getByLabelText('Fields the user must give'), '\nswift | SWIFT / BIC | optional');
    await events.click(within(form).getByRole('button', { name: 'Save method' }));
    expect(await screen.findByText('Withdrawal method saved.')).toBeTruthy();
    expect(sent).toMatchObject({
      min_amount: 50,
      max_amount: 50000,
      charge_fixed: 0,
      charge_percent: 2,
      fields: [
        { key: 'iban', label: 'IBAN', required: true },
        { key: 'swift', label: 'SWIFT / BIC', required: false },
      ],
    });
  });

  it('says "Sent for approval" when a higher maximum waits for a second admin, as the settings form does', async () => {
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
    const change = {
      key: 'max_amount',
      label: 'Bank transfer: largest withdrawal',
      from: '50,000.00 USD',
      to: '90,000.00 USD',
    };
    const approval = {
      id: 'r1',
      kind: 'method_change',
      status: 'pending',
      summary: `Change withdrawal method: ${change.label} from ${change.from} to ${change.to}`,
      amount: 0,
      currency: 'USD',
      user: { id: 'a1', email: 'boss@example.com', username: 'boss', name: 'Boss' },
      withdrawal: null,
      adjustment: null,
      credit: null,
      settingsChange: [change],
      requestedBy: { id: 'a1', email: 'boss@example.com', name: 'Boss' },
      requestedAt: '2026-11-25T10:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      rejectionReason: null,
      transactionReference: null,
    };
    server.use(
      http.get('*/api/admin/withdrawal-queue', emptyPage),
      http.get('*/api/admin/withdrawal-methods', () => HttpResponse.json([bank])),
      http.put('*/api/admin/withdrawal-methods/wm2', () =>
        HttpResponse.json({
          message: `Sent for approval: ${change.label} from ${change.from} to ${change.to} waits for a second admin (Approvals). Nothing has changed yet.`,
          approval,
          data: null,
        }),
      ),
    );
    const { events } = await renderApp('/admin/withdrawals', { user: admin });
    await events.click(await screen.findByRole('button', { name: 'Edit Bank transfer' }, { timeout: 3000 }));
    const form = screen.getByRole('form', { name: 'Edit Bank transfer' });
    await events.clear(within(form).getByLabelText('Maximum (USD)'));
    await events.type(within(form).getByLabelText('Maximum (USD)'), '90000');
    await events.click(within(form).getByRole('button', { name: 'Save method' }));
    expect(
      await screen.findByText(
        /^Sent for approval: Bank transfer: largest withdrawal from 50,000.00 USD to 90,000.00 USD/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Withdrawal method saved.')).toBeNull();
  });
});
