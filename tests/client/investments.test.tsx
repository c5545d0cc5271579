import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Investment, InvestmentSchema, Portfolio } from '../../src/contract/investments.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const main = makeWallet({ balance: 500 });
const profit = makeWallet({ id: 'w-profit', name: 'Profit Wallet', type: 'profit', balance: 20 });

function schema(overrides: Partial<InvestmentSchema> = {}): InvestmentSchema {
  return {
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
    offDays: [0, 6],
    featured: true,
    active: true,
    totalReturn: 30,
    compounding: false,
    earlyExitPenaltyPercent: null,
    earlyExitMinPeriods: 0,
    ...overrides,
  };
}

function investment(overrides: Partial<Investment> = {}): Investment {
  return {
    id: 'i1',
    schemaId: 's1',
    schemaName: 'Starter',
    amount: 200,
    sourceWallet: 'main',
    returnType: 'percent',
    returnValue: 1.5,
    intervalHours: 24,
    intervalLabel: 'Daily',
    periods: 20,
    capitalBack: true,
    profitPerPeriod: 3,
    status: 'active',
    periodsPaid: 2,
    periodsLeft: 18,
    profitPaid: 6,
    nextProfitAt: '2026-03-05T09:00:00.000Z',
    createdAt: '2026-03-02T09:00:00.000Z',
    completedAt: null,
    compounding: false,
    reinvestProfit: false,
    atMaturity: 'payout',
    principal: 200,
    projectedAtMaturity: 254,
    earlyExitPenaltyPercent: null,
    earlyExitMinPeriods: 0,
    exitedAt: null,
    exitPenalty: null,
    renewedFromId: null,
    ...overrides,
  };
}

const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([main, profit]));
const schemas = http.get('*/api/schemas', () =>
  HttpResponse.json({
    schemas: [
      schema(),
      schema({
        id: 's2',
        name: 'Gold Weekly',
        amountType: 'fixed',
        minAmount: 5000,
        maxAmount: 5000,
        returnType: 'fixed',
        returnValue: 175,
        intervalHours: 168,
        intervalLabel: 'Weekly',
        featured: false,
        offDays: [],
        totalReturn: 2100,
      }),
    ],
  }),
);

describe('investments', () => {
  it('lists schemas as cards with their terms; Invest opens Invest Now with the schema chosen', async () => {
    server.use(wallets, schemas);
    const { events, router } = await renderApp('/user/schemas', { user: makeUser() });
    const card = await screen.findByRole('article', { name: 'Starter' });
    expect(within(card).getByText('1.50% Daily')).toBeTruthy();
    expect(within(card).getByText('50.00 USD – 999.00 USD')).toBeTruthy();
    // Off days in calendar order, as a list: not "Sunday, Saturday".
    expect(within(card).getByText('Pays every day, no profit on Saturday and Sunday')).toBeTruthy();
    // A weekly plan no longer says "Pays every day".
    expect(within(screen.getByRole('article', { name: 'Gold Weekly' })).getByText('Pays every week')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Gold Weekly' })).getByText('2,100.00 USD total')).toBeTruthy();
    await events.click(within(card).getByRole('link', { name: 'Invest in Starter' }));
    expect(currentPath(router)).toBe('/user/invest-now');
    expect(((await screen.findByLabelText('Schema')) as HTMLSelectElement).value).toBe('s1');
  });

  it('previews what an investment pays, confirms with an Idempotency-Key and shows the result', async () => {
    let sent: Record<string, unknown> | null = null;
    let key: string | null = null;
    server.use(
      wallets,
      schemas,
      http.post('*/api/investments', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json(
          {
            message: 'Investment created successfully',
            investment: investment(),
            wallets: [{ ...main, balance: 300 }],
          },
          { status: 201 },
        );
      }),
    );
    const { events } = await renderApp('/user/invest-now?schema=s1', { user: makeUser() });
    await screen.findByText('Main Wallet (500.00 USD)');
    await events.type(screen.getByLabelText(/^Amount/), '200');
    const preview = screen.getByRole('region', { name: 'Charge preview' });
    expect(within(preview).getByText('3.00 USD')).toBeTruthy();
    expect(within(preview).getByText('60.00 USD')).toBeTruthy();
    expect(within(preview).getByText('200.00 USD')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Review investment' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm investment' });
    // The amount taken, from which wallet, and the balance after, as Send Money and Exchange say it.
    const rows = Object.fromEntries(
      [...confirm.querySelectorAll('dl > div')].map((d) => [
        d.querySelector('dt')?.textContent,
        d.querySelector('dd')?.textContent,
      ]),
    );
    expect(rows).toMatchObject({
      'You pay from Main Wallet': '200.00 USD',
      Fee: 'No fee',
      'Main Wallet balance after': '300.00 USD',
    });
    await events.click(within(confirm).getByRole('button', { name: 'Confirm and invest' }));
    expect(await screen.findByRole('heading', { name: 'Investment made' })).toBeTruthy();
    expect(sent).toEqual({
      schema_id: 's1',
      amount: 200,
      wallet_type: 'main',
      reinvest_profit: false,
      at_maturity: 'payout',
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(screen.getByRole('region', { name: 'Investment made' })).getByText('Starter')).toBeTruthy();
  });

  it('shows a refusal on the amount field and keeps the form', async () => {
    server.use(
      wallets,
      schemas,
      http.post('*/api/investments', () =>
        HttpResponse.json(
          {
            message: 'Insufficient balance in your Main Wallet',
            code: 'INSUFFICIENT_FUNDS',
            errors: { amount: 'exceeds the available balance' },
          },
          { status: 422 },
        ),
      ),
    );
    const { events } = await renderApp('/user/invest-now', { user: makeUser() });
    await events.selectOptions(await screen.findByLabelText('Schema'), 's1');
    // Within the 500.00 balance on screen: the server still refuses (the balance moved meanwhile).
    await events.type(screen.getByLabelText(/^Amount/), '400');
    await events.click(screen.getByRole('button', { name: 'Review investment' }));
    await events.click(
      within(await screen.findByRole('form', { name: 'Confirm investment' })).getByRole('button', {
        name: 'Confirm and invest',
      }),
    );
    expect(await screen.findByText(/exceeds the available balance/)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Invest now' })).toBeTruthy();
  });

  it('stops an amount under the plan minimum or over the balance before Review, says why, and Max fills what fits', async () => {
    server.use(wallets, schemas);
    const { events } = await renderApp('/user/invest-now', { user: makeUser() });
    await events.selectOptions(await screen.findByLabelText('Schema'), 's1');
    const amount = screen.getByLabelText(/^Amount/) as HTMLInputElement;
    const review = screen.getByRole('button', { name: 'Review investment' }) as HTMLButtonElement;
    await events.type(amount, '10');
    expect(review.disabled).toBe(true);
    expect(screen.getByText('Review is disabled: The minimum amount is 50.00 USD.')).toBeTruthy();
    await events.clear(amount);
    await events.type(amount, '900');
    expect(
      screen.getByText('Review is disabled: The amount is more than your Main Wallet balance (500.00 USD).'),
    ).toBeTruthy();
    expect(screen.getByText(/exceeds the available balance/)).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount.value).toBe('500.00');
    expect(review.disabled).toBe(false);
    await events.selectOptions(screen.getByLabelText('Pay from'), 'profit');
    // 20.00 in Profit is under the plan's 50.00 minimum: no Max to offer.
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull();
  });

  it('lists schema logs with periods paid and left and the next profit time', async () => {
    server.use(
      wallets,
      http.get('*/api/investments', () =>
        HttpResponse.json({
          items: [
            investment(),
            investment({
              id: 'i2',
              status: 'completed',
              periodsPaid: 20,
              periodsLeft: 0,
              profitPaid: 60,
              nextProfitAt: null,
            }),
          ],
          nextCursor: null,
        }),
      ),
    );
    await renderApp('/user/schema-logs', { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Investments' });
    expect(within(list).getByText('2 paid · 18 left')).toBeTruthy();
    expect(within(list).getByText('20 paid · 0 left')).toBeTruthy();
    expect(within(list).getByText('60.00 USD')).toBeTruthy();
    expect(within(list).getByText('completed')).toBeTruthy();
  });

  it('draws the portfolio: totals, a profit chart and the allocation', async () => {
    const data: Portfolio = {
      currency: 'USD',
      totalInvested: 1600,
      activeInvested: 1000,
      activeCount: 1,
      completedCount: 3,
      totalProfit: 116,
      profitByDay: Array.from({ length: 30 }, (_, i) => ({
        date: `2026-03-${String(i + 1).padStart(2, '0')}`,
        amount: i % 2 ? 4 : 0,
      })),
      allocation: [{ schemaId: 's1', name: 'Starter', amount: 1000, count: 1 }],
      compoundingCurve: [],
    };
    server.use(
      wallets,
      http.get('*/api/portfolio', () => HttpResponse.json(data)),
    );
    await renderApp('/user/portfolio', { user: makeUser() });
    expect(await screen.findByText('1,000.00 USD')).toBeTruthy();
    expect(screen.getByText('116.00 USD')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Profit per day over the last 30 days' }).querySelectorAll('rect'),
    ).toHaveLength(30);
    expect(within(screen.getByRole('list', { name: 'Active capital by schema' })).getByText('Starter')).toBeTruthy();
  });
});

describe('admin investments page', () => {
  it('shows the engine status, every investment and the schemas', async () => {
    const run = {
      id: 1,
      job: 'distribute-profits',
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:00:01.000Z',
      until: '2026-03-02T10:00:00.000Z',
      periodsPaid: 12,
      amount: 36,
      investmentsCompleted: 2,
      error: null,
    };
    server.use(
      http.get('*/api/admin/jobs', () =>
        HttpResponse.json({
          jobs: [{ name: 'distribute-profits', everySeconds: 60, lastRun: run, lastPaidRun: run }],
          runs: [run],
        }),
      ),
      http.get('*/api/admin/investments', () =>
        HttpResponse.json({
          items: [{ ...investment(), user: { id: 'u9', username: 'bob', email: 'bob@example.com' } }],
          nextCursor: null,
        }),
      ),
      http.get('*/api/admin/schemas', () => HttpResponse.json({ schemas: [schema({ investmentsCount: 4 })] })),
      http.get('*/api/market', () => HttpResponse.json({ currency: 'USD', assets: [] })),
    );
    await renderApp('/admin/investments', { user: makeUser({ role: 'admin' }) });
    expect(await screen.findByText(/12 periods, 36\.00 USD, 2 completed/)).toBeTruthy();
    expect(
      within(await screen.findByRole('table', { name: 'Investments' })).getByText('bob (bob@example.com)'),
    ).toBeTruthy();
    const schemas = await screen.findByRole('table', { name: 'Schemas' });
    expect(within(schemas).getByText('Starter')).toBeTruthy();
    expect(within(schemas).getByRole('button', { name: 'Edit Starter' })).toBeTruthy();
  });

  it("shows each plan's off days Monday to Sunday in words, in the table and the form", async () => {
    server.use(
      http.get('*/api/admin/jobs', () => HttpResponse.json({ jobs: [], runs: [] })),
      http.get('*/api/admin/investments', () => HttpResponse.json({ items: [], nextCursor: null })),
      http.get('*/api/admin/schemas', () =>
        HttpResponse.json({ schemas: [schema({ investmentsCount: 0, offDays: [0, 1, 5] })] }),
      ),
      http.get('*/api/market', () => HttpResponse.json({ currency: 'USD', assets: [] })),
    );
    const { events } = await renderApp('/admin/investments', { user: makeUser({ role: 'admin' }) });
    const schemas = await screen.findByRole('table', { name: 'Schemas' }, { timeout: 3000 });
    expect(within(schemas).getByText('Pays every day, no profit on Monday, Friday, and Sunday')).toBeTruthy();
    await events.click(within(schemas).getByRole('button', { name: 'Edit Starter' }));
    const days = await screen.findByRole('group', { name: 'Off days (no profit)' });
    expect(
      within(days)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(
      within(days)
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked)
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Monday', 'Friday', 'Sunday']);
  });
});
