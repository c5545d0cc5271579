import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { Badge, Progression, RankingBadges } from '../../src/contract/badges.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { createSchema, invest } from '../factories/invest.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 5000);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const badgeBody = (overrides: Record<string, unknown>) => ({
  name: `Badge ${randomUUID().slice(0, 4)}`,
  icon: '*',
  rank: 1,
  bonus: 10,
  ...overrides,
});
const createBadge = async (overrides: Record<string, unknown>) => {
  const res = await call<{ badge: Badge }>(ctx.app, 'POST', '/api/admin/badges', {
    token: admin,
    body: badgeBody(overrides),
  });
  expect(res.status).toBe(201);
  return res.body.badge;
};
/** The seeded ladder needs deposits; these tests use their own. */
const clearSeededBadges = async () => {
  const list = await call<{ badges: Badge[] }>(ctx.app, 'GET', '/api/admin/badges', { token: admin });
  expect(list.body.badges.map((b) => b.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
  for (const b of list.body.badges)
    expect((await call(ctx.app, 'DELETE', `/api/admin/badges/${b.id}`, { token: admin })).status).toBe(200);
};
const bonusCount = async (userId: string) =>
  Number(
    (
      await queryRows<{ n: unknown }>(
        ctx.deps.db,
        sql`SELECT count(*) AS n FROM ledger_transactions WHERE type = 'bonus' AND user_id = ${userId}`,
      )
    )[0]?.n,
  );

describe('ranking badges', () => {
  it('pays a badge bonus once, though its threshold is met again', async () => {
    await clearSeededBadges();
    const investor = await createBadge({ name: 'Investor', rank: 1, minInvested: 100, bonus: 10 });
    const plan = await createSchema(ctx.app, admin);
    await invest(ctx.app, alice.token, plan.id, 150);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 4850, profit: 10 });
    await invest(ctx.app, alice.token, plan.id, 150);
    await invest(ctx.app, alice.token, plan.id, 500);
    // Raising and lowering the threshold does not pay again either.
    const edit = await call(ctx.app, 'PUT', `/api/admin/badges/${investor.id}`, {
      token: admin,
      body: badgeBody({ name: 'Investor', minInvested: 50, bonus: 99 }),
    });
    expect(edit.status).toBe(200);
    await invest(ctx.app, alice.token, plan.id, 100);
    expect(await bonusCount(alice.user.id)).toBe(1);
    expect((await balancesOf(ctx.app, alice.token)).profit).toBe(10);
    const notes = await queryRows<{ message: string }>(
      ctx.deps.db,
      sql`SELECT message FROM notifications WHERE user_id = ${alice.user.id} AND link = '/user/ranking-badge'`,
    );
    expect(notes.map((n) => n.message)).toEqual([
      'You reached the Investor badge and a bonus of 10.00 USD in your Profit Wallet',
    ]);
  });

  it('awards a referral badge when the referred person registers, with no other event', async () => {
    await clearSeededBadges();
    await createBadge({ name: 'Connector', rank: 1, minReferrals: 2, bonus: 7 });
    await registerUser(ctx.app, { referralCode: alice.user.referralCode });
    expect(await bonusCount(alice.user.id)).toBe(0);
    await registerUser(ctx.app, { referralCode: alice.user.referralCode });
    expect(await bonusCount(alice.user.id)).toBe(1);
    expect((await balancesOf(ctx.app, alice.token)).profit).toBe(7);
    const progression = await call<Progression>(ctx.app, 'GET', '/api/auth/progression', { token: alice.token });
    expect(progression.status).toBe(200);
    expect(JSON.stringify(progression.body)).toContain('Connector');
  });

  it('climbs the ladder in order and reports progress toward the next badge', async () => {
    await clearSeededBadges();
    await createBadge({ name: 'One', rank: 1, minInvested: 100, bonus: 1 });
    await createBadge({ name: 'Two', rank: 2, minInvested: 200, minReferrals: 2, bonus: 2 });
    await createBadge({ name: 'Three', rank: 3, minInvested: 300, bonus: 3 });
    const plan = await createSchema(ctx.app, admin);
    await invest(ctx.app, alice.token, plan.id, 400);
    // "Three" is met but "Two" (two referrals) is not: the ladder stops at "Two".
    let view = await call<RankingBadges>(ctx.app, 'GET', '/api/ranking-badges', { token: alice.token });
    expect(view.body.badges.map((b) => [b.name, b.reached])).toEqual([
      ['One', true],
      ['Two', false],
      ['Three', false],
    ]);
    expect(view.body).toMatchObject({
      current: { name: 'One' },
      next: { name: 'Two' },
      percent: 50,
      stats: { invested: 400, referrals: 0 },
    });

    await registerUser(ctx.app, { referralCode: alice.user.referralCode });
    await registerUser(ctx.app, { referralCode: alice.user.referralCode });
    // Reading catches up (registrations are not money events): Two and Three at once.
    const prog = await call<Progression>(ctx.app, 'GET', '/api/auth/progression', { token: alice.token });
    expect(prog.status).toBe(200);
    expect(prog.body).toMatchObject({ current: { name: 'Three' }, next: null, percent: 100 });
    view = await call<RankingBadges>(ctx.app, 'GET', '/api/ranking-badges', { token: alice.token });
    expect(view.body.badges.every((b) => b.reached)).toBe(true);
    expect(await bonusCount(alice.user.id)).toBe(3);
    expect((await balancesOf(ctx.app, alice.token)).profit).toBe(6);
  });

  it('shows the seeded ladder to a new user and keeps badge management for admins', async () => {
    const fresh = await registerUser(ctx.app);
    const prog = await call<Progression>(ctx.app, 'GET', '/api/auth/progression', { token: fresh.token });
    expect(prog.body).toMatchObject({
      current: null,
      next: { name: 'Bronze', minDeposited: 100, bonus: 5 },
      percent: 0,
    });
    expect((await call(ctx.app, 'GET', '/api/auth/progression')).status).toBe(401);
    expect((await call(ctx.app, 'POST', '/api/admin/badges', { token: fresh.token, body: badgeBody({}) })).status).toBe(
      403,
    );
    const bad = await call<{ errors: Record<string, string> }>(ctx.app, 'POST', '/api/admin/badges', {
      token: admin,
      body: badgeBody({ bonus: -1, rank: 0 }),
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['bonus', 'rank']);
  });

  it('deactivates a badge someone holds instead of deleting it', async () => {
    await clearSeededBadges();
    const held = await createBadge({ minInvested: 10 });
    await invest(ctx.app, alice.token, (await createSchema(ctx.app, admin)).id, 100);
    const del = await call<{ deleted: boolean }>(ctx.app, 'DELETE', `/api/admin/badges/${held.id}`, { token: admin });
    expect(del.body.deleted).toBe(false);
    const list = await call<{ badges: Array<Badge & { holders: number }> }>(ctx.app, 'GET', '/api/admin/badges', {
      token: admin,
    });
    expect(list.body.badges).toMatchObject([{ id: held.id, active: false, holders: 1 }]);
  });
});
