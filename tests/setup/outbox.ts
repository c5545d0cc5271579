import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../server/db/schema.ts';
import type { TestContext } from './test-app.ts';

/** The newest mail to `to` (no SMTP_URL in tests, so mail lands in the outbox table). */
export async function lastMailTo(ctx: TestContext, to: string) {
  const [row] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return row;
}

/** The token at the end of a link like http://app.test/reset-password/<token>. */
export function tokenFromMail(text: string, path: 'reset-password' | 'verify-email'): string {
  const match = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail: ${text}`);
  return match[1];
}
