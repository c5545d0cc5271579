import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../server/db/schema.ts';
import type { MoneyResult } from '../../src/contract/transfers.ts';
import { balancesOf, BAD_AMOUNTS, creditUser, expectLedgerHealthy, withRawAmount } from '../factories/money.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const adjust = (userId: string, body: Record<string, unknown>, token = admin, key?: string) =>
  call<MoneyResult & ErrorBody>(ctx.app, 'POST', `/api/admin/users/${userId}/balance`, {
    token,
    body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

describe('POST /api/admin/users/:id/balance', () => {
  it('adds and subtracts, returns the transaction and wallet, audits and notifies', async () => {
    const u = await registerUser(ctx.app);
    const added = await adjust(u.user.id, {
      wallet_type: 'main',
      amount: 150.25,
      type: 'add',
      reason: 'welcome credit',
    });
    expect(added.status).toBe(200);
    expect(added.body.transaction).toMatchObject({
      type: 'admin_adjustment',
      amount: 150.25,
      charge: 0,
      direction: 'credit',
      walletType: 'main',
    });
    expect(added.body.transaction.reference).toMatch(/^TRX[A-Z2-9]{10}$/);
    expect(added.body.wallets).toEqual([expect.objectContaining({ type: 'main', balance: 150.25 })]);

    const taken = await adjust(u.user.id, {
      wallet_type: 'main',
      amount: 50.25,
      type: 'subtract',
      reason: 'correction',
    });
    expect(taken.status).toBe(200);
    expect(taken.body.transaction.direction).toBe('debit');
    expect(await balancesOf(ctx.app, u.token)).toEqual({ main: 100, profit: 0 });

    const audits = await ctx.deps.db.select().from(auditLog).orderBy(desc(auditLog.id));
    expect(audits[0]).toMatchObject({
      action: 'balance.subtract',
      reason: 'correction',
      before: expect.objectContaining({ balance: 150.25 }),
      after: expect.objectContaining({ balance: 100 }),
    });
    const notes = await ctx.deps.db.select().from(notifications);
    expect(notes.filter((n) => n.userId === u.user.id)).toHaveLength(2);
  });

  it('refuses to take a wallet below zero with 422 INSUFFICIENT_FUNDS and changes nothing', async () => {
    const u = await registerUser(ctx.app);
    await creditUser(ctx.app, admin, u.user.id, 10, 'profit');
    const res = await adjust(u.user.id, { wallet_type: 'profit', amount: 10.01, type: 'subtract', reason: 'too much' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balancesOf(ctx.app, u.token)).toEqual({ main: 0, profit: 10 });
  });

  it('404s an unknown user, requires a reason, refuses bad amounts and non-admins', async () => {
    const u = await registerUser(ctx.app);
    expect((await adjust(randomUUID(), { wallet_type: 'main', amount: 1, type: 'add', reason: 'nobody' })).status).toBe(
      404,
    );
    expect((await adjust('not-a-uuid', { wallet_type: 'main', amount: 1, type: 'add', reason: 'nobody' })).status).toBe(
      404,
    );
    const noReason = await adjust(u.user.id, { wallet_type: 'main', amount: 1, type: 'add' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    for (const raw of BAD_AMOUNTS) {
      const res = await call<ErrorBody>(ctx.app, 'POST', `/api/admin/users/${u.user.id}/balance`, {
        token: admin,
        raw: withRawAmount({ wallet_type: 'main', type: 'add', reason: 'bad amount' }, raw),
      });
      expect(res.status, raw).toBe(400);
      expect(res.body.errors, raw).toHaveProperty('amount');
    }
    const asUser = await adjust(
      u.user.id,
      { wallet_type: 'main', amount: 1, type: 'add', reason: 'self service' },
      u.token,
    );
    expect(asUser.status).toBe(403);
    expect(await balancesOf(ctx.app, u.token)).toEqual({ main: 0, profit: 0 });
  });

  it('honours an Idempotency-Key per admin: the replay credits once', async () => {
    const u = await registerUser(ctx.app);
    const body = { wallet_type: 'main', amount: 20, type: 'add', reason: 'once only' };
    const first = await adjust(u.user.id, body, admin, 'adm-1');
    const again = await adjust(u.user.id, body, admin, 'adm-1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balancesOf(ctx.app, u.token)).toEqual({ main: 20, profit: 0 });
  });
});
