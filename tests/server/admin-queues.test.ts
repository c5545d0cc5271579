import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransactions } from '../../server/db/schema.ts';
import { deposits } from '../../server/db/schema-deposits.ts';
import { withdrawals } from '../../server/db/schema-withdrawals.ts';
import type { BulkApproveResponse } from '../../src/contract/admin-bulk.ts';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import { createDeposit, depositMethods, methodNamed, usdtAccount } from '../factories/payments.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;
let bank: DepositMethod;

beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 0);
  bob = await fundedUser(ctx.app, admin, 0);
  bank = await methodNamed(await depositMethods(ctx.app, alice.token), 'Bank transfer');
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const bulk = (kind: 'deposits' | 'withdrawals', body: unknown, opts: { token?: string; key?: string } = {}) =>
  call<BulkApproveResponse & ErrorBody>(ctx.app, 'POST', `/api/admin/${kind}/bulk-approve`, {
    token: opts.token ?? admin,
    body,
    ...(opts.key ? { headers: { 'Idempotency-Key': opts.key } } : {}),
  });
const mainOf = async (who: Funded) => (await balancesOf(ctx.app, who.token)).main;
const postingsOf = async (ids: string[]) => {
  const rows = await ctx.deps.db
    .select({ tx: deposits.ledgerTransactionId })
    .from(deposits)
    .where(inArray(deposits.id, ids));
  const txIds = rows.map((r) => r.tx).filter((t): t is string => t !== null);
  return txIds.length === 0
    ? []
    : ctx.deps.db.select().from(ledgerTransactions).where(inArray(ledgerTransactions.id, txIds));
};

describe('bulk approve of deposits', () => {
  it('approves each pending deposit once and answers per id: already reviewed is 409, unknown is 404', async () => {
    // Bank transfer: 1.00 fixed charge.
    const a1 = await createDeposit(ctx.app, alice.token, bank.id, '100');
    const a2 = await createDeposit(ctx.app, alice.token, bank.id, '150');
    const b1 = await createDeposit(ctx.app, bob.token, bank.id, '60');
    const done = await createDeposit(ctx.app, bob.token, bank.id, '80');
    expect((await call(ctx.app, 'POST', `/api/admin/deposits/${done.id}/approve`, { token: admin })).status).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const res = await bulk('deposits', { ids: [a1.id, done.id, a2.id, unknown, b1.id] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approved: 3, failed: 2, message: '3 approved, 2 not approved' });
    expect(res.body.results).toEqual([
      { id: a1.id, ok: true, message: 'Deposit approved' },
      { id: done.id, ok: false, status: 409, code: 'CONFLICT', message: 'This deposit has already been reviewed' },
      { id: a2.id, ok: true, message: 'Deposit approved' },
      { id: unknown, ok: false, status: 404, code: 'NOT_FOUND', message: 'Deposit not found' },
      { id: b1.id, ok: true, message: 'Deposit approved' },
    ]);
    // 99 + 149 for Alice, 59 + 79 for Bob: every deposit credited exactly once.
    expect(await mainOf(alice)).toBe(248);
    expect(await mainOf(bob)).toBe(138);
    expect(await postingsOf([a1.id, a2.id, b1.id, done.id])).toHaveLength(4);
    const audits = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'deposit.approve'));
    expect(audits.map((a) => a.targetId).sort()).toEqual([a1.id, a2.id, b1.id, done.id].sort());
  });

  it('two bulk calls and a single approve racing over the same deposits still credit each one once', async () => {
    const ids = [];
    for (const amount of ['100', '110', '120', '130'])
      ids.push((await createDeposit(ctx.app, alice.token, bank.id, amount)).id);
    const [first, second, single] = await Promise.all([
      bulk('deposits', { ids }),
      bulk('deposits', { ids: [...ids].reverse() }),
      call(ctx.app, 'POST', `/api/admin/deposits/${ids[2]}/approve`, { token: admin }),
    ]);
    const wins =
      [...first.body.results, ...second.body.results].filter((r) => r.ok).length + (single.status === 200 ? 1 : 0);
    expect(wins).toBe(4);
    const losers = [...first.body.results, ...second.body.results].filter((r) => !r.ok);
    expect(losers.every((r) => !r.ok && r.status === 409)).toBe(true);
    expect(await mainOf(alice)).toBe(99 + 109 + 119 + 129);
    expect(await postingsOf(ids)).toHaveLength(4);
  });

  it('a retry with the same Idempotency-Key replays the first answer and moves nothing', async () => {
    const d = await createDeposit(ctx.app, alice.token, bank.id, '60');
    const first = await bulk('deposits', { ids: [d.id] }, { key: 'bulk-key-1' });
    const again = await bulk('deposits', { ids: [d.id] }, { key: 'bulk-key-1' });
    expect(first.body).toMatchObject({ approved: 1, failed: 0, message: '1 deposit approved' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await mainOf(alice)).toBe(59);
  });

  it('refuses an empty or repeated list, more than 50 ids, and anyone but an admin', async () => {
    const d = await createDeposit(ctx.app, alice.token, bank.id, '60');
    expect((await bulk('deposits', { ids: [] })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { ids: 'must name at least one request' },
    });
    expect((await bulk('deposits', { ids: [d.id, d.id] })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { ids: 'must not repeat an id' },
    });
    expect((await bulk('deposits', { ids: Array.from({ length: 51 }, (_, i) => `id-${i}`) })).status).toBe(400);
    const asUser = await bulk('deposits', { ids: [d.id] }, { token: alice.token });
    expect(asUser.status).toBe(403);
    expect((await call(ctx.app, 'POST', '/api/admin/deposits/bulk-approve', { body: { ids: [d.id] } })).status).toBe(
      401,
    );
    expect(await mainOf(alice)).toBe(0);
  });
});

describe('bulk approve of withdrawals', () => {
  it('marks each pending withdrawal paid once and reports the ones already decided', async () => {
    const rich = await fundedUser(ctx.app, admin, 500);
    const account = await usdtAccount(ctx.app, rich.token);
    const ids: string[] = [];
    for (const amount of [50, 60]) {
      const res = await call<{ withdrawal: { id: string } }>(ctx.app, 'POST', '/api/withdrawals', {
        token: rich.token,
        body: { account_id: account.id, amount },
      });
      expect(res.status).toBe(200);
      ids.push(res.body.withdrawal.id);
    }
    const res = await bulk('withdrawals', { ids });
    expect(res.body).toMatchObject({ approved: 2, failed: 0, message: '2 withdrawals marked paid' });
    const again = await bulk('withdrawals', { ids });
    expect(again.body).toMatchObject({ approved: 0, failed: 2 });
    expect(again.body.results.every((r) => !r.ok && r.status === 409)).toBe(true);
    const rows = await ctx.deps.db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
    expect(rows.map((r) => r.status)).toEqual(['approved', 'approved']);
    expect(await mainOf(rich)).toBe(500 - 110);
  });
});

describe('review queues searched and sorted on the server', () => {
  type Page = {
    items: Array<{ reference: string; amount: number; user: { email: string } }>;
    nextCursor: string | null;
  } & ErrorBody;
  const queue = (query: string, token = admin) =>
    call<Page>(ctx.app, 'GET', `/api/admin/deposit-queue?${query}`, { token });

  it('finds a request by e-mail, username, reference or method beyond the first page, sorts by amount and pages by offset', async () => {
    const made: Record<string, string> = {};
    for (const [who, amount] of [
      [alice, '300'],
      [bob, '75'],
      [alice, '120'],
      [bob, '990.50'],
    ] as const) {
      made[amount] = (await createDeposit(ctx.app, who.token, bank.id, amount)).reference;
    }
    const newest = await queue('status=pending');
    expect(newest.body.items.map((d) => d.amount)).toEqual([990.5, 120, 75, 300]);
    const byEmail = await queue(`status=pending&q=${encodeURIComponent(bob.user.email.toUpperCase())}&sort=amount-asc`);
    expect(byEmail.body.items.map((d) => [d.user.email, d.amount])).toEqual([
      [bob.user.email, 75],
      [bob.user.email, 990.5],
    ]);
    expect((await queue(`q=${made['120']}`)).body.items.map((d) => d.reference)).toEqual([made['120']]);
    expect((await queue(`q=${alice.user.username}`)).body.items).toHaveLength(2);
    expect((await queue('q=bank%20TRANSFER')).body.items).toHaveLength(4);
    // A LIKE wildcard typed by the admin is text, not "anything".
    expect((await queue('q=%25')).body.items).toHaveLength(0);

    const first = await queue('sort=amount-desc&limit=3');
    expect(first.body.items.map((d) => d.amount)).toEqual([990.5, 300, 120]);
    expect(first.body.nextCursor).toBe('3');
    const second = await queue('sort=amount-desc&limit=3&cursor=3');
    expect(second.body).toMatchObject({ items: [{ amount: 75 }], nextCursor: null });
  });

  it('refuses a bad sort or cursor and anyone but an admin', async () => {
    expect((await queue('sort=largest')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { sort: 'must be newest, oldest, amount-desc or amount-asc' },
    });
    expect((await queue('cursor=abc')).status).toBe(400);
    expect((await queue('', alice.token)).status).toBe(403);
    expect(
      (await call(ctx.app, 'GET', '/api/admin/withdrawal-queue?status=pending', { token: alice.token })).status,
    ).toBe(403);
    expect(
      (await call<Page>(ctx.app, 'GET', '/api/admin/withdrawal-queue?status=pending', { token: admin })).body,
    ).toEqual({ items: [], nextCursor: null });
  });
});
