import { beforeEach, describe, expect, it } from 'vitest';
import { depositMethods } from '../../server/db/schema-deposits.ts';
import type { DepositMethodKindOption } from '../../src/contract/deposits.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/** The admin form offers a card method only when Stripe is configured; the server refuses one otherwise. */
let ctx: TestContext;
let admin: string;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});

describe('deposit method kinds', () => {
  it('lists card as unavailable, with the reason, and refuses a card method with a 400 naming kind while Stripe is not configured', async () => {
    expect(ctx.deps.env.stripe).toBeUndefined();
    const kinds = await call<DepositMethodKindOption[]>(ctx.app, 'GET', '/api/admin/deposit-methods/kinds', {
      token: admin,
    });
    expect(kinds.status).toBe(200);
    expect(kinds.body.find((k) => k.kind === 'card')).toEqual({
      kind: 'card',
      available: false,
      reason: expect.stringMatching(/not configured.*STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/),
    });
    expect(kinds.body.filter((k) => k.available).map((k) => k.kind)).toEqual(['crypto', 'manual', 'evm']);
    const before = (await ctx.deps.db.select().from(depositMethods)).length;
    const res = await call<ErrorBody>(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: admin,
      body: { kind: 'card', name: 'Card', currency: 'USD', min_amount: 10, max_amount: 1000 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Card payments are not configured/);
    expect(res.body.errors?.['kind']).toMatch(/STRIPE_SECRET_KEY/);
    expect((await ctx.deps.db.select().from(depositMethods)).length).toBe(before);
  });

  it('lists every kind as available once Stripe is configured', async () => {
    ctx.deps.env.stripe = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: 'http://127.0.0.1:9' };
    try {
      const kinds = await call<DepositMethodKindOption[]>(ctx.app, 'GET', '/api/admin/deposit-methods/kinds', {
        token: admin,
      });
      expect(kinds.body.every((k) => k.available && k.reason === null)).toBe(true);
    } finally {
      ctx.deps.env.stripe = undefined;
    }
  });
});
