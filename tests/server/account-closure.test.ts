import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { closeAccount, steppedUpClose } from '../factories/account-data.ts';
import { createSchema, invest } from '../factories/invest.ts';
import { expectLedgerHealthy, fundedUser } from '../factories/money.ts';
import { createDeposit, depositMethods, methodNamed, usdtAccount } from '../factories/payments.ts';
import { loginAdmin, newUserInput, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { browserKeys } from '../setup/push-service.ts';
import { ensureSteppedUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});

describe('POST /api/account/close refused while money is left', () => {
  it('needs a step-up first (403 STEP_UP_REQUIRED) and closes nothing', async () => {
    const user = await registerUser(ctx.app);
    const res = await closeAccount(ctx.app, user.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('STEP_UP_REQUIRED');
    expect((await call(ctx.app, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
  });

  it('answers 409 naming each wallet with money, active investment, pending deposit and pending withdrawal, with how to empty it', async () => {
    const alice = await fundedUser(ctx.app, admin, 800, 15);
    const plan = await createSchema(ctx.app, admin);
    const made = await invest(ctx.app, alice.token, plan.id, 300);
    const usdt = await methodNamed(await depositMethods(ctx.app, alice.token), 'USDT (TRC20)');
    const deposit = await createDeposit(ctx.app, alice.token, usdt.id, '50');
    const account = await usdtAccount(ctx.app, alice.token);
    const withdrawal = await call<{ withdrawal: { id: string } }>(ctx.app, 'POST', '/api/withdrawals', {
      token: alice.token,
      body: { account_id: account.id, amount: 100 },
      headers: { 'Idempotency-Key': 'close-w-1' },
    });
    expect(withdrawal.status).toBe(200);
    const res = await steppedUpClose(ctx.app, alice.token);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ACCOUNT_NOT_EMPTY');
    const keys = Object.keys(res.body.errors ?? {});
    expect(keys).toContain(`wallet:${alice.main.id}`);
    expect(keys).toContain(`wallet:${alice.profit.id}`);
    expect(keys.filter((k) => k.startsWith('investment:'))).toHaveLength(1);
    expect(keys).toContain(`deposit:${deposit.id}`);
    expect(keys.filter((k) => k.startsWith('withdrawal:'))).toHaveLength(1);
    expect(res.body.errors?.[`wallet:${alice.profit.id}`]).toMatch(/15\.00.*withdraw it/);
    expect(made).toBeTruthy();
    // Nothing changed: the account signs in and still holds its data.
    const me = await call<{ user: { email: string } }>(ctx.app, 'GET', '/api/auth/me', { token: alice.token });
    expect(me.body.user.email).toBe(alice.user.email);
  });
});

describe('a closure that goes through', () => {
  async function closedUser() {
    const input = newUserInput({ firstName: 'Zenobia', lastName: 'Quartermaine', phone: '+44 20 7946 0123' });
    const reg = await call<{ token: string; user: { id: string } }>(ctx.app, 'POST', '/api/auth/register', {
      body: input,
    });
    expect(reg.status).toBe(201);
    const token = reg.body.token;
    const sub = await call(ctx.app, 'POST', '/api/push/subscribe', {
      token,
      body: { endpoint: 'https://push.example.com/send/zen', expirationTime: null, keys: browserKeys().json },
    });
    expect(sub.status).toBeLessThan(300);
    const second = await call<{ token: string }>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(second.status).toBe(200);
    await ensureSteppedUp(ctx.app, token, input.password);
    const res = await closeAccount(ctx.app, token);
    expect(res.status).toBe(200);
    return { input, token, other: second.body.token, id: reg.body.user.id, res };
  }

  it('revokes every session, refuses sign-in with a clear message, removes push subscriptions and keeps the ledger whole', async () => {
    const { input, token, other, id, res } = await closedUser();
    expect(res.body).toEqual({
      closed: true,
      pseudonym: `Closed account ${id.replace(/-/g, '').slice(0, 4).toUpperCase()}`,
    });
    for (const t of [token, other]) expect((await call(ctx.app, 'GET', '/api/auth/me', { token: t })).status).toBe(401);
    const login = await call<{ code: string; message: string }>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('ACCOUNT_CLOSED');
    expect(login.body.message).toMatch(/closed/);
    const byName = await call<{ code: string }>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: input.username, password: input.password },
    });
    expect(byName.body.code).toBe('ACCOUNT_CLOSED');
    // A guesser without the password learns nothing about the closed address.
    const guess = await call<{ code: string }>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: input.email, password: 'not the password 1' },
    });
    expect(guess.status).toBe(401);
    expect(guess.body.code).toBe('INVALID_CREDENTIALS');
    expect(await queryRows(ctx.deps.db, sql`SELECT id FROM push_subscriptions WHERE user_id = ${id}`)).toHaveLength(0);
    expect(
      await queryRows(ctx.deps.db, sql`SELECT id FROM user_sessions WHERE user_id = ${id} AND revoked_at IS NULL`),
    ).toHaveLength(0);
    await expectLedgerHealthy(ctx.deps.db);
    // A second close (a replayed request) finds no open account.
    expect((await closeAccount(ctx.app, token)).status).toBe(401);
  });

  it('lets the same e-mail register again as a new account, which signs in', async () => {
    const { input, id } = await closedUser();
    const again = await call<{ user: { id: string } }>(ctx.app, 'POST', '/api/auth/register', { body: { ...input } });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(id);
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email: input.email, password: input.password } }))
        .status,
    ).toBe(200);
  });

  it('shows admins the closed account under its pseudonym, never its erased data', async () => {
    const { input, id } = await closedUser();
    const detail = await call<Record<string, unknown>>(ctx.app, 'GET', `/api/admin/users/${id}`, { token: admin });
    expect(detail.status).toBe(200);
    const text = JSON.stringify(detail.body);
    expect(text).toContain('Closed account');
    for (const gone of [input.email, input.firstName, input.lastName, input.phone]) expect(text).not.toContain(gone);
    const list = await call<Record<string, unknown>>(ctx.app, 'GET', '/api/admin/users?q=Closed', { token: admin });
    expect(JSON.stringify(list.body)).toContain(id);
  });

  it('flags closed accounts in the admin list, and the closed filter finds them and only them', async () => {
    const { id } = await closedUser();
    const open = await registerUser(ctx.app);
    type Page = { items: Array<{ id: string; closedAt: string | null }> };
    const all = await call<Page>(ctx.app, 'GET', '/api/admin/users?role=user', { token: admin });
    expect(all.body.items.find((u) => u.id === id)?.closedAt).toEqual(expect.any(String));
    expect(all.body.items.find((u) => u.id === open.user.id)?.closedAt).toBeNull();
    const closed = await call<Page>(ctx.app, 'GET', '/api/admin/users?role=user&closed=true', { token: admin });
    expect(closed.body.items.map((u) => u.id)).toEqual([id]);
    const notClosed = await call<Page>(ctx.app, 'GET', '/api/admin/users?role=user&closed=false', { token: admin });
    expect(notClosed.body.items.map((u) => u.id)).toContain(open.user.id);
    expect(notClosed.body.items.map((u) => u.id)).not.toContain(id);
    const bad = await call(ctx.app, 'GET', '/api/admin/users?closed=maybe', { token: admin });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('closed');
  });
});
