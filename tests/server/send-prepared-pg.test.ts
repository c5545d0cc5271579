import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryPreparedRows, queryRows } from '../../server/db/client.ts';
import type { MoneyResult } from '../../src/contract/transfers.ts';
import { balancesOf, expectLedgerHealthy, fundedUser } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * The send's statement is a named prepared statement on PostgreSQL (queryPreparedRows): each pooled
 * connection parses and plans it once instead of at every send. A connection the server ends loses
 * its prepared statements with it; the pool's next connection prepares it again.
 */
describe.skipIf(!process.env.DATABASE_URL)('named prepared statements on PostgreSQL', () => {
  it('prepares once per connection, runs with new values each call, and prepares again on a new connection', async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolMax: 1 });
    try {
      const twice = (n: number) =>
        queryPreparedRows<{ v: number }>(database.db, 'test_twice', sql`SELECT ${n}::integer * 2 AS v`);
      expect((await twice(2))[0]?.v).toBe(4);
      expect((await twice(21))[0]?.v).toBe(42);
      const prepared = async () =>
        (await queryRows<{ name: string }>(database.db, sql`SELECT name FROM pg_prepared_statements`)).map(
          (r) => r.name,
        );
      expect(await prepared()).toEqual(['test_twice']);

      const [me] = await queryRows<{ pid: number }>(database.db, sql`SELECT pg_backend_pid() AS pid`);
      const other = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolMax: 1 });
      await queryRows(other.db, sql`SELECT pg_terminate_backend(${me?.pid}::integer)`);
      await other.close();
      // The first query on the ended connection fails (57P01) and the pool drops it; then a new one.
      await twice(1).catch(() => undefined);
      expect((await twice(5))[0]?.v).toBe(10);
      expect(await prepared()).toEqual(['test_twice']);
    } finally {
      await database.close();
    }
  });

  it('POST /api/send-money-now runs as the prepared send_money_batch, and keeps sending after its connections end', async () => {
    const ctx = await resetDatabase();
    const admin = (await loginAdmin(ctx.app)).token;
    const alice = await fundedUser(ctx.app, admin, 100);
    const bob = await fundedUser(ctx.app, admin, 0);
    const send = (key: string) =>
      call<MoneyResult & ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
        token: alice.token,
        body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 10 },
        headers: { 'Idempotency-Key': key },
      });
    expect((await send('prep-1')).status).toBe(200);
    // The pool hands out its most recently released connection first: the one that just sent.
    const names = await queryRows<{ name: string }>(ctx.deps.db, sql`SELECT name FROM pg_prepared_statements`);
    expect(names.map((r) => r.name)).toContain('send_money_batch');

    await queryRows(
      ctx.deps.db,
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    let second = await send('prep-2');
    // A send on a connection ended while idle fails before any money moved (the pool drops it); its retry sends once.
    if (second.status !== 200) second = await send('prep-2');
    expect(second.status).toBe(200);
    expect(await balancesOf(ctx.app, bob.token)).toMatchObject({ main: 20 });
    await expectLedgerHealthy(ctx.deps.db);
  });
});
