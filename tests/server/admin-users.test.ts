import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserRow } from '../../src/contract/admin-users.ts';
import type { AuditEntryView } from '../../src/contract/admin-audit.ts';
import { creditUser, expectLedgerHealthy, fundedUser } from '../factories/money.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let admin: { token: string; user: { id: string } };
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = await loginAdmin(ctx.app);
});

type Page = { items: AdminUserRow[]; nextCursor: string | null };
const list = (query = '') => call<Page & ErrorBody>(ctx.app, 'GET', `/api/admin/users${query}`, { token: admin.token });
const patch = (id: string, body: unknown, token = admin.token) =>
  call<{ message: string; data: AdminUserRow } & ErrorBody>(ctx.app, 'PATCH', `/api/admin/users/${id}`, {
    token,
    body,
  });

describe('GET /api/admin/users', () => {
  it('searches by name, username or e-mail and filters banned, KYC and balance', async () => {
    const ada = await registerUser(ctx.app, {
      firstName: 'Ada',
      lastName: 'Byron',
      username: 'countess',
      email: 'ada@example.com',
    });
    const bob = await registerUser(ctx.app, {
      firstName: 'Bob',
      lastName: 'Stone',
      username: 'bobby',
      email: 'bob@example.com',
    });
    const cat = await registerUser(ctx.app, {
      firstName: 'Cat',
      lastName: 'Wu',
      username: 'cat_wu',
      email: 'cat@example.com',
    });
    await creditUser(ctx.app, admin.token, bob.user.id, 25);
    await patch(cat.user.id, { banned: true, reason: 'fraud report' });
    await ctx.deps.db.execute(sql`INSERT INTO kyc_submissions (user_id, status, id_type, id_number, address, city, state, zip_code,
      address_country, first_name, last_name, phone, country, document_key, document_mime, document_name, document_size)
      VALUES (${ada.user.id}, 'pending', 'passport', 'X1', 'a', 'b', 'c', 'd', 'e', 'Ada', 'Byron', '1', 'UK', 'k', 'image/png', 'p.png', 10)`);

    const names = (p: Page) => p.items.map((u) => u.username).sort();
    expect(names((await list('?q=ada%20byr')).body)).toEqual(['countess']);
    expect(names((await list('?q=BOBBY')).body)).toEqual(['bobby']);
    expect(names((await list('?q=cat%40example')).body)).toEqual(['cat_wu']);
    expect(names((await list('?q=%25')).body)).toEqual([]);
    expect(names((await list('?q=t_w')).body)).toEqual(['cat_wu']);
    expect(names((await list('?banned=true')).body)).toEqual(['cat_wu']);
    expect(names((await list('?role=user&banned=false')).body)).toEqual(['bobby', 'countess']);
    expect(names((await list('?kyc=pending')).body)).toEqual(['countess']);
    expect(names((await list('?kyc=none&role=user')).body)).toEqual(['bobby', 'cat_wu']);
    expect(names((await list('?hasBalance=true')).body)).toEqual(['bobby']);
    const bobRow = (await list('?q=bobby')).body.items[0];
    expect(bobRow).toMatchObject({
      mainBalance: 25,
      profitBalance: 0,
      kycStatus: 'none',
      canSendMoney: true,
      bannedAt: null,
    });
    expect((await list('?banned=maybe')).status).toBe(400);
  });

  it('pages newest first with a keyset cursor', async () => {
    for (let i = 0; i < 5; i += 1) await registerUser(ctx.app);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof list>> = await list(
        `?role=user&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((u) => u.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect((await list('?cursor=bogus')).status).toBe(400);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers the profile, wallets, transactions, referrals and KYC; 404 for unknown ids', async () => {
    const parent = await registerUser(ctx.app);
    const child = await registerUser(ctx.app, { referralCode: parent.user.referralCode });
    const funded = await fundedUser(ctx.app, admin.token, 40);
    const res = await call<{ data: AdminUserDetail }>(ctx.app, 'GET', `/api/admin/users/${funded.user.id}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: funded.user.id, email: funded.user.email, mainBalance: 40 });
    expect(res.body.data.wallets.map((w) => w.type).sort()).toEqual(['main', 'profit']);
    expect(res.body.data.transactions[0]).toMatchObject({ type: 'admin_adjustment', amount: 40 });
    expect(res.body.data.kyc.status).toBe('none');
    for (const section of ['deposits', 'withdrawals', 'investments'] as const) {
      expect(res.body.data[section]).toMatchObject({ items: [] });
    }

    const p = await call<{ data: AdminUserDetail }>(ctx.app, 'GET', `/api/admin/users/${parent.user.id}`, {
      token: admin.token,
    });
    expect(p.body.data.referrals.total).toBe(1);
    expect(p.body.data.referrals.referees.map((r) => r.id)).toEqual([child.user.id]);
    const c = await call<{ data: AdminUserDetail }>(ctx.app, 'GET', `/api/admin/users/${child.user.id}`, {
      token: admin.token,
    });
    expect(c.body.data.referrals.referredBy?.id).toBe(parent.user.id);

    expect((await call(ctx.app, 'GET', `/api/admin/users/${randomUUID()}`, { token: admin.token })).status).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/admin/users/not-a-uuid', { token: admin.token })).status).toBe(404);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('bans with a reason: the token stops working at once, login is refused, and unban restores login', async () => {
    const u = await registerUser(ctx.app);
    expect((await call(ctx.app, 'GET', '/api/wallet/wallets', { token: u.token })).status).toBe(200);
    const banned = await patch(u.user.id, { banned: true, reason: 'chargeback fraud' });
    expect(banned.status).toBe(200);
    expect(banned.body.data).toMatchObject({ bannedAt: expect.any(String), banReason: 'chargeback fraud' });
    const refused = await call<ErrorBody>(ctx.app, 'GET', '/api/wallet/wallets', { token: u.token });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Session expired. Please log in again.');
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email: u.user.email, password: u.password } })).status,
    ).not.toBe(200);

    const unbanned = await patch(u.user.id, { banned: false, reason: 'appeal accepted' });
    expect(unbanned.body.data.bannedAt).toBeNull();
    // The old token stays revoked; a new login works.
    expect((await call(ctx.app, 'GET', '/api/wallet/wallets', { token: u.token })).status).toBe(401);
    expect(
      (await call(ctx.app, 'POST', '/api/auth/login', { body: { email: u.user.email, password: u.password } })).status,
    ).toBe(200);

    const audit = await call<{ items: AuditEntryView[] }>(ctx.app, 'GET', `/api/admin/audit?targetUser=${u.user.id}`, {
      token: admin.token,
    });
    expect(audit.body.items.map((e) => [e.action, e.reason])).toEqual([
      ['user.unban', 'appeal accepted'],
      ['user.ban', 'chargeback fraud'],
    ]);
    expect(audit.body.items[1]).toMatchObject({
      before: { banned: false },
      after: { banned: true, banReason: 'chargeback fraud' },
      actor: { id: admin.user.id },
    });
  });

  it('requires a reason to ban, refuses banning oneself or another admin, 404 for unknown users', async () => {
    const u = await registerUser(ctx.app);
    const noReason = await patch(u.user.id, { banned: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    expect((await patch(u.user.id, {})).status).toBe(400);
    expect((await patch(u.user.id, { banned: true, reason: 'x', role: 'admin' })).status).toBe(400);
    const self = await patch(admin.user.id, { banned: true, reason: 'oops' });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('You cannot ban or unban yourself');
    await ctx.deps.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${u.user.id}`);
    const other = await patch(u.user.id, { banned: true, reason: 'nope' });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('Administrators cannot be banned');
    expect((await patch(randomUUID(), { canDeposit: false })).status).toBe(404);
  });

  it('turns off send money for one user: quote and send are refused with a clear message, audited', async () => {
    const sender = await fundedUser(ctx.app, admin.token, 100);
    const other = await registerUser(ctx.app);
    const res = await patch(sender.user.id, { canSendMoney: false, canWithdraw: false, reason: 'under review' });
    expect(res.body.data).toMatchObject({ canSendMoney: false, canWithdraw: false, canDeposit: true });
    const body = { sender_wallet_id: sender.main.id, recipient_email: other.user.email, amount: 10 };
    const send = await call<ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
      token: sender.token,
      body,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(send.status).toBe(403);
    expect(send.body.message).toBe('Sending money is disabled for your account. Please contact support.');
    expect(
      (await call(ctx.app, 'POST', '/api/send-money/calculate-charge', { token: sender.token, body })).status,
    ).toBe(403);

    await patch(sender.user.id, { canSendMoney: true });
    const ok = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: sender.token,
      body,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(ok.status).toBe(200);
    const audit = await call<{ items: AuditEntryView[] }>(
      ctx.app,
      'GET',
      `/api/admin/audit?targetUser=${sender.user.id}&targetType=user`,
      { token: admin.token },
    );
    expect(audit.body.items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.switches', { canSendMoney: false }, { canSendMoney: true }],
      ['user.switches', { canSendMoney: true, canWithdraw: true }, { canSendMoney: false, canWithdraw: false }],
    ]);
    await expectLedgerHealthy(ctx.deps.db);
  });
});
