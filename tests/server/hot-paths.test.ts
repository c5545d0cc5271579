import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { listUserWallets, toPublicWallet } from '../../server/modules/wallets/wallets.repo.ts';
import type { Transaction } from '../../src/contract/transaction-shape.ts';
import type { MoneyResult } from '../../src/contract/transfers.ts';
import { balancesOf, expectLedgerHealthy, fundedUser, type Funded } from '../factories/money.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody, Wallet } from '../setup/types.ts';

/**
 * The two hot routes answer from SQL written for them (migration 0009): POST /api/send-money-now
 * checks the session, claims the key, sends and records in one statement; GET /api/wallet/wallets
 * reads the session with the wallets. These pin that they keep the guards' rules and the
 * TypeScript views' shapes.
 */
let ctx: TestContext;
let admin: string;
let alice: Funded;
let bob: Funded;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
  alice = await fundedUser(ctx.app, admin, 500);
  bob = await fundedUser(ctx.app, admin, 0);
});
afterEach(async () => {
  await expectLedgerHealthy(ctx.deps.db);
});

const send = (token: string, amount: unknown, key?: string) =>
  call<MoneyResult & ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
    token,
    body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount },
    ...(key !== undefined ? { headers: { 'Idempotency-Key': key } } : {}),
  });
const keyCount = async () =>
  Number(
    (
      await queryRows<{ n: unknown }>(ctx.deps.db, sql`SELECT count(*) AS n FROM idempotency_keys WHERE key LIKE 'k-%'`)
    )[0]?.n,
  );
const sentCount = async () =>
  Number((await queryRows<{ n: unknown }>(ctx.deps.db, sql`SELECT count(*) AS n FROM transfers`))[0]?.n);

describe('POST /api/send-money-now in one statement', () => {
  it('answers with the same transaction and wallet as the TypeScript views, and replays that answer', async () => {
    // 12.50 + 0.63 charge (0.50 + 1 %, rounded half up).
    const first = await send(alice.token, 12.5, 'same-shape');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const history = await call<Transaction[]>(ctx.app, 'GET', '/api/transactions/user?type=send_money', {
      token: alice.token,
    });
    expect(first.body.transaction).toEqual(history.body[0]);
    const wallets = await call<Wallet[]>(ctx.app, 'GET', '/api/wallet/wallets', { token: alice.token });
    expect(first.body.wallets).toEqual([wallets.body.find((w) => w.type === 'main')]);
    expect(first.body).toMatchObject({ message: 'Money sent successfully', wallets: [{ balance: 486.87 }] });

    const replay = await send(alice.token, 12.5, 'same-shape');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await sentCount()).toBe(1);
  });

  it('refuses a revoked token, a banned sender and an admin before claiming the key or moving money', async () => {
    const logout = await call(ctx.app, 'POST', '/api/auth/logout', { token: alice.token });
    expect(logout.status).toBe(200);
    const revoked = await send(alice.token, 10, 'k-revoked');
    expect([revoked.status, revoked.body.code]).toEqual([401, 'SESSION_EXPIRED']);

    const carol = await fundedUser(ctx.app, admin, 100);
    const ban = await call(ctx.app, 'PATCH', `/api/admin/users/${carol.user.id}`, {
      token: admin,
      body: { banned: true, reason: 'fraud' },
    });
    expect(ban.status).toBe(200);
    const banned = await call<ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
      token: carol.token,
      body: { sender_wallet_id: carol.main.id, recipient_email: bob.user.email, amount: 10 },
      headers: { 'Idempotency-Key': 'k-banned' },
    });
    expect([banned.status, banned.body.code]).toEqual([401, 'SESSION_EXPIRED']);

    const asAdmin = await send(admin, 10, 'k-admin');
    expect([asAdmin.status, asAdmin.body.code]).toEqual([403, 'FORBIDDEN']);

    expect(await keyCount()).toBe(0);
    expect(await sentCount()).toBe(0);
    expect(await balancesOf(ctx.app, bob.token)).toEqual({ main: 0, profit: 0 });
  });

  it('checks the session before the body, and records a refused body under its key', async () => {
    await call(ctx.app, 'POST', '/api/auth/logout', { token: alice.token });
    expect((await send(alice.token, 'abc')).status).toBe(401);

    const fresh = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: alice.user.email, password: alice.password },
    });
    const bad = await send(fresh.body.token, 'abc', 'k-bad');
    expect([bad.status, bad.body.errors]).toEqual([400, expect.objectContaining({ amount: expect.any(String) })]);
    const again = await send(fresh.body.token, 'abc', 'k-bad');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(bad.body);
    const tooLong = await send(fresh.body.token, 10, 'x'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(await sentCount()).toBe(0);
  });

  it('records a business refusal with its rendered answer, so a retry gets the same one', async () => {
    const refused = await send(alice.token, 600, 'k-poor');
    expect([refused.status, refused.body.code]).toEqual([422, 'INSUFFICIENT_FUNDS']);
    const rows = await queryRows<{ state: string; response_status: number }>(
      ctx.deps.db,
      sql`SELECT state, response_status FROM idempotency_keys WHERE key = 'k-poor'`,
    );
    expect(rows).toEqual([{ state: 'done', response_status: 422 }]);
    const retry = await send(alice.token, 600, 'k-poor');
    expect(retry.body).toEqual(refused.body);
    expect(await sentCount()).toBe(0);
  });
});

describe('GET /api/wallet/wallets with the session in the same query', () => {
  it('answers toPublicWallet of each wallet, main first', async () => {
    await send(alice.token, 0.5);
    const res = await call<Wallet[]>(ctx.app, 'GET', '/api/wallet/wallets', { token: alice.token });
    expect(res.status).toBe(200);
    const rows = await listUserWallets(ctx.deps.db, alice.user.id);
    expect(res.body).toEqual(rows.map(toPublicWallet));
    expect(res.body.map((w) => w.type)).toEqual(['main', 'profit']);
  });

  it('refuses a revoked token with 401 and an admin with 403', async () => {
    await call(ctx.app, 'POST', '/api/auth/logout', { token: alice.token });
    const revoked = await call<ErrorBody>(ctx.app, 'GET', '/api/wallet/wallets', { token: alice.token });
    expect([revoked.status, revoked.body.code]).toEqual([401, 'SESSION_EXPIRED']);
    const asAdmin = await call<ErrorBody>(ctx.app, 'GET', '/api/wallet/wallets', { token: admin });
    expect([asAdmin.status, asAdmin.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await call(ctx.app, 'GET', '/api/wallet/wallets')).status).toBe(401);
  });
});
