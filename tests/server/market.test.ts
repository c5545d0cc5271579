import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Market } from '../../src/contract/market.ts';
import { expectLedgerHealthy } from '../factories/money.ts';
import { days, setClock } from '../factories/invest.ts';
import { loginAdmin, registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
let user: Session;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  user = await registerUser(ctx.app);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const market = async () => (await call<Market>(ctx.app, 'GET', '/api/market', { token: user.token })).body;

describe('market', () => {
  it('shows the assets the deposit methods accept, with rate, 24 h and 30 d change and a daily series', async () => {
    const m = await market();
    expect(m.currency).toBe('USD');
    // The seeded deposit methods take BTC and USDT (and USD, the site currency itself).
    expect(m.assets.map((a) => a.symbol)).toEqual(['BTC', 'USDT']);
    const btc = m.assets[0]!;
    expect(btc.rate).toBe(67_250);
    expect(typeof btc.change24h).toBe('number');
    expect(typeof btc.change30d).toBe('number');
    expect(btc.history).toHaveLength(31);
    expect(btc.history.at(-1)?.rate).toBe(67_250);
    expect((await call(ctx.app, 'GET', '/api/market')).status).toBe(401);
  });

  it('lets an admin set rates; changes are measured against the history', async () => {
    setClock(ctx, new Date(Date.now() + days(2)));
    const before = (await market()).assets.find((a) => a.symbol === 'USDT')!;
    const put = await call<Market>(ctx.app, 'PUT', '/api/admin/rates', {
      token: admin,
      body: { rates: [{ symbol: 'usdt', rate: 1.1 }] },
    });
    expect(put.status).toBe(200);
    const after = (await market()).assets.find((a) => a.symbol === 'USDT')!;
    expect(after.rate).toBe(1.1);
    expect(after.change24h).toBeCloseTo(((1.1 - before.rate) / before.rate) * 100, 1);

    const unnamed = await call<{ errors: Record<string, string> }>(ctx.app, 'PUT', '/api/admin/rates', {
      token: admin,
      body: { rates: [{ symbol: 'DOGE', rate: 0.1 }] },
    });
    expect([unnamed.status, unnamed.body.errors]).toEqual([400, { 'rates.0.name': 'is required for a new asset' }]);
    const bad = await call(ctx.app, 'PUT', '/api/admin/rates', {
      token: admin,
      body: { rates: [{ symbol: 'BTC', rate: -5 }] },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await call(ctx.app, 'PUT', '/api/admin/rates', {
          token: user.token,
          body: { rates: [{ symbol: 'BTC', rate: 5 }] },
        })
      ).status,
    ).toBe(403);
  });
});
