import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../server/db/schema-mail.ts';
import { renderMail } from '../../server/modules/mail/mail.render.ts';
import type { TestContext } from './test-app.ts';

/** The newest mail queued to `to` (of one template if given), rendered as it would be sent (subject, text and HTML parts). */
export async function lastMailTo(ctx: TestContext, to: string, template?: string) {
  const where = template ? and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)) : eq(mailOutbox.to, to);
  const [row] = await ctx.deps.db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt)).limit(1);
  if (!row) return undefined;
  const rendered = await renderMail(
    row.template,
    row.data,
    { appUrl: ctx.deps.env.appUrl, platformName: ctx.deps.env.platformName },
    row.subject,
  );
  return { ...row, ...rendered };
}

/** Every mail queued to `to`, oldest first (template names and subjects). */
export async function mailsTo(ctx: TestContext, to: string) {
  const rows = await ctx.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(mailOutbox.createdAt, mailOutbox.subject);
  return rows.map((r) => ({ template: r.template, subject: r.subject, status: r.status }));
}

/** The token at the end of a link like http://app.test/reset-password/<token>. */
export function tokenFromMail(text: string, path: 'reset-password' | 'verify-email'): string {
  const match = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail: ${text}`);
  return match[1];
}
