import { stepUp } from '../setup/step-up.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { MAX_ATTEMPTS } from '../../server/modules/mail/mail.sender.ts';
import type { AdminMail, AdminMailPage, AdminMailResend } from '../../src/contract/admin-mail.ts';
import { distributeProfits } from '../../server/jobs/profit-engine.ts';
import { createSchema, invest } from '../factories/invest.ts';
import { fundedUser } from '../factories/money.ts';
import { ownedObjects } from '../factories/owned-objects.ts';
import { enableTwoFactor } from '../factories/two-factor.ts';
import { createDeposit, depositMethods, methodNamed } from '../factories/payments.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { deadPort, queueLoad, senderTo, statusCounts } from '../setup/mail-harness.ts';
import { lastMailTo, mailsTo } from '../setup/outbox.ts';
import { SmtpSink } from '../setup/smtp-sink.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});

describe('mail is written in the transaction of its event', () => {
  it('queues registration, deposit, money-received and security mails as the events happen', async () => {
    const alice = await fundedUser(ctx.app, admin, 500);
    const bob = await registerUser(ctx.app);
    expect((await mailsTo(ctx, bob.user.email)).map((m) => m.template)).toEqual(['welcome']);

    const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 120 },
    });
    expect(sent.status).toBe(200);
    const refused = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 100_000 },
    });
    expect(refused.status).toBe(422);
    const bobs = await mailsTo(ctx, bob.user.email);
    expect(bobs.map((m) => m.template)).toEqual(['welcome', 'money_received']);
    expect(bobs[1]?.subject).toBe('You received 120.00 USD');

    const usdt = await methodNamed(await depositMethods(ctx.app, bob.token), 'USDT (TRC20)');
    const deposit = await createDeposit(ctx.app, bob.token, usdt.id, '100');
    expect((await call(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, { token: admin })).status).toBe(
      200,
    );
    await stepUp(ctx.app, bob.token, bob.password);
    const pw = await call(ctx.app, 'POST', '/api/auth/change-password', {
      token: bob.token,
      body: {
        currentPassword: bob.password,
        newPassword: 'another horse battery',
        confirmPassword: 'another horse battery',
      },
    });
    expect(pw.status).toBe(200);
    expect((await mailsTo(ctx, bob.user.email)).map((m) => m.template)).toEqual([
      'welcome',
      'money_received',
      'deposit_received',
      'deposit_approved',
      'password_changed',
    ]);
  });

  it('mails withdrawals, investments (made and completed with capital back), KYC, ticket replies and two-factor changes', async () => {
    const u = await ownedObjects(ctx.app, admin);
    const plan = await createSchema(ctx.app, admin, {
      name: 'Quick plan',
      periods: 1,
      intervalHours: 1,
      capitalBack: true,
    });
    await invest(ctx.app, u.token, plan.id, 100);
    await distributeProfits(ctx.deps, new Date(ctx.deps.now().getTime() + 2 * 3_600_000));
    expect((await call(ctx.app, 'POST', `/api/admin/kyc/${u.kycId}/approve`, { token: admin })).status).toBe(200);
    expect(
      (
        await call(ctx.app, 'POST', `/api/admin/tickets/${u.ticketId}/messages`, {
          token: admin,
          body: { message: 'On it' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(ctx.app, 'POST', `/api/admin/withdrawals/${u.withdrawalId}/reject`, {
          token: admin,
          body: { reason: 'Wrong address' },
        })
      ).status,
    ).toBe(200);
    await enableTwoFactor(ctx, u.token);
    const all = await mailsTo(ctx, u.user.email);
    // The factory also asked for a data export; its job mails when it is built, whenever that is.
    expect(all.filter((m) => m.subject === 'Your data export is ready')).toHaveLength(1);
    const mails = all.filter((m) => m.subject !== 'Your data export is ready');
    expect(mails.map((m) => m.template)).toEqual([
      'welcome',
      'deposit_received',
      // A payout account added is a security mail (withdrawal protection).
      'withdrawal_account_changed',
      'withdrawal_requested',
      'investment_made',
      'investment_made',
      'kyc_approved',
      'ticket_answered',
      'withdrawal_rejected',
      'two_factor_on',
      // Dated at the end of its last period, which the engine was asked to pay ahead of the clock.
      'investment_completed',
    ]);
    expect(mails.find((m) => m.template === 'investment_completed')?.subject).toBe(
      'Your investment in Quick plan is complete',
    );
    const completed = await lastMailTo(ctx, u.user.email, 'investment_completed');
    expect(completed?.text).toContain('Capital returned: 100.00 USD');
  });

  it('leaves no mail when the event rolls back, and exactly one when it is done again', async () => {
    const bob = await registerUser(ctx.app);
    const usdt = await methodNamed(await depositMethods(ctx.app, bob.token), 'USDT (TRC20)');
    const deposit = await createDeposit(ctx.app, bob.token, usdt.id, '100');
    // The approval's last write (its audit entry) fails: the whole approval, mail included, rolls back.
    await ctx.deps.db.execute(
      sql.raw(
        `CREATE FUNCTION test_fail_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit store down'; END $$`,
      ),
    );
    await ctx.deps.db.execute(
      sql.raw(
        'CREATE TRIGGER test_fail_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_fail_audit()',
      ),
    );
    try {
      const failed = await call(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, { token: admin });
      expect(failed.status).toBe(500);
    } finally {
      await ctx.deps.db.execute(sql.raw('DROP TRIGGER test_fail_audit ON audit_log'));
      await ctx.deps.db.execute(sql.raw('DROP FUNCTION test_fail_audit()'));
    }
    expect((await mailsTo(ctx, bob.user.email)).map((m) => m.template)).toEqual(['welcome', 'deposit_received']);
    expect((await call(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, { token: admin })).status).toBe(
      200,
    );
    expect((await mailsTo(ctx, bob.user.email)).map((m) => m.template)).toEqual([
      'welcome',
      'deposit_received',
      'deposit_approved',
    ]);
  });
});

describe('GET /api/admin/mail and resend', () => {
  it('lists the outbox newest first by status, in keyset pages, and resends a failed mail (audited) that then goes out', async () => {
    await queueLoad(ctx, 4);
    const dead = senderTo(ctx, `smtp://127.0.0.1:${await deadPort()}`);
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      await dead.drain();
      ctx.clock.offsetMs += 2 * 60 * 60_000;
    }
    expect(await statusCounts(ctx)).toEqual({ failed: 4 });
    const user = await registerUser(ctx.app);

    const failed = await call<AdminMailPage>(ctx.app, 'GET', '/api/admin/mail?status=failed', { token: admin });
    expect(failed.status).toBe(200);
    expect(failed.body.items).toHaveLength(4);
    expect(failed.body.items[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
      sentAt: null,
      template: 'kyc_approved',
    });
    expect(failed.body.items[0]?.lastError).toMatch(/ECONNREFUSED/);

    const seen: AdminMail[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof call<AdminMailPage>>> = await call<AdminMailPage>(
        ctx.app,
        'GET',
        `/api/admin/mail?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: admin },
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((m) => m.id)).size).toBe(5);
    expect(seen[0]).toMatchObject({ to: user.user.email, template: 'welcome', status: 'queued', userId: user.user.id });
    expect(
      (
        await call<AdminMailPage>(
          ctx.app,
          'GET',
          `/api/admin/mail?to=${encodeURIComponent(user.user.email.toUpperCase())}`,
          { token: admin },
        )
      ).body.items,
    ).toHaveLength(1);

    const target = failed.body.items[0]!;
    const resent = await call<AdminMailResend>(ctx.app, 'POST', `/api/admin/mail/${target.id}/resend`, {
      token: admin,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.mail).toMatchObject({ id: target.id, status: 'queued', attempts: 0 });
    expect((await call(ctx.app, 'POST', `/api/admin/mail/${target.id}/resend`, { token: admin })).status).toBe(409);
    expect((await call(ctx.app, 'POST', `/api/admin/mail/${randomUUID()}/resend`, { token: admin })).status).toBe(404);
    const audited = await queryRows<{ action: string; target_id: string }>(
      ctx.deps.db,
      sql`SELECT action, target_id FROM audit_log WHERE action = 'mail.resend'`,
    );
    expect(audited).toEqual([{ action: 'mail.resend', target_id: target.id }]);

    const sink = await new SmtpSink().listen();
    try {
      expect(await senderTo(ctx, sink.url).drain()).toBe(2);
      expect(sink.received.map((r) => r.to[0]).sort()).toEqual([target.to, user.user.email].sort());
    } finally {
      await sink.close();
    }
    expect(
      (await call<AdminMailPage>(ctx.app, 'GET', '/api/admin/mail?status=failed', { token: admin })).body.items,
    ).toHaveLength(3);
  });
});
