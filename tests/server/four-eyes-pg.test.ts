import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { SentForApproval } from '../../src/contract/approvals.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { usdtAccount } from '../factories/payments.ts';
import { staffSession } from '../factories/staff.ts';
import { putSettings } from '../factories/withdrawal-protection.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

const PEOPLE = 6;
const APPROVERS = 4;

/**
 * Four-eyes under real concurrency on PostgreSQL: every approval request (balance adjustments and
 * payouts) is approved by several admins at once over real HTTP, each twice (a retry with its own
 * key). Each request must move its money exactly once.
 */
describe.skipIf(!process.env.DATABASE_URL)('four-eyes approvals racing on PostgreSQL over real HTTP', () => {
  let ctx: TestContext;
  let server: ServerType;
  let base: string;
  let people: Funded[];
  let approvers: string[];
  const requests: Array<{ id: string; userIndex: number; kind: 'add' | 'payout'; amount: number }> = [];

  beforeAll(async () => {
    ctx = await resetDatabase({ productDefaults: true });
    const owner = (await loginAdmin(ctx.app)).token;
    await putSettings(ctx, owner, { withdrawalCoolingOffHours: 0, fourEyesThreshold: 100 });
    // One at a time: each enrols two-factor and moves the shared test clock a step on (two-factor.ts),
    // which made another's code two steps old when enrolled side by side (TOTP_INVALID, a flaky red).
    approvers = [];
    for (let i = 0; i < APPROVERS; i++) approvers.push((await staffSession(ctx, 'finance', owner)).token);
    people = await Promise.all(Array.from({ length: PEOPLE }, () => fundedUser(ctx.app, owner, 100)));
    for (const [i, p] of people.entries()) {
      for (const amount of [150, 275.5]) {
        const sent = await call<SentForApproval>(ctx.app, 'POST', `/api/admin/users/${p.user.id}/balance`, {
          token: owner,
          body: { wallet_type: 'main', amount, type: 'add', reason: 'Race test' },
          headers: { 'Idempotency-Key': randomUUID() },
        });
        requests.push({ id: sent.body.approval.id, userIndex: i, kind: 'add', amount });
      }
    }
    // Approve the credits first (one by one) so each person can then ask for a payout above the threshold.
    for (const r of requests)
      expect(
        (await call(ctx.app, 'POST', `/api/admin/approvals/${r.id}/approve`, { token: approvers[0] })).status,
      ).toBe(200);
    requests.length = 0;
    for (const [i, p] of people.entries()) {
      const account = await usdtAccount(ctx.app, p.token);
      const made = await call<{ withdrawal: { id: string } }>(ctx.app, 'POST', '/api/withdrawals', {
        token: p.token,
        body: { account_id: account.id, amount: 300 },
      });
      const sent = await call<{ approval: { id: string } }>(
        ctx.app,
        'POST',
        `/api/admin/withdrawals/${made.body.withdrawal.id}/approve`,
        { token: owner, headers: { 'Idempotency-Key': randomUUID() } },
      );
      requests.push({ id: sent.body.approval.id, userIndex: i, kind: 'payout', amount: 300 });
      const credit = await call<SentForApproval>(ctx.app, 'POST', `/api/admin/users/${p.user.id}/balance`, {
        token: owner,
        body: { wallet_type: 'main', amount: 120, type: 'add', reason: 'Race test' },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      requests.push({ id: credit.body.approval.id, userIndex: i, kind: 'add', amount: 120 });
    }
    server = await new Promise<ServerType>((done) => {
      const s = serve({ fetch: ctx.app.fetch, port: 0 }, () => done(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  });

  it('moves the money of each request exactly once, whoever wins', async () => {
    const fire = async (token: string, id: string) => {
      const res = await call(base, 'POST', `/api/admin/approvals/${id}/approve`, { token, key: randomUUID() });
      return { id, status: res.status };
    };
    const shots = requests.flatMap((r) => approvers.flatMap((t) => [fire(t, r.id), fire(t, r.id)]));
    const answers = await Promise.all(shots);
    for (const r of requests) {
      const mine = answers.filter((a) => a.id === r.id).map((a) => a.status);
      expect(
        mine.filter((s) => s === 200),
        r.id,
      ).toHaveLength(1);
      expect(
        mine.filter((s) => s !== 200).every((s) => s === 409),
        JSON.stringify(mine),
      ).toBe(true);
    }
    for (const [i, p] of people.entries()) {
      // 100 + 150 + 275.50 - 300 (withdrawn, now paid) + 120.
      expect((await balancesOf(ctx.app, p.token)).main, `person ${i}`).toBe(345.5);
    }
    const paid = await queryRows<{ n: number }>(
      ctx.deps.db,
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE metadata->>'settlement' = 'paid'`,
    );
    expect(paid[0]?.n).toBe(PEOPLE);
    const approved = await queryRows<{ n: number }>(
      ctx.deps.db,
      sql`SELECT count(*)::int AS n FROM approval_requests WHERE status = 'approved' AND transaction_id IS NOT NULL`,
    );
    expect(approved[0]?.n).toBe(PEOPLE * 4);
    await expectLedgerHealthy(ctx.deps.db);
  }, 120_000);
});
