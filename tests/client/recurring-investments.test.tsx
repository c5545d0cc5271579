import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InvestmentSchema } from '../../src/contract/investments.ts';
import type { RecurringPlan } from '../../src/contract/recurring-investments.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const starter: InvestmentSchema = {
  id: 's1',
  name: 'Starter',
  badgeText: 'New',
  amountType: 'range',
  minAmount: 50,
  maxAmount: 999,
  returnType: 'percent',
  returnValue: 1.5,
  intervalHours: 24,
  intervalLabel: 'Daily',
  periods: 20,
  capitalBack: true,
  offDays: [],
  featured: true,
  active: true,
  totalReturn: 30,
  compounding: false,
  earlyExitPenaltyPercent: null,
  earlyExitMinPeriods: 0,
};

function plan(overrides: Partial<RecurringPlan> = {}): RecurringPlan {
  return {
    id: 'p1',
    schemaId: 's1',
    schemaName: 'Starter',
    amount: 100,
    walletType: 'main',
    every: 'week',
    status: 'active',
    nextRunAt: '2026-03-09T09:00:00.000Z',
    skippedInRow: 0,
    pausedReason: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    runs: [
      {
        id: 'r2',
        dueAt: '2026-03-02T09:00:00.000Z',
        ranAt: '2026-03-02T09:00:01.000Z',
        outcome: 'skipped',
        reason: 'Insufficient balance in your Main Wallet',
        investmentId: null,
        amount: 100,
      },
    ],
    ...overrides,
  };
}

const base = [
  http.get('*/api/wallet/wallets', () => HttpResponse.json([makeWallet({ balance: 500 })])),
  http.get('*/api/schemas', () => HttpResponse.json({ schemas: [starter] })),
];

describe('Recurring page', () => {
  it('shows the empty state, then starts a plan with the chosen amount, wallet and period', async () => {
    let sent: unknown = null;
    server.use(
      ...base,
      http.get('*/api/recurring-investments', () => HttpResponse.json({ plans: [] })),
      http.post('*/api/recurring-investments', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ plan: plan({ runs: [] }) }, { status: 201 });
      }),
    );
    const { events } = await renderApp('/user/recurring', { user: makeUser() });
    expect(await screen.findByText(/You have no recurring plans yet/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'New recurring plan' });
    await events.click(within(form).getByRole('button', { name: 'Start recurring plan' }));
    expect(within(form).getByText(/is required/)).toBeTruthy();
    expect(sent).toBeNull();
    await events.type(within(form).getByLabelText(/^Amount each time/), '100');
    await events.selectOptions(within(form).getByLabelText('How often'), 'week');
    await events.click(within(form).getByRole('button', { name: 'Start recurring plan' }));
    expect(await screen.findByRole('article', { name: '100.00 USD into Starter' })).toBeTruthy();
    expect(sent).toEqual({ schema_id: 's1', amount: 100, wallet_type: 'main', every: 'week' });
  });

  it('shows the field the server names when it refuses the amount', async () => {
    server.use(
      ...base,
      http.get('*/api/recurring-investments', () => HttpResponse.json({ plans: [] })),
      http.post('*/api/recurring-investments', () =>
        HttpResponse.json(
          {
            message: 'Starter takes 50.00 to 999.00',
            code: 'LIMIT_EXCEEDED',
            errors: { amount: 'is out of the plan range' },
          },
          { status: 422 },
        ),
      ),
    );
    const { events } = await renderApp('/user/recurring', { user: makeUser() });
    const form = await screen.findByRole('form', { name: 'New recurring plan' });
    await events.type(within(form).getByLabelText(/^Amount each time/), '5000');
    await events.click(within(form).getByRole('button', { name: 'Start recurring plan' }));
    const field = within(form).getByLabelText(/^Amount each time/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(await within(form).findByText(/out of the plan range/)).toBeTruthy();
  });

  it('pauses, resumes and stops a plan after a confirmation, and lists its past runs with the reason', async () => {
    const calls: string[] = [];
    server.use(
      ...base,
      http.get('*/api/recurring-investments', () => HttpResponse.json({ plans: [plan()] })),
      http.put('*/api/recurring-investments/p1', async ({ request }) => {
        const body = (await request.json()) as { paused: boolean };
        calls.push(`PUT paused=${body.paused}`);
        return HttpResponse.json({
          plan: plan({ status: body.paused ? 'paused' : 'active', pausedReason: body.paused ? 'Paused by you' : null }),
        });
      }),
      http.delete('*/api/recurring-investments/p1', () => {
        calls.push('DELETE');
        return HttpResponse.json({ plan: plan({ status: 'stopped', nextRunAt: null }) });
      }),
    );
    const { events } = await renderApp('/user/recurring', { user: makeUser() });
    const card = await screen.findByRole('article', { name: '100.00 USD into Starter' });
    expect(within(card).getByText('Active')).toBeTruthy();
    await events.click(within(card).getByText('Past runs (1)'));
    const runs = within(card).getByRole('list', { name: 'Past runs of 100.00 USD into Starter' });
    expect(within(runs).getByText('Skipped: Insufficient balance in your Main Wallet')).toBeTruthy();
    await events.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(await within(card).findByText('Paused')).toBeTruthy();
    expect(within(card).getByText(/Paused by you/)).toBeTruthy();
    await events.click(within(card).getByRole('button', { name: 'Resume' }));
    expect(await within(card).findByText('Active')).toBeTruthy();
    await events.click(within(card).getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop this recurring plan?' });
    await events.click(within(dialog).getByRole('button', { name: 'Stop plan' }));
    expect(await screen.findByText('Stopped plans (1)')).toBeTruthy();
    expect(calls).toEqual(['PUT paused=true', 'PUT paused=false', 'DELETE']);
  });

  it('offers Retry when the plans cannot be loaded', async () => {
    let fail = true;
    server.use(
      ...base,
      http.get('*/api/recurring-investments', () =>
        fail
          ? HttpResponse.json({ message: 'Down', code: 'INTERNAL' }, { status: 500 })
          : HttpResponse.json({ plans: [plan()] }),
      ),
    );
    const { events } = await renderApp('/user/recurring', { user: makeUser() });
    const retry = await screen.findByRole('button', { name: /Retry/ });
    fail = false;
    await events.click(retry);
    expect(await screen.findByRole('article', { name: '100.00 USD into Starter' })).toBeTruthy();
  });
});
