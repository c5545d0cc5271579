import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { createLogger } from '../../server/lib/logger.ts';
import type { AntiPhishingCode } from '../../src/contract/trust.ts';
import { fundedUser } from '../factories/money.ts';
import { createDeposit, depositMethods, methodNamed } from '../factories/payments.ts';
import { loginAdmin, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { senderTo } from '../setup/mail-harness.ts';
import { SmtpSink } from '../setup/smtp-sink.ts';
import { stepUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});

const CODE = 'Blue42Fox';
const LINE = `Your anti-phishing code: ${CODE}`;
const setCode = (token: string, code: unknown) =>
  call<AntiPhishingCode & { code: string; errors?: Record<string, string> }>(
    ctx.app,
    'PUT',
    '/api/security/anti-phishing-code',
    { token, body: { code } },
  );
// Quoted-printable soft breaks and folded headers undone, so a phrase can be searched as sent.
const unfold = (d: string) =>
  d
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/\r?\n[ \t]+/g, ' ');
const occurrences = (text: string, phrase: string) => text.split(phrase).length - 1;

describe('anti-phishing code', () => {
  it('is set only after a step-up, as 4 to 20 letters and digits, and is shown back only to its owner', async () => {
    const bob = await registerUser(ctx.app);
    expect((await setCode(bob.token, CODE)).body.code).toBe('STEP_UP_REQUIRED');
    await stepUp(ctx.app, bob.token, bob.password);
    for (const bad of ['abc', 'a'.repeat(21), 'has space', '<b>bold</b>', 42, null]) {
      const res = await setCode(bob.token, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.errors?.code).toBeDefined();
    }
    expect(
      (await call<AntiPhishingCode>(ctx.app, 'GET', '/api/security/anti-phishing-code', { token: bob.token })).body
        .code,
    ).toBeNull();
    const saved = await setCode(bob.token, CODE);
    expect(saved.status).toBe(200);
    expect(
      (await call<AntiPhishingCode>(ctx.app, 'GET', '/api/security/anti-phishing-code', { token: bob.token })).body
        .code,
    ).toBe(CODE);
    expect((await call(ctx.app, 'GET', '/api/security/anti-phishing-code', { token: admin })).status).toBe(403);
  });

  it("tops the text and HTML parts of every mail the SMTP sink receives for that user, and no push, in-app message or other user's mail", async () => {
    const bob = await registerUser(ctx.app);
    await stepUp(ctx.app, bob.token, bob.password);
    expect((await setCode(bob.token, CODE)).status).toBe(200);
    // Mail of every kind: security (welcome, password), money (deposit received and approved, money received).
    const usdt = await methodNamed(await depositMethods(ctx.app, bob.token), 'USDT (TRC20)');
    const deposit = await createDeposit(ctx.app, bob.token, usdt.id, '100');
    expect((await call(ctx.app, 'POST', `/api/admin/deposits/${deposit.id}/approve`, { token: admin })).status).toBe(
      200,
    );
    const alice = await fundedUser(ctx.app, admin, 100);
    const sent = await call(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 10 },
    });
    expect(sent.status).toBe(200);
    const pw = await call(ctx.app, 'POST', '/api/auth/change-password', {
      token: bob.token,
      body: {
        currentPassword: bob.password,
        newPassword: 'another horse battery',
        confirmPassword: 'another horse battery',
      },
    });
    expect(pw.status).toBe(200);

    const sink = await new SmtpSink().listen();
    try {
      await senderTo(ctx, sink.url).drain();
    } finally {
      await sink.close();
    }
    const bobs = sink.received.filter((r) => r.to.includes(bob.user.email)).map((r) => unfold(r.data));
    expect(bobs.length).toBeGreaterThanOrEqual(5);
    for (const mail of bobs) {
      const subject = /Subject: ([^\r\n]*)/.exec(mail)?.[1];
      // Once in the plain-text part and once in the HTML part.
      expect(occurrences(mail, LINE), `${subject}`).toBe(2);
      const html = mail.slice(mail.indexOf('text/html'));
      expect(html.indexOf(LINE), `${subject}: first in the HTML body`).toBeLessThan(html.indexOf('<h1'));
    }
    const others = sink.received.filter((r) => !r.to.includes(bob.user.email));
    expect(others.length).toBeGreaterThan(0);
    for (const mail of others) expect(mail.data).not.toContain(CODE);

    const notes = await call<{ notifications: Array<{ title: string; message: string }> }>(
      ctx.app,
      'GET',
      '/api/notifications',
      { token: pw.body.token as string },
    );
    expect(notes.body.notifications.length).toBeGreaterThan(0);
    expect(JSON.stringify(notes.body)).not.toContain(CODE);
    const push = await queryRows<{ row: string }>(
      ctx.deps.db,
      sql`SELECT row_to_json(p)::text AS row FROM push_outbox p`,
    );
    expect(push.map((p) => p.row).join('\n')).not.toContain(CODE);
  });

  it('never reaches a log line: the logger redacts it wherever it is put', () => {
    let out = '';
    const sinkStream = new Writable({ write: (chunk: Buffer, _enc, done) => ((out += chunk.toString()), done()) });
    const log = createLogger(false, 'info', sinkStream);
    log.info('mail rendered', { antiPhishingCode: CODE, mail: { anti_phishing_code: CODE } });
    expect(out).toContain('mail rendered');
    expect(out).not.toContain(CODE);
  });
});
