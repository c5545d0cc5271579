import { stepUp } from '../setup/step-up.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MailPreferences } from '../../src/contract/notification-preferences.ts';
import { fundedUser } from '../factories/money.ts';
import { createDeposit, depositMethods, methodNamed } from '../factories/payments.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { senderTo } from '../setup/mail-harness.ts';
import { mailsTo } from '../setup/outbox.ts';
import { SmtpSink } from '../setup/smtp-sink.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});

const prefs = (token: string) => call<MailPreferences>(ctx.app, 'GET', '/api/notification-preferences', { token });
const setPrefs = (token: string, preferences: Array<{ category: string; email: boolean }>) =>
  call<MailPreferences & { errors?: Record<string, string> }>(ctx.app, 'PUT', '/api/notification-preferences', {
    token,
    body: { preferences },
  });

describe('mail preferences', () => {
  it('are all on at first, security locked on; a category turned off is not mailed, while the in-app notification stays', async () => {
    const bob = await registerUser(ctx.app);
    const first = await prefs(bob.token);
    expect(first.status).toBe(200);
    expect(first.body.preferences).toEqual([
      { category: 'money', inApp: true, email: true, push: true, locked: false },
      { category: 'investments', inApp: true, email: true, push: true, locked: false },
      { category: 'security', inApp: true, email: true, push: true, locked: true },
      { category: 'support', inApp: true, email: true, push: true, locked: false },
      { category: 'news', inApp: true, email: true, push: true, locked: false },
    ]);

    const off = await setPrefs(bob.token, [{ category: 'money', email: false }]);
    expect(off.status).toBe(200);
    expect(off.body.preferences.find((p) => p.category === 'money')).toEqual({
      category: 'money',
      inApp: true,
      email: false,
      push: true,
      locked: false,
    });
    expect((await prefs(bob.token)).body).toEqual(off.body);

    const alice = await fundedUser(ctx.app, admin, 100);
    const usdt = await methodNamed(await depositMethods(ctx.app, bob.token), 'USDT (TRC20)');
    const deposit = await createDeposit(ctx.app, bob.token, usdt.id, '100');
    expect((await call(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, { token: admin })).status).toBe(
      200,
    );
    const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 10 },
    });
    expect(sent.status).toBe(200);
    const notes = await call<{ notifications: Array<{ message: string }> }>(ctx.app, 'GET', '/api/notifications', {
      token: bob.token,
    });
    const messages = notes.body.notifications.map((n) => n.message).join('\n');
    expect(messages).toContain('was approved');
    expect(messages).toContain('You received 10.00 USD');
    // Security mail still goes: a password change is mailed whatever the choices.
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
    expect((await mailsTo(ctx, bob.user.email)).map((m) => m.template)).toEqual(['welcome', 'password_changed']);

    // Turned on again, money mail flows again; another user was never affected.
    expect((await setPrefs(pw.body.token as string, [{ category: 'money', email: true }])).status).toBe(200);
    expect(
      (
        await call(ctx.app, 'POST', '/api/send-money-now', {
          token: alice.token,
          body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 10 },
        })
      ).status,
    ).toBe(200);
    expect((await mailsTo(ctx, bob.user.email)).map((m) => m.template)).toEqual([
      'welcome',
      'password_changed',
      'money_received',
    ]);
    expect((await mailsTo(ctx, alice.user.email)).map((m) => m.template)).toEqual(['welcome']);
  });

  it('refuse to turn security mail off, and unknown categories, changing nothing', async () => {
    const bob = await registerUser(ctx.app);
    const refused = await setPrefs(bob.token, [
      { category: 'money', email: false },
      { category: 'security', email: false },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'preferences.1.email': 'security mail cannot be turned off' });
    expect((await setPrefs(bob.token, [{ category: 'spam', email: false }])).status).toBe(400);
    expect((await prefs(bob.token)).body.preferences.every((p) => p.email)).toBe(true);
    expect((await call(ctx.app, 'GET', '/api/notification-preferences')).status).toBe(401);
  });

  it('unsubscribe in one click (RFC 8058): non-security mail carries a signed List-Unsubscribe link that turns its category off', async () => {
    const bob = await registerUser(ctx.app);
    const usdt = await methodNamed(await depositMethods(ctx.app, bob.token), 'USDT (TRC20)');
    await createDeposit(ctx.app, bob.token, usdt.id, '100');
    const sink = await new SmtpSink().listen();
    try {
      expect(await senderTo(ctx, sink.url).drain()).toBe(2);
    } finally {
      await sink.close();
    }
    const unfold = (d: string) =>
      d
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .replace(/\r?\n[ \t]+/g, ' ');
    const mailWith = (subject: string): string => {
      const found = sink.received.find((r) => r.data.includes(`Subject: ${subject}`));
      // A missing mail must fail here, not pass the not.toContain below as an empty text.
      expect(found, `a mail "${subject}"`).toBeDefined();
      return unfold(found?.data ?? '');
    };
    const welcome = mailWith('Welcome');
    const money = mailWith('We received your deposit');
    expect(welcome).toContain(bob.user.email);
    expect(welcome).not.toContain('List-Unsubscribe');
    expect(money).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(money).toContain('http://app.test/unsubscribe?u=');
    const oneClick = /List-Unsubscribe: <http:\/\/app\.test(\/api\/mail\/unsubscribe\?[^>]+)>/.exec(money)?.[1];
    expect(oneClick).toBeDefined();

    const tampered = oneClick!.replace(/c=money/, 'c=investments');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await call(ctx.app, 'POST', tampered, { raw: 'List-Unsubscribe=One-Click', headers: form })).status).toBe(
      400,
    );
    expect(
      (
        await call(ctx.app, 'POST', oneClick!.replace(/c=money/, 'c=security'), {
          raw: 'List-Unsubscribe=One-Click',
          headers: form,
        })
      ).status,
    ).toBe(400);
    expect((await prefs(bob.token)).body.preferences.every((p) => p.email)).toBe(true);

    const done = await call<{ message: string }>(ctx.app, 'POST', oneClick!, {
      raw: 'List-Unsubscribe=One-Click',
      headers: form,
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toContain('no longer get money e-mails');
    expect((await prefs(bob.token)).body.preferences.filter((p) => !p.email).map((p) => p.category)).toEqual(['money']);
    await createDeposit(ctx.app, bob.token, usdt.id, '50');
    expect((await mailsTo(ctx, bob.user.email)).map((m) => m.template)).toEqual(['welcome', 'deposit_received']);
  });

  it("mail an admin's message to all investors as news, except to those who turned news off", async () => {
    const ann = await registerUser(ctx.app);
    const ben = await registerUser(ctx.app);
    expect((await setPrefs(ben.token, [{ category: 'news', email: false }])).status).toBe(200);
    const sent = await call(ctx.app, 'POST', '/api/admin/notifications', {
      token: admin,
      body: { all: true, message: 'Deposits by bank transfer are free this week.', link: '/user/deposit' },
    });
    expect(sent.status).toBe(201);
    expect((await mailsTo(ctx, ann.user.email)).map((m) => [m.template, m.subject])).toEqual([
      ['welcome', 'Welcome! Please confirm your e-mail address'],
      ['news', 'Deposits by bank transfer are free this week.'],
    ]);
    expect((await mailsTo(ctx, ben.user.email)).map((m) => m.template)).toEqual(['welcome']);
    const toOne = await call(ctx.app, 'POST', '/api/admin/notifications', {
      token: admin,
      body: { email: ann.user.email, message: 'Your account manager is Sam.' },
    });
    expect(toOne.status).toBe(201);
    expect((await mailsTo(ctx, ann.user.email)).map((m) => m.template)).toEqual(['welcome', 'news', 'news']);
  });
});
