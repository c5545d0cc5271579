import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import type { LiabilitySnapshot } from '../../src/contract/proof-of-liabilities.ts';
import { createSchema, invest } from '../factories/invest.ts';
import { expectLedgerHealthy, fundedUser } from '../factories/money.ts';
import { liabilityCalls } from '../factories/proof-of-liabilities.ts';
import { loginAdmin } from '../factories/users.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

// The snapshot must be ONE consistent read. Sends through HTTP commit too rarely between two of its
// statements to notice a snapshot that reads wallets and investments apart (a snapshot changed to
// do so still passed the send-load test in proof-of-liabilities.test.ts). Here money moves, in
// committed transactions that each keep the grand total, right after every statement the snapshot
// reads wallets or investments with: a read made of more than one statement counts a cent twice.
let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const MOVE = 1000;
const dialect = new PgDialect();
const textOf = (query: SQLWrapper) => dialect.sqlToQuery(query.getSQL()).sql;

type Ids = { wallet: string; investment: string; other: string };

/** A wallet's cents into an investment, and another user's into that wallet: two commits, same total. */
async function move(ids: Ids, sign: 1 | -1): Promise<void> {
  await ctx.deps.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE wallets SET balance_cents = balance_cents - ${sign * MOVE} WHERE id = ${ids.wallet}`);
    await tx.execute(
      sql`UPDATE investments SET principal_cents = principal_cents + ${sign * MOVE} WHERE id = ${ids.investment}`,
    );
  });
  await ctx.deps.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE wallets SET balance_cents = balance_cents - ${sign * MOVE} WHERE id = ${ids.other}`);
    await tx.execute(sql`UPDATE wallets SET balance_cents = balance_cents + ${sign * MOVE} WHERE id = ${ids.wallet}`);
  });
}

describe('a snapshot is one consistent read', () => {
  it('counts every cent exactly once when money moves between the statements it reads with', async () => {
    const alice = await fundedUser(ctx.app, admin, 500);
    const bob = await fundedUser(ctx.app, admin, 500);
    const plan = await createSchema(ctx.app, admin);
    await invest(ctx.app, alice.token, plan.id, 100);
    const [investment] = await queryRows<{ id: string }>(
      ctx.deps.db,
      sql`SELECT id FROM investments WHERE user_id = ${alice.user.id} AND status = 'active'`,
    );
    const ids: Ids = { wallet: alice.main.id, investment: investment?.id ?? '', other: bob.main.id };
    const pol = liabilityCalls(ctx, admin);
    await pol.adminStepUp();

    const db = ctx.deps.db;
    const execute = db.execute;
    let moves = 0;
    // Statements outside a transaction only: money moved inside the snapshot's own transaction would not commit.
    db.execute = (async (query: SQLWrapper) => {
      const result = await execute.call(db, query);
      if (/\b(wallets|investments)\b/.test(textOf(query)) && !/^\s*(update|insert)/i.test(textOf(query))) {
        await move(ids, 1);
        moves += 1;
      }
      return result;
    }) as unknown as typeof db.execute;
    let res;
    try {
      res = await pol.snapshot();
    } finally {
      db.execute = execute;
    }
    for (let i = 0; i < moves; i += 1) await move(ids, -1);

    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(moves).toBeGreaterThan(0);
    expect(res.status).toBe(201);
    expect((res.body as LiabilitySnapshot).total_cents).toBe(1000 * 100);
  });
});
