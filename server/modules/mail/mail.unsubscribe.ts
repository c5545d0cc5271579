import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MailCategory } from '../../../src/contract/notification-preferences.ts';
import type { Deps } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/secrets.ts';

/**
 * Unsubscribe links need no sign-in and no stored token: the link carries the user, the category
 * and an HMAC of both under the server's secret, so only a link this server mailed works, and it
 * can only turn off that one category for that one user.
 */
const sign = (secret: string, userId: string, category: string) =>
  createHmac('sha256', secret).update(`unsubscribe|${userId}|${category}`).digest('base64url').slice(0, 32);

const query = (secret: string, userId: string, category: MailCategory) =>
  new URLSearchParams({ u: userId, c: category, t: sign(secret, userId, category) }).toString();

export type UnsubscribeLinks = { page: string; oneClick: string };

/** The footer link (a page that asks before it acts) and the RFC 8058 one-click POST target. */
export function unsubscribeLinks(env: Deps['env'], userId: string, category: MailCategory): UnsubscribeLinks {
  const q = query(env.jwtSecret, userId, category);
  return { page: `${env.appUrl}/unsubscribe?${q}`, oneClick: `${env.appUrl}/api/mail/unsubscribe?${q}` };
}

/** Turns one category of mail off for the user the signed link names. */
export async function unsubscribe(
  deps: Deps,
  input: { u: string; c: MailCategory; t: string },
): Promise<{ message: string }> {
  if (input.c === 'security' || !safeEqual(input.t, sign(deps.env.jwtSecret, input.u, input.c))) {
    throw fieldError('t', 'is not a valid unsubscribe link', 'INVALID_TOKEN');
  }
  await deps.db.execute(sql`
    INSERT INTO notification_preferences (user_id, category, email, updated_at)
    SELECT u.id, ${input.c}, FALSE, ${deps.now().toISOString()}::timestamptz FROM users u WHERE u.id = ${input.u}
    ON CONFLICT (user_id, category) DO UPDATE SET email = FALSE, updated_at = EXCLUDED.updated_at`);
  return { message: `You will no longer get ${input.c} e-mails. Turn them on again in Settings.` };
}
