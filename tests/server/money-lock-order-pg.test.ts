import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { Badge } from '../../src/contract/badges.ts';
import { creditUser, expectLedgerHealthy } from '../factories/money.ts';
import { createSchema } from '../factories/invest.ts';
import { createDeposit, depositMethods, methodNamed } from '../factories/payments.ts';
import { loginAdmin, registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

const CHAINS = 4;
const DEPOSITS_EACH = 12;
const INVESTS_EACH = 12;
const IN_FLIGHT = 16;

type Op = () => Promise<{ status: number; body: unknown }>;

/** The test app's pool size (tests/setup/test-app.ts): every connection the operations can have used. */
const POOL = 20;

/**
 * Deadlocks in pg_stat_database once every connection to this database has reported its own. A
 * backend adds what it counted to the shared statistics only when it flushes them: on going idle
 * at most once a second, otherwise up to ten seconds later (PostgreSQL 15 and later), or when it
 * exits. pg_stat_force_next_flush() makes the backend that runs it flush before it answers, so
 * every pooled connection runs it (all at once, so each query holds a connection of its own), and
 * the count is read only when every client backend of this database in pg_stat_activity is among
 * those that answered: a condition checked, not a sleep hoped long enough.
 */
async function deadlocksSoFar(ctx: TestContext): Promise<number> {
  for (let round = 1; round <= 10; round++) {
    const answered = await Promise.all(
      Array.from(
        { length: POOL },
        async () =>
          (
            await queryRows<{ pid: number }>(
              ctx.deps.db,
              sql`SELECT pg_backend_pid() AS pid, pg_stat_force_next_flush(), pg_sleep(0.05)`,
            )
          )[0]?.pid,
      ),
    );
    const flushed = new Set(answered);
    const backends = await queryRows<{ pid: number }>(
      ctx.deps.db,
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
    );
    if (backends.every((b) => flushed.has(b.pid))) {
      const [row] = await queryRows<{ n: unknown }>(
        ctx.deps.db,
        sql`SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()`,
      );
      return Number(row?.n);
    }
  }
  throw new Error('a connection to the test database never flushed its statistics');
}

/**
 * Lock order across a money operation and its event handlers (docs/system-design.md, "Money"). A deposit
 * approval for B (referred by A) locks B's Main wallet, then A's Profit wallet (commission), then
 * B's Profit wallet (badge bonus); B's investment from the Profit wallet locks B's Profit wallet,
 * then A's. Chains A <- B <- C racing approvals and investments deadlocked on PostgreSQL (hidden
 * by withConflictRetry); with every wallet locked up front in id order there is none.
 */
describe.skipIf(!process.env.DATABASE_URL)('money lock order on PostgreSQL', () => {
  it('deposit approvals paying referrers race the referrers’ own investments with zero deadlocks', async () => {
    const ctx = await resetDatabase();
    const admin = (await loginAdmin(ctx.app)).token;
    const seeded = await call<{ badges: Badge[] }>(ctx.app, 'GET', '/api/admin/badges', { token: admin });
    for (const b of seeded.body.badges)
      expect((await call(ctx.app, 'DELETE', `/api/admin/badges/${b.id}`, { token: admin })).status).toBe(200);
    // A ladder a deposit climbs at almost every approval, each step paying a bonus.
    for (let rank = 1; rank <= 40; rank++) {
      const res = await call(ctx.app, 'POST', '/api/admin/badges', {
        token: admin,
        body: { name: `Step ${rank}`, icon: '*', rank, minDeposited: rank * 15, bonus: 0.5 },
      });
      expect(res.status).toBe(201);
    }
    const plan = await createSchema(ctx.app, admin, { minAmount: 10, maxAmount: 1000 });

    const ops: Op[] = [];
    const usdt = await methodNamed(await depositMethods(ctx.app, (await registerUser(ctx.app)).token), 'USDT (TRC20)');
    for (let c = 0; c < CHAINS; c++) {
      const chain: Session[] = [await registerUser(ctx.app)];
      for (let i = 1; i < 3; i++)
        chain.push(await registerUser(ctx.app, { referralCode: chain[i - 1]!.user.referralCode }));
      for (const [i, member] of chain.entries()) {
        await creditUser(ctx.app, admin, member.user.id, 500, 'profit');
        for (let n = 0; n < INVESTS_EACH; n++) {
          ops.push(() =>
            call(ctx.app, 'POST', '/api/investments', {
              token: member.token,
              body: { schema_id: plan.id, amount: 10, wallet_type: 'profit' },
              headers: { 'Idempotency-Key': randomUUID() },
            }),
          );
        }
        if (i === 0) continue;
        for (let n = 0; n < DEPOSITS_EACH; n++) {
          const deposit = await createDeposit(ctx.app, member.token, usdt.id, '20');
          ops.push(() =>
            call(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, {
              token: admin,
              headers: { 'Idempotency-Key': randomUUID() },
            }),
          );
        }
      }
    }
    ops.sort(() => Math.random() - 0.5);

    const before = await deadlocksSoFar(ctx);
    const failures: Array<{ status: number; body: unknown }> = [];
    let next = 0;
    const worker = async () => {
      while (next < ops.length) {
        const res = await (ops[next++] as Op)();
        if (res.status !== 200 && res.status !== 201) failures.push(res);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const deadlocks = (await deadlocksSoFar(ctx)) - before;
    console.info(`lock order: ${ops.length} operations, ${deadlocks} deadlocks, ${failures.length} failures`);

    expect(failures).toEqual([]);
    expect(deadlocks).toBe(0);
    const [bonuses] = await queryRows<{ n: unknown; distinct_n: unknown }>(
      ctx.deps.db,
      sql`SELECT count(*) AS n, count(DISTINCT (user_id, metadata->>'badgeId')) AS distinct_n FROM ledger_transactions WHERE type = 'bonus'`,
    );
    expect(Number(bonuses?.n)).toBeGreaterThan(0);
    expect(Number(bonuses?.n)).toBe(Number(bonuses?.distinct_n));
    await expectLedgerHealthy(ctx.deps.db);
  }, 120_000);
});
