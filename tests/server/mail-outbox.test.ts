import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { mailOutbox } from '../../server/db/schema-mail.ts';
import { createMailer } from '../../server/lib/mailer.ts';
import { mailAddress } from '../../server/modules/mail/mail.outbox.ts';
import { createMailSender, MAX_ATTEMPTS, retryDelayMs } from '../../server/modules/mail/mail.sender.ts';
import type { AdminMail, AdminMailPage, AdminMailResend } from '../../src/contract/admin-mail.ts';
import { fundedUser } from '../factories/money.ts';
import { createDeposit, depositMethods, methodNamed } from '../factories/payments.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { mailsTo } from '../setup/outbox.ts';
import { SmtpSink } from '../setup/smtp-sink.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});

/** A sender of this process's outbox that talks to `smtpUrl` (the app under test has no SMTP_URL). */
const senderTo = (smtpUrl: string) =>
  createMailSender({ ...ctx.deps, env: { ...ctx.deps.env, smtpUrl }, mailer: createMailer({ smtpUrl, from: 'WalletInvest <no-reply@example.com>', log: ctx.deps.log }) });

/** A loopback port nothing listens on: connecting is refused, like an SMTP server that is down. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  await new Promise<void>((r) => server.close(() => r()));
  return typeof address === 'object' && address ? address.port : 0;
}

async function queueLoad(count: number): Promise<string[]> {
  const addresses = Array.from({ length: count }, (_, i) => `load${i}-${randomUUID().slice(0, 8)}@example.com`);
  await ctx.deps.db.transaction(async (tx) => {
    for (const to of addresses) await mailAddress(tx, to, 'kyc_approved', {}, ctx.deps.now());
  });
  return addresses;
}

const statusCounts = async () => {
  const rows = await queryRows<{ status: string; n: number }>(ctx.deps.db, sql`SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status`);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
};

/** Quoted-printable soft line breaks removed, so links and phrases can be searched for. */
const unfold = (data: string) => data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('mail is written in the transaction of its event', () => {
  it('queues registration, deposit, money-received and security mails as the events happen', async () => {
    const alice = await fundedUser(ctx.app, admin, 500);
    const bob = await registerUser(ctx.app);
    expect((await mailsTo(ctx, bob.user.email)).map((m) => m.template)).toEqual(['welcome']);

    const sent = await call(ctx.app, 'POST', '/api/send-money-now', { token: alice.token, body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 120 } });
    expect(sent.status).toBe(200);
    const refused = await call(ctx.app, 'POST', '/api/send-money-now', { token: alice.token, body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 100_000 } });
    expect(refused.status).toBe(422);
    const bobs = await mailsTo(ctx, bob.user.email);
    expect(bobs.map((m) => m.template)).toEqual(['welcome', 'money_received']);
    expect(bobs[1]?.subject).toBe('You received 120.00 USD');

    const usdt = await methodNamed(await depositMethods(ctx.app, bob.token), 'USDT (TRC20)');
    const deposit = await createDeposit(ctx.app, bob.token, usdt.id, '100');
    expect((await call(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, { token: admin })).status).toBe(200);
    const pw = await call(ctx.app, 'POST', '/api/auth/change-password', { token: bob.token, body: { currentPassword: bob.password, newPassword: 'another horse battery', confirmPassword: 'another horse battery' } });
    expect(pw.status).toBe(200);
    expect((await mailsTo(ctx, bob.user.email)).map((m) => m.template)).toEqual(['welcome', 'money_received', 'deposit_received', 'deposit_approved', 'password_changed']);
  });

  it('leaves no mail when the event rolls back, and exactly one when it is done again', async () => {
    const bob = await registerUser(ctx.app);
    const usdt = await methodNamed(await depositMethods(ctx.app, bob.token), 'USDT (TRC20)');
    const deposit = await createDeposit(ctx.app, bob.token, usdt.id, '100');
    // The approval's last write (its audit entry) fails: the whole approval, mail included, rolls back.
    await ctx.deps.db.execute(sql.raw(`CREATE FUNCTION test_fail_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit store down'; END $$`));
    await ctx.deps.db.execute(sql.raw('CREATE TRIGGER test_fail_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_fail_audit()'));
    try {
      const failed = await call(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, { token: admin });
      expect(failed.status).toBe(500);
    } finally {
      await ctx.deps.db.execute(sql.raw('DROP TRIGGER test_fail_audit ON audit_log'));
      await ctx.deps.db.execute(sql.raw('DROP FUNCTION test_fail_audit()'));
    }
    expect((await mailsTo(ctx, bob.user.email)).map((m) => m.template)).toEqual(['welcome', 'deposit_received']);
    expect((await call(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, { token: admin })).status).toBe(200);
    expect((await mailsTo(ctx, bob.user.email)).map((m) => m.template)).toEqual(['welcome', 'deposit_received', 'deposit_approved']);
  });
});

describe('the sender job', () => {
  it('sends over SMTP as HTML and plain text with the platform name, once, and marks the row sent', async () => {
    const sink = await new SmtpSink().listen();
    try {
      const bob = await registerUser(ctx.app);
      const sender = senderTo(sink.url);
      expect(await sender.drain()).toBe(1);
      expect(await sender.drain()).toBe(0);
      expect(sink.received).toHaveLength(1);
      const data = unfold(sink.received[0]?.data ?? '');
      expect(sink.received[0]?.to).toEqual([bob.user.email]);
      expect(data).toContain('Subject: Welcome! Please confirm your e-mail address');
      expect(data).toContain('multipart/alternative');
      expect(data).toMatch(/Content-Type: text\/plain/);
      expect(data).toMatch(/Content-Type: text\/html/);
      expect(data).toContain('http://app.test/verify-email/');
      expect(data).toContain('WalletInvest');
      expect(data).toContain('prefers-color-scheme: dark');
      const [row] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, bob.user.email));
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await sink.close();
    }
  });

  it('an SMTP outage under load delays mail and loses none: after it returns each of 40 mails has arrived once', async () => {
    const addresses = await queueLoad(40);
    const sink = await new SmtpSink().listen();
    // The server goes down after its 10th mail, while the sender is in the middle of the batch.
    sink.onMessage = (n) => {
      if (n === 10) void sink.close();
    };
    const sender = senderTo(sink.url);
    try {
      const first = await sender.drain();
      const during = sink.received.length;
      expect(during).toBeGreaterThanOrEqual(10);
      expect(during).toBeLessThan(40);
      expect(first).toBe(during);
      expect(await statusCounts()).toEqual({ sent: during, queued: 40 - during });
      const waiting = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'));
      for (const row of waiting) {
        expect(row.attempts).toBe(1);
        expect(row.lastError).toMatch(/ECONNREFUSED|closed|ECONNRESET/i);
        expect(row.nextAttemptAt.getTime() - ctx.deps.now().getTime()).toBeGreaterThan(retryDelayMs(1) - 5_000);
      }
      // Not due yet: the backoff holds them back.
      expect(await sender.drain()).toBe(0);

      sink.onMessage = () => undefined;
      await sink.listen();
      ctx.clock.offsetMs += retryDelayMs(1) + 1_000;
      expect(await sender.drain()).toBe(40 - during);
      const counts = sink.countsByAddress();
      expect(addresses.filter((a) => counts.get(a) !== 1)).toEqual([]);
      expect(sink.received).toHaveLength(40);
      expect(await statusCounts()).toEqual({ sent: 40 });
    } finally {
      await sink.close();
    }
  });

  it('backs off exponentially while SMTP is down and gives up after MAX_ATTEMPTS, keeping the reason', async () => {
    await queueLoad(1);
    const sender = senderTo(`smtp://127.0.0.1:${await deadPort()}`);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await sender.drain()).toBe(0);
      const [row] = await ctx.deps.db.select().from(mailOutbox);
      expect(row?.attempts).toBe(attempt);
      expect(row?.status).toBe(attempt < MAX_ATTEMPTS ? 'queued' : 'failed');
      if (attempt < MAX_ATTEMPTS) {
        // Due after the attempt's delay (the clock runs on a little while the test checks).
        const wait = row!.nextAttemptAt.getTime() - ctx.deps.now().getTime();
        expect(wait).toBeLessThanOrEqual(retryDelayMs(attempt));
        expect(wait).toBeGreaterThan(retryDelayMs(attempt) - 2_000);
        expect(await sender.drain()).toBe(0);
        expect((await ctx.deps.db.select().from(mailOutbox))[0]?.attempts).toBe(attempt);
        ctx.clock.offsetMs += retryDelayMs(attempt);
      }
    }
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    const [failed] = await ctx.deps.db.select().from(mailOutbox);
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
  });

  it.skipIf(!process.env.DATABASE_URL)('two senders at once (two processes on PostgreSQL) send each mail exactly once', async () => {
    const addresses = await queueLoad(120);
    const sink = await new SmtpSink().listen();
    try {
      const [a, b] = await Promise.all([senderTo(sink.url).drain(), senderTo(sink.url).drain()]);
      expect(a + b).toBe(120);
      const counts = sink.countsByAddress();
      expect(addresses.filter((x) => counts.get(x) !== 1)).toEqual([]);
      expect(sink.received).toHaveLength(120);
    } finally {
      await sink.close();
    }
  });
});

describe('GET /api/admin/mail and resend', () => {
  it('lists the outbox newest first by status, in keyset pages, and resends a failed mail (audited) that then goes out', async () => {
    await queueLoad(4);
    const dead = senderTo(`smtp://127.0.0.1:${await deadPort()}`);
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      await dead.drain();
      ctx.clock.offsetMs += 2 * 60 * 60_000;
    }
    expect(await statusCounts()).toEqual({ failed: 4 });
    const user = await registerUser(ctx.app);

    const failed = await call<AdminMailPage>(ctx.app, 'GET', '/api/admin/mail?status=failed', { token: admin });
    expect(failed.status).toBe(200);
    expect(failed.body.items).toHaveLength(4);
    expect(failed.body.items[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null, sentAt: null, template: 'kyc_approved' });
    expect(failed.body.items[0]?.lastError).toMatch(/ECONNREFUSED/);

    const seen: AdminMail[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof call<AdminMailPage>>> = await call<AdminMailPage>(ctx.app, 'GET', `/api/admin/mail?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: admin });
      expect(page.status).toBe(200);
      seen.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((m) => m.id)).size).toBe(5);
    expect(seen[0]).toMatchObject({ to: user.user.email, template: 'welcome', status: 'queued', userId: user.user.id });
    expect((await call<AdminMailPage>(ctx.app, 'GET', `/api/admin/mail?to=${encodeURIComponent(user.user.email.toUpperCase())}`, { token: admin })).body.items).toHaveLength(1);

    const target = failed.body.items[0]!;
    const resent = await call<AdminMailResend>(ctx.app, 'POST', `/api/admin/mail/${target.id}/resend`, { token: admin });
    expect(resent.status).toBe(200);
    expect(resent.body.mail).toMatchObject({ id: target.id, status: 'queued', attempts: 0 });
    expect((await call(ctx.app, 'POST', `/api/admin/mail/${target.id}/resend`, { token: admin })).status).toBe(409);
    expect((await call(ctx.app, 'POST', `/api/admin/mail/${randomUUID()}/resend`, { token: admin })).status).toBe(404);
    const audited = await queryRows<{ action: string; target_id: string }>(ctx.deps.db, sql`SELECT action, target_id FROM audit_log WHERE action = 'mail.resend'`);
    expect(audited).toEqual([{ action: 'mail.resend', target_id: target.id }]);

    const sink = await new SmtpSink().listen();
    try {
      expect(await senderTo(sink.url).drain()).toBe(2);
      expect(sink.received.map((r) => r.to[0]).sort()).toEqual([target.to, user.user.email].sort());
    } finally {
      await sink.close();
    }
    expect((await call<AdminMailPage>(ctx.app, 'GET', '/api/admin/mail?status=failed', { token: admin })).body.items).toHaveLength(3);
  });
});
