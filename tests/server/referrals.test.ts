import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { distributeProfits } from '../../server/jobs/profit-engine.ts';
import type { ReferralLogs, ReferralStats } from '../../src/contract/referrals.ts';
import { balancesOf, creditUser, expectLedgerHealthy } from '../factories/money.ts';
import { createSchema, days, hours, invest, setClock } from '../factories/invest.ts';
import { loginAdmin, registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
/** chain[0] referred chain[1], who referred chain[2], ... five deep. */
let chain: Session[];
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  chain = [await registerUser(ctx.app)];
  for (let i = 1; i < 5; i++)
    chain.push(await registerUser(ctx.app, { referralCode: chain[i - 1]!.user.referralCode }));
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const profitOf = async (s: Session) => (await balancesOf(ctx.app, s.token)).profit;
const settings = (body: Record<string, unknown>) => call(ctx.app, 'PUT', '/api/admin/settings', { token: admin, body });
/** What the deposits module does when an admin approves a deposit. */
const approveDeposit = (userId: string, sourceId: string, amountCents: number) =>
  ctx.deps.db.transaction((tx) =>
    ctx.deps.events.emit(tx, { kind: 'deposit_approved', userId, sourceId, amountCents, at: ctx.deps.now() }),
  );

describe('referral commissions', () => {
  it('walks up only as deep as the configured levels (default three) on an investment', async () => {
    const investor = chain[4]!;
    await creditUser(ctx.app, admin, investor.user.id, 1000);
    const plan = await createSchema(ctx.app, admin);
    await invest(ctx.app, investor.token, plan.id, 1000);
    // Default investment levels: 3 %, 1.5 %, 0.5 %; the fourth referrer up gets nothing.
    expect(await Promise.all(chain.map(profitOf))).toEqual([0, 5, 15, 30, 0]);
    const notes = await queryRows<{ message: string; link: string }>(
      ctx.deps.db,
      sql`SELECT message, link FROM notifications WHERE user_id = ${chain[3]!.user.id}`,
    );
    expect(notes).toContainEqual({
      message: `You earned 30.00 USD level 1 referral commission from ${investor.user.username}'s investment`,
      link: '/user/referral',
    });

    const logs = await call<ReferralLogs>(ctx.app, 'GET', '/api/referrals/logs', { token: chain[2]!.token });
    expect(logs.status).toBe(200);
    expect(logs.body.logs).toEqual([
      {
        id: expect.any(String),
        fromUsername: investor.user.username,
        level: 2,
        source: 'investment',
        sourceAmount: 1000,
        percent: 1.5,
        amount: 15,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('pays a deposit commission once per deposit, follows the level settings and the on/off switch', async () => {
    const depositor = chain[4]!;
    const first = randomUUID();
    await approveDeposit(depositor.user.id, first, 200_00);
    await approveDeposit(depositor.user.id, first, 200_00);
    // Default deposit levels: 5 %, 2 %, 1 %; the replayed event pays nothing again.
    expect(await Promise.all(chain.map(profitOf))).toEqual([0, 2, 4, 10, 0]);

    expect((await settings({ referralDepositLevels: [10] })).status).toBe(200);
    await approveDeposit(depositor.user.id, randomUUID(), 100_00);
    expect(await Promise.all(chain.map(profitOf))).toEqual([0, 2, 4, 20, 0]);

    expect((await settings({ referralDepositEnabled: false })).status).toBe(200);
    await approveDeposit(depositor.user.id, randomUUID(), 100_00);
    expect(await profitOf(chain[3]!)).toBe(20);
    const bad = await settings({ referralDepositLevels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] });
    expect(bad.status).toBe(400);
  });

  it('pays profit commissions when switched on, once per profit period', async () => {
    expect((await settings({ referralProfitEnabled: true, referralProfitLevels: [10, 5] })).status).toBe(200);
    const start = setClock(ctx, '2026-03-02T09:00:00Z');
    const investor = chain[4]!;
    await creditUser(ctx.app, admin, investor.user.id, 1000);
    const plan = await createSchema(ctx.app, admin, {
      returnType: 'fixed',
      returnValue: 10,
      periods: 3,
      capitalBack: false,
    });
    await invest(ctx.app, investor.token, plan.id, 100);
    await distributeProfits(ctx.deps, new Date(start.getTime() + days(3) + hours(1)));
    // Investment commission 3 % / 1.5 % / 0.5 % of 100, plus 3 periods x (10 % and 5 % of 10).
    expect(await profitOf(investor)).toBe(30);
    expect(await profitOf(chain[3]!)).toBe(3 + 3);
    expect(await profitOf(chain[2]!)).toBe(1.5 + 1.5);
    expect(await profitOf(chain[1]!)).toBe(0.5);
    const [n] = await queryRows<{ n: unknown }>(
      ctx.deps.db,
      sql`SELECT count(*) AS n FROM referral_commissions WHERE source_kind = 'profit'`,
    );
    expect(Number(n?.n)).toBe(6);
  });

  it("answers code, link, people per level and earnings; logs are the caller's own", async () => {
    await creditUser(ctx.app, admin, chain[4]!.user.id, 1000);
    await invest(ctx.app, chain[4]!.token, (await createSchema(ctx.app, admin)).id, 1000);
    const stats = await call<ReferralStats>(ctx.app, 'GET', '/api/referrals', { token: chain[1]!.token });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      code: chain[1]!.user.referralCode,
      link: `http://app.test/register?ref=${chain[1]!.user.referralCode}`,
      totalReferrals: 1,
      totalEarned: 5,
      currency: 'USD',
      commissions: { deposit: [5, 2, 1], investment: [3, 1.5, 0.5], profit: [] },
    });
    expect(stats.body.levels).toEqual([
      { level: 1, count: 1, earned: 0 },
      { level: 2, count: 1, earned: 0 },
      { level: 3, count: 1, earned: 5 },
    ]);
    const mine = await call<ReferralLogs>(ctx.app, 'GET', '/api/referrals/logs', { token: chain[0]!.token });
    expect(mine.body.logs).toEqual([]);
    expect((await call(ctx.app, 'GET', '/api/referrals/logs?cursor=bogus', { token: chain[0]!.token })).status).toBe(
      400,
    );
    expect((await call(ctx.app, 'GET', '/api/referrals', { token: admin })).status).toBe(403);
  });
});
