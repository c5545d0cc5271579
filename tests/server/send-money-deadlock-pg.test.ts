import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { MoneyResult } from '../../src/contract/transfers.ts';
import { balancesOf, expectLedgerHealthy, fundedUser } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * A batch of sends (send_money_batch()) is one statement outside db.transaction, so it has its own retry
 * (withConflictRetry in server/db/client.ts). Here a transaction makes it a deadlock victim on
 * purpose: it holds the recipient's user row (which the send's foreign-key checks need) and then
 * asks for the sender's wallet (which the send holds). PostgreSQL aborts the send; the retry
 * must then send once, after the other transaction commits. PGlite has one connection and
 * cannot deadlock.
 */
describe.skipIf(!process.env.DATABASE_URL)('send money deadlock on PostgreSQL', () => {
  it('retries a send chosen as deadlock victim: 200, money moved once, ledger balanced', async () => {
    const ctx = await resetDatabase();
    const admin = (await loginAdmin(ctx.app)).token;
    const alice = await fundedUser(ctx.app, admin, 100);
    const bob = await fundedUser(ctx.app, admin, 0);
    let sending: Promise<{ status: number; body: MoneyResult & ErrorBody }> | undefined;

    const waitingSends = async () =>
      Number(
        (
          await queryRows<{ n: unknown }>(
            ctx.deps.db,
            sql`SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%send_money_batch%' AND datname = current_database()`,
          )
        )[0]?.n,
      );

    const deadlocks = async () =>
      Number(
        (
          await queryRows<{ n: unknown }>(
            ctx.deps.db,
            sql`SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()`,
          )
        )[0]?.n,
      );
    const deadlocksBefore = await deadlocks();

    await ctx.deps.db.transaction(async (tx) => {
      // This transaction waits longest before checking for deadlocks, so the send is the victim.
      await tx.execute(sql`SET LOCAL deadlock_timeout = '20s'`);
      await tx.execute(sql`SELECT 1 FROM users WHERE id = ${bob.user.id} FOR UPDATE`);
      sending = call<MoneyResult & ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
        token: alice.token,
        body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 10 },
        headers: { 'Idempotency-Key': 'deadlock-1' },
      });
      const deadline = Date.now() + 10_000;
      while ((await waitingSends()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await waitingSends()).toBe(1);
      // Returns once PostgreSQL has aborted the send and released its wallet locks.
      await tx.execute(sql`SELECT 1 FROM wallets WHERE id = ${alice.main.id} FOR UPDATE`);
    });

    const res = await sending;
    expect(res?.status, JSON.stringify(res?.body)).toBe(200);
    // The send really was a deadlock victim (PostgreSQL counted one), so its 200 came from the retry.
    await expect.poll(deadlocks, { timeout: 15_000 }).toBeGreaterThan(deadlocksBefore);
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 10, profit: 0 });
    const transfers = await queryRows<{ n: unknown }>(ctx.deps.db, sql`SELECT count(*) AS n FROM transfers`);
    expect(Number(transfers[0]?.n)).toBe(1);
    await expectLedgerHealthy(ctx.deps.db);
  }, 30_000);
});
