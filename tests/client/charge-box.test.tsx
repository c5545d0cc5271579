import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import type { InvestmentSchema } from '../../src/contract/investments.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

/**
 * Every calculate-charge box (deposit, withdraw, exchange, send money, invest) says what is still
 * missing: once an amount is typed it never asks for one again.
 */

const main = makeWallet({ balance: 500 });
const profit = makeWallet({ id: 'w-profit', name: 'Profit Wallet', type: 'profit', balance: 20 });
const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([main, profit]));
const box = () => screen.getByRole('region', { name: 'Charge preview' });

describe('the charge box after an amount is typed', () => {
  it('exchange: a malformed amount asks to correct it', async () => {
    server.use(wallets);
    const { events } = await renderApp('/user/wallet-exchange', { user: makeUser() });
    await screen.findByText(/Enter an amount to see the charge/);
    await events.type(screen.getByLabelText(/^Amount/), '12.345');
    expect(box().textContent).toBe('Correct the amount to see the charge.');
  });

  it('send money: an amount without a recipient asks for the recipient only', async () => {
    server.use(wallets);
    const { events } = await renderApp('/user/send-money', { user: makeUser() });
    await screen.findByText('Main Wallet (500.00 USD)');
    await events.type(screen.getByLabelText(/^Amount/), '25');
    expect(box().textContent).toBe("Enter the recipient's email to see the fee.");
    await events.type(screen.getByLabelText(/^Recipient email/), 'bob@');
    expect(box().textContent).toBe("Correct the recipient's email to see the fee.");
  });

  it('invest: an amount without a schema asks for the schema; an amount over the plan asks to correct it', async () => {
    const plan: InvestmentSchema = {
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
    };
    server.use(
      wallets,
      http.get('*/api/schemas', () => HttpResponse.json({ schemas: [plan] })),
    );
    const { events } = await renderApp('/user/invest-now', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Amount/), '100');
    expect(box().textContent).toBe('Choose a schema to see what it pays.');
    await events.selectOptions(screen.getByLabelText('Schema'), 's1');
    await events.clear(screen.getByLabelText(/^Amount/));
    await events.type(screen.getByLabelText(/^Amount/), '5000');
    expect(box().textContent).toBe('Correct the amount to see what it pays.');
  });

  it('deposit: an amount of zero asks to correct it', async () => {
    const method: DepositMethod = {
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
    server.use(
      wallets,
      http.get('*/api/deposits/methods', () => HttpResponse.json([method])),
    );
    const { events } = await renderApp('/user/deposit', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Amount/), '0');
    expect(within(box()).queryByText(/Enter an amount/)).toBeNull();
    expect(box().textContent).toBe('Correct the amount to see the charge.');
  });
});
