import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ExitQuote } from '../../src/contract/investment-exit.ts';
import type { Investment, InvestmentSchema } from '../../src/contract/investments.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const main = makeWallet({ balance: 500 });
const profit = makeWallet({ id: 'w-profit', name: 'Profit Wallet', type: 'profit', balance: 20 });
const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([main, profit]));

const plan: InvestmentSchema = {
  id: 's1',
  name: 'Grower',
  badgeText: '',
  amountType: 'range',
  minAmount: 10,
  maxAmount: 1000,
  returnType: 'percent',
  returnValue: 1,
  intervalHours: 24,
  intervalLabel: 'Daily',
  periods: 3,
  capitalBack: true,
  offDays: [],
  featured: false,
  active: true,
  totalReturn: 3,
  compounding: true,
  earlyExitPenaltyPercent: 5,
  earlyExitMinPeriods: 0,
};

const invested: Investment = {
  id: 'i1',
  schemaId: 's1',
  schemaName: 'Grower',
  amount: 100,
  sourceWallet: 'main',
  returnType: 'percent',
  returnValue: 1,
  intervalHours: 24,
  intervalLabel: 'Daily',
  periods: 3,
  capitalBack: true,
  profitPerPeriod: 1.01,
  status: 'active',
  periodsPaid: 1,
  periodsLeft: 2,
  profitPaid: 1,
  nextProfitAt: '2026-03-04T09:00:00.000Z',
  createdAt: '2026-03-02T09:00:00.000Z',
  completedAt: null,
  compounding: true,
  reinvestProfit: true,
  atMaturity: 'payout',
  principal: 101,
  projectedAtMaturity: 103.03,
  earlyExitPenaltyPercent: 5,
  earlyExitMinPeriods: 0,
  exitedAt: null,
  exitPenalty: null,
  renewedFromId: null,
};

const quote: ExitQuote = {
  investmentId: 'i1',
  capitalBack: 101,
  penalty: 5.05,
  penaltyPercent: 5,
  profitKept: 0,
  netToWallet: 95.95,
  walletType: 'main',
  currency: 'USD',
};

const rowsOf = (root: HTMLElement) =>
  Object.fromEntries(
    [...root.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')?.textContent,
      d.querySelector('dd')?.textContent,
    ]),
  );

describe('compounding and early exit', () => {
  it('invests with Reinvest profit and reinvest at maturity: the preview shows the grown principal', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      wallets,
      http.get('*/api/schemas', () => HttpResponse.json({ schemas: [plan] })),
      http.post('*/api/investments', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { message: 'Investment created successfully', investment: invested, wallets: [{ ...main, balance: 400 }] },
          { status: 201 },
        );
      }),
    );
    const { events } = await renderApp('/user/invest-now?schema=s1', { user: makeUser() });
    await screen.findByText('Main Wallet (500.00 USD)');
    await events.type(screen.getByLabelText(/^Amount/), '100');
    await events.click(screen.getByRole('checkbox', { name: 'Reinvest profit (compounding)' }));
    await events.selectOptions(screen.getByLabelText('At maturity'), 'reinvest');
    const preview = screen.getByRole('region', { name: 'Charge preview' });
    // 1.00, 1.01 and 1.02 reinvested: 100.00 grows to 103.03.
    expect(rowsOf(preview)).toMatchObject({
      'First period profit': '1.00 USD',
      'Principal at maturity': '103.03 USD',
      'At maturity': 'Reinvest in the same plan',
    });
    await events.click(screen.getByRole('button', { name: 'Review investment' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm investment' });
    await events.click(within(confirm).getByRole('button', { name: 'Confirm and invest' }));
    expect(await screen.findByRole('heading', { name: 'Investment made' })).toBeTruthy();
    expect(sent).toEqual({
      schema_id: 's1',
      amount: 100,
      wallet_type: 'main',
      reinvest_profit: true,
      at_maturity: 'reinvest',
    });
  }, 60_000);

  it('a plan without compounding offers no Reinvest profit', async () => {
    server.use(
      wallets,
      http.get('*/api/schemas', () => HttpResponse.json({ schemas: [{ ...plan, compounding: false }] })),
    );
    await renderApp('/user/invest-now?schema=s1', { user: makeUser() });
    await screen.findByText('Main Wallet (500.00 USD)');
    expect(screen.queryByRole('checkbox', { name: /Reinvest profit/ })).toBeNull();
  });

  it('exits early through the quote: capital, penalty, profit kept, net; one Idempotency-Key', async () => {
    const keys: Array<string | null> = [];
    server.use(
      wallets,
      http.get('*/api/investments', () => HttpResponse.json({ items: [invested], nextCursor: null })),
      http.get('*/api/investments/i1/exit-quote', () => HttpResponse.json(quote)),
      http.post('*/api/investments/i1/exit', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({
          message: 'Investment closed early',
          quote,
          investment: { ...invested, status: 'exited', exitPenalty: 5.05, exitedAt: '2026-03-03T10:00:00.000Z' },
          wallets: [{ ...main, balance: 595.95 }],
        });
      }),
    );
    const { events } = await renderApp('/user/schema-logs', { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Investments' });
    expect(within(list).getByText('101.00 USD')).toBeTruthy();
    expect(within(list).getByText('103.03 USD')).toBeTruthy();
    await events.click(within(list).getByRole('button', { name: 'Exit early' }));
    const confirm = await screen.findByRole('form', { name: 'Exit Grower early' });
    expect(rowsOf(confirm)).toMatchObject({
      'Capital back': '101.00 USD',
      'Penalty (5 %)': '-5.05 USD',
      'Profit kept': '0.00 USD',
      'Net to your Main Wallet': '95.95 USD',
    });
    await events.click(within(confirm).getByRole('button', { name: 'Confirm early exit' }));
    expect(await screen.findByRole('heading', { name: 'Investment closed' })).toBeTruthy();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('exited')).toBeTruthy();
  });

  it('a refused quote says why and sends no exit', async () => {
    let exits = 0;
    server.use(
      wallets,
      http.get('*/api/investments', () => HttpResponse.json({ items: [invested], nextCursor: null })),
      http.get('*/api/investments/i1/exit-quote', () =>
        HttpResponse.json(
          { message: 'Grower allows an early exit after 2 paid periods', code: 'BUSINESS_RULE', errors: { id: 'x' } },
          { status: 422 },
        ),
      ),
      http.post('*/api/investments/i1/exit', () => {
        exits += 1;
        return HttpResponse.json({});
      }),
    );
    const { events } = await renderApp('/user/schema-logs', { user: makeUser() });
    await events.click(await screen.findByRole('button', { name: 'Exit early' }));
    expect((await screen.findByRole('alert')).textContent).toContain('after 2 paid periods');
    expect(exits).toBe(0);
  });
});
