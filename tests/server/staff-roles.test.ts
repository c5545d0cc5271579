import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../src/contract/admin-audit.ts';
import type { StaffAccess, StaffMember } from '../../src/contract/staff.ts';
import { staffSession } from '../factories/staff.ts';
import { codeAt } from '../factories/two-factor.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { ADMIN, resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

let ctx: TestContext;
let owner: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  owner = (await loginAdmin(ctx.app)).token;
});

type Answer = { data: StaffMember } & ErrorBody;
const list = (token: string) =>
  call<{ data: StaffMember[] } & ErrorBody>(ctx.app, 'GET', '/api/admin/staff', { token });
const patch = (token: string, id: string, body: Record<string, unknown>) =>
  call<Answer>(ctx.app, 'PATCH', `/api/admin/staff/${id}`, { token, body });
const add = (token: string, body: Record<string, unknown>) =>
  call<Answer>(ctx.app, 'POST', '/api/admin/staff', { token, body });
const access = (token: string) =>
  call<{ data: StaffAccess } & ErrorBody>(ctx.app, 'GET', '/api/admin/access', { token });
const ownerId = async () => (await list(owner)).body.data.find((m) => m.email === ADMIN.email)?.id ?? '';
const auditActions = async () =>
  (await call<{ items: AuditEntryView[] }>(ctx.app, 'GET', '/api/admin/audit', { token: owner })).body.items.map(
    (e) => e.action,
  );

describe('staff roles', () => {
  it('make the first admin an owner, who sees the whole team and every permission', async () => {
    const team = await list(owner);
    expect(team.status).toBe(200);
    expect(team.body.data).toEqual([expect.objectContaining({ email: ADMIN.email, role: 'owner', active: true })]);
    const mine = await access(owner);
    expect(mine.body.data.role).toBe('owner');
    expect(mine.body.data.permissions).toContain('staff.manage');
  });

  it('add an admin by invitation mail: the link sets the password, the role limits what they reach; audited', async () => {
    const res = await add(owner, { email: 'Fin@Example.com', firstName: 'Fiona', lastName: 'Nance', role: 'finance' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'fin@example.com',
      role: 'finance',
      active: true,
      twoFactorEnabled: false,
    });
    const mail = await lastMailTo(ctx, 'fin@example.com', 'staff_invitation');
    expect(mail?.subject).toBe('You have been invited to the admin team');
    expect(mail?.text).toMatch(/as finance staff/);
    expect(await auditActions()).toContain('staff.add');
    // The same address twice, or a role that does not exist: refused, naming the field.
    expect(
      (await add(owner, { email: 'fin@example.com', firstName: 'F', lastName: 'N', role: 'finance' })).body.code,
    ).toBe('EMAIL_TAKEN');
    const bad = await add(owner, { email: 'x@example.com', firstName: 'F', lastName: 'N', role: 'janitor' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.role).toMatch(/owner, finance, compliance or support/);

    const finance = await staffSession(ctx, 'finance', owner);
    expect((await access(finance.token)).body.data).toMatchObject({ role: 'finance' });
    expect((await call(ctx.app, 'GET', '/api/admin/deposits', { token: finance.token })).status).toBe(200);
    const staffPage = await list(finance.token);
    expect(staffPage.status).toBe(403);
    expect(staffPage.body.code).toBe('STAFF_PERMISSION_REQUIRED');
  });

  it('take a role change into account on the very next request of the same session', async () => {
    const member = await staffSession(ctx, 'finance', owner);
    expect((await call(ctx.app, 'GET', '/api/admin/deposits', { token: member.token })).status).toBe(200);
    expect((await call<ErrorBody>(ctx.app, 'GET', '/api/admin/tickets', { token: member.token })).body.code).toBe(
      'STAFF_PERMISSION_REQUIRED',
    );

    expect((await patch(owner, member.user.id, { role: 'support' })).body.data.role).toBe('support');
    const deposits = await call<ErrorBody>(ctx.app, 'GET', '/api/admin/deposits', { token: member.token });
    expect(deposits.status).toBe(403);
    expect(deposits.body.code).toBe('STAFF_PERMISSION_REQUIRED');
    expect(deposits.body.message).toContain('deposits.review');
    expect((await call(ctx.app, 'GET', '/api/admin/tickets', { token: member.token })).status).toBe(200);
    expect(await auditActions()).toContain('staff.role');
  });

  it('never leave the platform without an active owner: the last one cannot be demoted or deactivated', async () => {
    const me = await ownerId();
    for (const body of [{ role: 'finance' }, { active: false }]) {
      const res = await patch(owner, me, body);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('LAST_OWNER');
    }
    expect((await access(owner)).body.data.role).toBe('owner');
    // With a second owner, the first may step down.
    const second = await staffSession(ctx, 'owner', owner);
    expect((await patch(second.token, me, { role: 'compliance' })).status).toBe(200);
    expect((await patch(second.token, second.user.id, { role: 'support' })).body.code).toBe('LAST_OWNER');
  });

  it('let exactly one of two owners demoting each other at the same moment win', async () => {
    const me = await ownerId();
    const second = await staffSession(ctx, 'owner', owner);
    const [a, b] = await Promise.all([
      patch(owner, second.user.id, { role: 'finance' }),
      patch(second.token, me, { role: 'finance' }),
    ]);
    // The loser is refused either by the lock (409 LAST_OWNER) or, had the winner committed first, by its lost role (403).
    const loser = a.status === 200 ? b : a;
    expect([a.status, b.status]).toContain(200);
    expect(['LAST_OWNER', 'STAFF_PERMISSION_REQUIRED']).toContain(loser.body.code);
    const owners = (await list(a.status === 200 ? owner : second.token)).body.data.filter(
      (m) => m.role === 'owner' && m.active,
    );
    expect(owners).toHaveLength(1);
  });

  it('deactivate an admin: their session ends at once and they cannot sign in until reactivated', async () => {
    const member = await staffSession(ctx, 'support', owner);
    expect((await call(ctx.app, 'GET', '/api/admin/tickets', { token: member.token })).status).toBe(200);
    expect((await patch(owner, member.user.id, { active: false })).body.data.active).toBe(false);
    expect((await call(ctx.app, 'GET', '/api/admin/tickets', { token: member.token })).status).toBe(401);
    const login = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', {
      body: { email: member.user.email, password: member.password },
    });
    expect(login.body.code).toBe('ACCOUNT_BANNED');
    expect((await patch(owner, member.user.id, { active: true })).body.data.active).toBe(true);
    // (With two-factor required, the member set it up at the first sign-in: a code is part of signing in.)
    const totp = member.secret ? { totp: await codeAt(ctx, member.secret) } : {};
    expect(
      (
        await call(ctx.app, 'POST', '/api/auth/login', {
          body: { email: member.user.email, password: member.password, ...totp },
        })
      ).status,
    ).toBe(200);
    expect(await auditActions()).toEqual(expect.arrayContaining(['staff.deactivate', 'staff.reactivate']));
    // Only admins are staff: an investor's id is not found.
    const investor = await call<{ user: { id: string } }>(ctx.app, 'POST', '/api/auth/register', {
      body: {
        email: 'inv@example.com',
        password: 'correct horse battery',
        username: 'inv1',
        firstName: 'I',
        lastName: 'V',
        phone: '+1 555 0100',
        country: 'US',
      },
    });
    expect((await patch(owner, investor.body.user.id, { role: 'owner' })).status).toBe(404);
  });
});
