import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MoneyResult } from '../../src/contract/transfers.ts';
import type { ChargeQuote } from '../../src/contract/wallet.ts';
import {
  balancesOf,
  BAD_AMOUNTS,
  expectLedgerHealthy,
  fundedUser,
  withRawAmount,
  type Funded,
} from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 100, 20);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const exchangeNow = (token: string, body: Record<string, unknown>) =>
  call<MoneyResult & ErrorBody>(ctx.app, 'POST', '/api/wallet/wallet-exchange-now', { token, body });
const quote = (token: string, body: Record<string, unknown>) =>
  call<ChargeQuote & ErrorBody>(ctx.app, 'POST', '/api/wallet/wallet-exchange/calculate-charge', { token, body });

describe('wallet exchange', () => {
  it('quotes the charge taken from the amount (default 1%, half up) exactly as exchange-now applies it', async () => {
    const q = await quote(alice.token, { from_wallet_id: alice.main.id, to_wallet_id: alice.profit.id, amount: 50.5 });
    expect(q.status).toBe(200);
    // 1% of 50.50 is 0.505 -> 0.51 (half up).
    expect(q.body).toEqual({ amount: 50.5, charge: 0.51, receive_amount: 49.99, total_debit: 50.5, currency: 'USD' });
    const res = await exchangeNow(alice.token, {
      from_wallet_id: alice.main.id,
      to_wallet_id: alice.profit.id,
      amount: 50.5,
    });
    expect(res.status).toBe(200);
    expect(res.body.transaction).toMatchObject({
      type: 'exchange',
      amount: 50.5,
      charge: 0.51,
      direction: 'internal',
      walletType: 'main',
    });
    expect(res.body.wallets.map((w) => [w.type, w.balance])).toEqual([
      ['main', 49.5],
      ['profit', 69.99],
    ]);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 49.5, profit: 69.99 });
  });

  it('exchanges Profit to Main as well', async () => {
    const res = await exchangeNow(alice.token, {
      from_wallet_id: alice.profit.id,
      to_wallet_id: alice.main.id,
      amount: 20,
    });
    expect(res.status).toBe(200);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 119.8, profit: 0 });
  });

  it('refuses more than the balance with 422 INSUFFICIENT_FUNDS and changes nothing', async () => {
    const res = await exchangeNow(alice.token, {
      from_wallet_id: alice.profit.id,
      to_wallet_id: alice.main.id,
      amount: 20.01,
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 100, profit: 20 });
  });

  it("404s another user's wallet and 400s the same wallet twice naming to_wallet_id", async () => {
    const bob = await fundedUser(ctx.app, admin, 10);
    const theirs = await exchangeNow(alice.token, {
      from_wallet_id: bob.main.id,
      to_wallet_id: alice.profit.id,
      amount: 5,
    });
    expect(theirs.status).toBe(404);
    const intoTheirs = await quote(alice.token, {
      from_wallet_id: alice.main.id,
      to_wallet_id: bob.profit.id,
      amount: 5,
    });
    expect(intoTheirs.status).toBe(404);
    const same = await exchangeNow(alice.token, {
      from_wallet_id: alice.main.id,
      to_wallet_id: alice.main.id,
      amount: 5,
    });
    expect(same.status).toBe(400);
    expect(same.body.errors).toHaveProperty('to_wallet_id');
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 100, profit: 20 });
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 10, profit: 0 });
  });

  it('refuses with 422 when the charge would eat the whole amount', async () => {
    await call(ctx.app, 'PUT', '/api/admin/settings', { token: admin, body: { exchangeChargeFixed: 1 } });
    const res = await exchangeNow(alice.token, {
      from_wallet_id: alice.main.id,
      to_wallet_id: alice.profit.id,
      amount: 1,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('amount');
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 100, profit: 20 });
  });

  it('refuses malformed amounts with 400 naming amount', async () => {
    for (const path of ['/api/wallet/wallet-exchange-now', '/api/wallet/wallet-exchange/calculate-charge']) {
      for (const raw of BAD_AMOUNTS) {
        const res = await call<ErrorBody>(ctx.app, 'POST', path, {
          token: alice.token,
          raw: withRawAmount({ from_wallet_id: alice.main.id, to_wallet_id: alice.profit.id }, raw),
        });
        expect(res.status, `${path} ${raw}`).toBe(400);
        expect(res.body.errors, raw).toHaveProperty('amount');
      }
    }
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 100, profit: 20 });
  });

  it('is for role user only', async () => {
    const res = await exchangeNow(admin, { from_wallet_id: alice.main.id, to_wallet_id: alice.profit.id, amount: 1 });
    expect(res.status).toBe(403);
    expect((await call(ctx.app, 'POST', '/api/wallet/wallet-exchange-now', { body: {} })).status).toBe(401);
  });
});
