import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications, transfers, users } from '../../server/db/schema.ts';
import { maskEmail, type MoneyResult, type TransferLogItem } from '../../src/contract/transfers.ts';
import type { ChargeQuote } from '../../src/contract/wallet.ts';
import {
  balancesOf,
  BAD_AMOUNTS,
  expectLedgerHealthy,
  fundedUser,
  withRawAmount,
  type Funded,
} from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { ADMIN, resetDatabase, type TestContext } from '../setup/test-app.ts';
import { call } from '../setup/http.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 1000, 50);
  bob = await fundedUser(ctx.app, admin, 0);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const send = (token: string, body: Record<string, unknown>) =>
  call<MoneyResult & ErrorBody>(ctx.app, 'POST', '/api/send-money-now', { token, body });
const toBob = (amount: unknown, extra: Record<string, unknown> = {}) => ({
  sender_wallet_id: alice.main.id,
  recipient_email: bob.user.email,
  amount,
  ...extra,
});
const unchanged = async () => {
  expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 1000, profit: 50 });
  expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 0, profit: 0 });
};

describe('send money', () => {
  it('quotes and sends: the sender pays the charge on top, both are notified, a transfer row is written', async () => {
    const q = await call<ChargeQuote>(ctx.app, 'POST', '/api/send-money/calculate-charge', {
      token: alice.token,
      body: toBob(100),
    });
    expect(q.status).toBe(200);
    // Default: 0.50 fixed + 1%.
    expect(q.body).toEqual({
      amount: 100,
      charge: 1.5,
      receive_amount: 100,
      total_debit: 101.5,
      currency: 'USD',
      second_factor_required: false,
      step_up_required: false,
    });
    const res = await send(alice.token, toBob(100, { note: 'rent' }));
    expect(res.status).toBe(200);
    expect(res.body.transaction).toMatchObject({
      type: 'send_money',
      amount: 100,
      charge: 1.5,
      direction: 'debit',
      walletType: 'main',
    });
    expect(res.body.wallets).toEqual([expect.objectContaining({ type: 'main', balance: 898.5 })]);
    expect(await balancesOf(ctx.app, alice.token)).toEqual({ main: 898.5, profit: 50 });
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 100, profit: 0 });
    const rows = await ctx.deps.db.select().from(transfers);
    expect(rows).toEqual([
      expect.objectContaining({
        senderUserId: alice.user.id,
        recipientUserId: bob.user.id,
        amountCents: 10000,
        chargeCents: 150,
        note: 'rent',
      }),
    ]);
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.link, '/user/send-money/log'));
    expect(notes.map((n) => n.userId).sort()).toEqual([alice.user.id, bob.user.id].sort());

    const bobLog = await call<{ items: TransferLogItem[] }>(ctx.app, 'GET', '/api/send-money/logs', {
      token: bob.token,
    });
    expect(bobLog.body.items).toEqual([
      expect.objectContaining({
        direction: 'received',
        counterpartyEmail: maskEmail(alice.user.email),
        amount: 100,
        charge: 0,
        note: 'rent',
        status: 'completed',
      }),
    ]);
  });

  it('refuses insufficient funds (amount + charge) and changes nothing', async () => {
    const res = await send(alice.token, toBob(995));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    await unchanged();
  });

  it('enforces min, max and the daily limit with 422 LIMIT_EXCEEDED naming amount', async () => {
    await call(ctx.app, 'PUT', '/api/admin/settings', {
      token: admin,
      body: { sendMoneyMin: 5, sendMoneyMax: 300, sendMoneyDailyLimit: 400 },
    });
    for (const amount of [4.99, 300.01]) {
      const res = await send(alice.token, toBob(amount));
      expect(res.status, String(amount)).toBe(422);
      expect(res.body.code).toBe('LIMIT_EXCEEDED');
      expect(res.body.errors).toHaveProperty('amount');
    }
    await unchanged();
    expect((await send(alice.token, toBob(300))).status).toBe(200);
    const over = await send(alice.token, toBob(100.01));
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('LIMIT_EXCEEDED');
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 300, profit: 0 });
    expect((await send(alice.token, toBob(100))).status).toBe(200);
    // The next UTC day starts a new allowance.
    ctx.clock.offsetMs = 24 * 3600 * 1000;
    expect((await send(alice.token, toBob(100))).status).toBe(200);
  });

  it("refuses sending to oneself, from the Profit wallet, or from another user's wallet", async () => {
    const self = await send(alice.token, toBob(10, { recipient_email: alice.user.email.toUpperCase() }));
    expect(self.status).toBe(422);
    expect(self.body.errors).toHaveProperty('recipient_email');
    const profit = await send(alice.token, toBob(10, { sender_wallet_id: alice.profit.id }));
    expect(profit.status).toBe(422);
    expect(profit.body.message).toMatch(/Only the Main wallet can send/);
    const theirs = await send(alice.token, toBob(10, { sender_wallet_id: bob.main.id }));
    expect(theirs.status).toBe(404);
    await unchanged();
  });

  it('404s an unknown, banned or admin recipient with RECIPIENT_NOT_FOUND naming recipient_email', async () => {
    const carol = await fundedUser(ctx.app, admin, 0);
    await ctx.deps.db.update(users).set({ bannedAt: sql`now()` }).where(eq(users.id, carol.user.id));
    for (const email of ['nobody@example.com', carol.user.email, ADMIN.email]) {
      const res = await send(alice.token, toBob(10, { recipient_email: email }));
      expect(res.status, email).toBe(404);
      expect(res.body).toMatchObject({ code: 'RECIPIENT_NOT_FOUND', message: 'Recipient not found' });
      expect(res.body.errors).toHaveProperty('recipient_email');
    }
    await unchanged();
  });

  it('refuses malformed amounts with 400 naming amount', async () => {
    for (const path of ['/api/send-money-now', '/api/send-money/calculate-charge']) {
      for (const raw of BAD_AMOUNTS) {
        const res = await call<ErrorBody>(ctx.app, 'POST', path, {
          token: alice.token,
          raw: withRawAmount({ sender_wallet_id: alice.main.id, recipient_email: bob.user.email }, raw),
        });
        expect(res.status, `${path} ${raw}`).toBe(400);
        expect(res.body.errors, raw).toHaveProperty('amount');
      }
    }
    await unchanged();
  });

  it('pages the transfer log newest first with a keyset cursor', async () => {
    for (const amount of [1, 2, 3, 4, 5]) expect((await send(alice.token, toBob(amount))).status).toBe(200);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/api/send-money/logs?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await call<{ items: TransferLogItem[]; nextCursor: string | null }>(ctx.app, 'GET', path, {
        token: alice.token,
      });
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((i) => i.amount));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    expect((await call(ctx.app, 'GET', '/api/send-money/logs?cursor=garbage', { token: alice.token })).status).toBe(
      400,
    );
  });
});
