import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { mailOutbox } from '../../server/db/schema-mail.ts';
import { MAX_ATTEMPTS, retryDelayMs } from '../../server/modules/mail/mail.sender.ts';
import { registerUser } from '../factories/users.ts';
import { deadPort, queueLoad, senderTo, statusCounts } from '../setup/mail-harness.ts';
import { SmtpSink } from '../setup/smtp-sink.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

/** Quoted-printable soft line breaks removed, so links and phrases can be searched for. */
const unfold = (data: string) => data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('the sender job', () => {
  it('sends over SMTP as HTML and plain text with the platform name, once, and marks the row sent', async () => {
    const sink = await new SmtpSink().listen();
    try {
      const bob = await registerUser(ctx.app);
      const sender = senderTo(ctx, sink.url);
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
    const addresses = await queueLoad(ctx, 40);
    const sink = await new SmtpSink().listen();
    // The server goes down after its 10th mail, while the sender is in the middle of the batch.
    sink.onMessage = (n) => {
      if (n === 10) void sink.close();
    };
    const sender = senderTo(ctx, sink.url);
    try {
      const first = await sender.drain();
      const during = sink.received.length;
      expect(during).toBeGreaterThanOrEqual(10);
      expect(during).toBeLessThan(40);
      expect(first).toBe(during);
      expect(await statusCounts(ctx)).toEqual({ sent: during, queued: 40 - during });
      const waiting = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'));
      for (const row of waiting) {
        expect(row.attempts).toBe(1);
        // The sink closing mid-conversation answers 421 "Server shutting down" (nodemailer words it by
        // the step it was at: "Data command failed: 421 ..." or "Server terminates connection.
        // response=421 ..."); after that, refused or reset.
        expect(row.lastError).toMatch(/ECONNREFUSED|closed|ECONNRESET|421 Server shutting down/i);
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
      expect(await statusCounts(ctx)).toEqual({ sent: 40 });
    } finally {
      await sink.close();
    }
  });

  it('backs off exponentially while SMTP is down and gives up after MAX_ATTEMPTS, keeping the reason', async () => {
    await queueLoad(ctx, 1);
    const sender = senderTo(ctx, `smtp://127.0.0.1:${await deadPort()}`);
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

  it.skipIf(!process.env.DATABASE_URL)(
    'two senders at once (two processes on PostgreSQL, each its own pool) send each mail exactly once',
    async () => {
      const addresses = await queueLoad(ctx, 120);
      const sink = await new SmtpSink().listen();
      // The second "process": its own connection pool, as another server would have.
      const other = await openDatabase({ databaseUrl: ctx.deps.env.databaseUrl, poolMax: 4 });
      try {
        const secondProcess = { ...ctx, deps: { ...ctx.deps, db: other.db } };
        const [a, b] = await Promise.all([senderTo(ctx, sink.url).drain(), senderTo(secondProcess, sink.url).drain()]);
        expect(a + b).toBe(120);
        const counts = sink.countsByAddress();
        expect(addresses.filter((x) => counts.get(x) !== 1)).toEqual([]);
        expect(sink.received).toHaveLength(120);
        // Each row was claimed once: no sender took a row the other had leased.
        const rows = await ctx.deps.db.select().from(mailOutbox);
        expect(
          rows
            .filter((r) => r.attempts !== 1 || r.status !== 'sent')
            .map((r) => `${r.to}: ${r.status} after ${r.attempts}`),
        ).toEqual([]);
      } finally {
        await other.close();
        await sink.close();
      }
    },
  );
});
