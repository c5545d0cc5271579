import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminTransaction } from '../../src/contract/admin-transactions.ts';
import type { Transaction } from '../../src/contract/transaction-shape.ts';
import { queryRows, type Queryable } from '../../server/db/client.ts';
import { filterSql } from '../../server/modules/admin-transactions/admin-transactions.filter.ts';
import { ledgerPage } from '../../server/modules/admin-transactions/admin-transactions.repo.ts';
import { post } from '../../server/modules/ledger/ledger.post.ts';
import { transactionPage } from '../../server/modules/transactions/transactions.repo.ts';
import { expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;

const send = async (from: Funded, to: Funded, amount: number) => {
  const res = await call(ctx.app, 'POST', '/api/send-money-now', {
    token: from.token,
    body: { sender_wallet_id: from.main.id, recipient_email: to.user.email, amount },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status).toBe(200);
};

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 500);
  bob = await fundedUser(ctx.app, admin, 500);
  for (let i = 1; i <= 3; i += 1) await send(alice, bob, i);
  for (let i = 1; i <= 3; i += 1) await send(bob, alice, i);
  // A transaction naming Alice on both sides: her history shows it once.
  await ctx.deps.db.transaction((tx) =>
    post(tx, {
      type: 'exchange',
      description: 'both sides',
      userId: alice.user.id,
      counterpartyUserId: alice.user.id,
      amountCents: 100,
      postings: [
        { walletId: alice.main.id, amountCents: -100 },
        { walletId: alice.profit.id, amountCents: 100 },
      ],
    }),
  );
  // Every row at one instant: pages are cut on the id alone, across ties.
  await ctx.deps.db.execute(sql`UPDATE ledger_transactions SET created_at = '2026-11-01T12:00:00Z'`);
}, 180_000);

/** Alice's transactions as the ledger holds them, newest first (all tied, so by id). */
const aliceIds = async () =>
  (
    await queryRows<{ id: string }>(
      ctx.deps.db,
      sql`SELECT id FROM ledger_transactions WHERE user_id = ${alice.user.id} OR counterparty_user_id = ${alice.user.id}
        ORDER BY created_at DESC, id DESC`,
    )
  ).map((r) => r.id);

/** Follows the cursor to the end, `limit` rows a page. */
async function allPages<T extends { id: string }>(
  page: (cursor: string | null) => Promise<{ items: T[]; next: string | null }>,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const r = await page(cursor);
    ids.push(...r.items.map((t) => t.id));
    cursor = r.next;
    if (!cursor) break;
  }
  return ids;
}

describe('history pages across ties and both sides', () => {
  it("a user's pages list each transaction once, in order, whatever the page size", async () => {
    const expected = await aliceIds();
    // Her funding, three sent, three received, one naming her on both sides.
    expect(expected).toHaveLength(8);
    for (const limit of [1, 2, 3, 4, 100]) {
      const ids = await allPages<Transaction>(async (cursor) => {
        const res = await call<Transaction[]>(
          ctx.app,
          'GET',
          `/api/transactions/user?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          { token: alice.token },
        );
        expect(res.status).toBe(200);
        return { items: res.body, next: res.headers.get('x-next-cursor') };
      });
      expect(ids).toEqual(expected);
    }
    await expectLedgerHealthy(ctx.deps.db);
  });

  it("the admin's user filter pages the same rows once each, with totals for the whole filter", async () => {
    const expected = await aliceIds();
    for (const limit of [1, 2, 4, 100]) {
      const ids = await allPages<AdminTransaction>(async (cursor) => {
        const res = await call<{ items: AdminTransaction[]; nextCursor: string | null; totals: { count: number } }>(
          ctx.app,
          'GET',
          `/api/admin/transactions?user=${alice.user.id}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          { token: admin },
        );
        expect(res.status).toBe(200);
        expect(res.body.totals.count).toBe(8);
        return { items: res.body.items, next: res.body.nextCursor };
      });
      expect(ids).toEqual(expected);
    }
  });
});

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const readsLedger = (n: PlanNode): boolean =>
  n['Relation Name'] === 'ledger_transactions' || (n.Plans ?? []).some(readsLedger);
/** Sorts over ledger_transactions rows (a per-row aggregate's own small sort of its entries is fine). */
const ledgerSorts = (n: PlanNode): string[] => [
  ...(n['Node Type'] === 'Sort' && readsLedger(n) ? ['Sort'] : []),
  ...(n.Plans ?? []).flatMap(ledgerSorts),
];

/** The sorts over ledger rows in the plan of the statement `run` sends, every alternative to an ordered index scan priced out. */
async function planOf(run: (q: Queryable) => Promise<unknown>): Promise<string[]> {
  let statement: SQLWrapper | undefined;
  const capture = {
    execute: async (s: SQLWrapper) => {
      statement ??= s;
      return { rows: [] };
    },
  } as unknown as Queryable;
  await run(capture);
  if (!statement) throw new Error('no statement');
  const captured = statement;
  return ctx.deps.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    await tx.execute(sql`SET LOCAL enable_sort = off`);
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`EXPLAIN (FORMAT JSON) ${captured}`);
    const raw = row?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    if (process.env.SHOW_PLAN) console.log(JSON.stringify(plan[0].Plan, null, 1));
    return ledgerSorts(plan[0].Plan);
  });
}

describe('history pages read an index in order', () => {
  // With a sort in the plan, a page reads every row of the user (or of the filter) to return 20:
  // its cost grows with the history. The ORDER BY must match the indexes (DESC NULLS LAST).
  it("a user's page and the admin's filtered pages need no sort", async () => {
    const cursor = { ts: '2026-11-01T12:00:00.000000Z', id: randomUUID() };
    expect(await planOf((q) => transactionPage(q, alice.user.id, 20, undefined))).not.toContain('Sort');
    expect(await planOf((q) => transactionPage(q, alice.user.id, 20, cursor))).not.toContain('Sort');
    const byUser = await filterSql(ctx.deps.db, { user: alice.user.id });
    expect(await planOf((q) => ledgerPage(q, byUser, cursor, 20))).not.toContain('Sort');
    const byType = await filterSql(ctx.deps.db, { type: 'send_money' });
    expect(await planOf((q) => ledgerPage(q, byType, undefined, 20))).not.toContain('Sort');
  });
});
