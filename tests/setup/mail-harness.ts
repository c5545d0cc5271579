import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client.ts';
import { createMailer } from '../../server/lib/mailer.ts';
import { mailAddress } from '../../server/modules/mail/mail.outbox.ts';
import { createMailSender } from '../../server/modules/mail/mail.sender.ts';
import type { TestContext } from './test-app.ts';

/** A sender of this process's outbox that talks to `smtpUrl` (the app under test has no SMTP_URL). */
export const senderTo = (ctx: TestContext, smtpUrl: string) =>
  createMailSender({
    ...ctx.deps,
    env: { ...ctx.deps.env, smtpUrl },
    mailer: createMailer({ smtpUrl, from: 'WalletInvest <no-reply@example.com>', log: ctx.deps.log }),
  });

/** A loopback port nothing listens on: connecting is refused, like an SMTP server that is down. */
export async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  await new Promise<void>((r) => server.close(() => r()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** `count` mails to distinct addresses, queued in one transaction; answers the addresses. */
export async function queueLoad(ctx: TestContext, count: number): Promise<string[]> {
  const addresses = Array.from({ length: count }, (_, i) => `load${i}-${randomUUID().slice(0, 8)}@example.com`);
  await ctx.deps.db.transaction(async (tx) => {
    for (const to of addresses) await mailAddress(tx, to, 'kyc_approved', {}, ctx.deps.now());
  });
  return addresses;
}

/** Rows of the outbox per status, e.g. { sent: 10, queued: 30 }. */
export async function statusCounts(ctx: TestContext): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: number }>(
    ctx.deps.db,
    sql`SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
