import { sql } from 'drizzle-orm';
import {
  MAIL_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type MailCategory,
  type MailPreferences,
  type MailPreferencesUpdate,
  type NotificationChannel,
} from '../../../src/contract/notification-preferences.ts';
import { queryRows } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';

type Row = { category: string; in_app: boolean; email: boolean; push: boolean };

/** How a refusal to turn security off reads, per channel. */
const SECURITY_REFUSAL: Record<NotificationChannel, string> = {
  inApp: 'security notifications cannot be turned off in the app',
  email: 'security mail cannot be turned off',
  push: 'security notifications cannot be turned off for push',
};

/** The caller's choices, every category listed (no row: all on); security is locked on everywhere. */
export async function readMailPreferences(deps: Deps, userId: string): Promise<MailPreferences> {
  const rows = await queryRows<Row>(
    deps.db,
    sql`SELECT category, in_app, email, push FROM notification_preferences WHERE user_id = ${userId}`,
  );
  const byCategory = new Map(rows.map((r) => [r.category, r]));
  return {
    preferences: MAIL_CATEGORIES.map((category: MailCategory) => {
      const row = byCategory.get(category);
      const locked = category === 'security';
      return {
        category,
        inApp: locked || (row?.in_app ?? true),
        email: locked || (row?.email ?? true),
        push: locked || (row?.push ?? true),
        locked,
      };
    }),
  };
}

/** Refuses the whole request (nothing stored) on a category named twice or security turned off. */
function check(input: MailPreferencesUpdate): void {
  const seen = new Set<MailCategory>();
  input.preferences.forEach((p, i) => {
    if (seen.has(p.category)) throw fieldError(`preferences.${i}.category`, 'is listed twice');
    seen.add(p.category);
    if (p.category !== 'security') return;
    const off = NOTIFICATION_CHANNELS.find((channel) => p[channel] === false);
    if (off) throw fieldError(`preferences.${i}.${off}`, SECURITY_REFUSAL[off]);
  });
}

/** Stores the named channels of the named categories (upsert); channels left out keep their value. */
export async function updateMailPreferences(
  deps: Deps,
  userId: string,
  input: MailPreferencesUpdate,
): Promise<MailPreferences> {
  check(input);
  const at = deps.now().toISOString();
  await deps.db.transaction(async (tx) => {
    for (const p of input.preferences) {
      if (p.category === 'security') continue; // only "on" can get here, and security is always on
      const inApp = p.inApp ?? null;
      const email = p.email ?? null;
      const push = p.push ?? null;
      await tx.execute(sql`
        INSERT INTO notification_preferences (user_id, category, in_app, email, push, updated_at)
        VALUES (${userId}, ${p.category}, coalesce(${inApp}::boolean, TRUE), coalesce(${email}::boolean, TRUE), coalesce(${push}::boolean, TRUE), ${at}::timestamptz)
        ON CONFLICT (user_id, category) DO UPDATE SET
          in_app = coalesce(${inApp}::boolean, notification_preferences.in_app),
          email = coalesce(${email}::boolean, notification_preferences.email),
          push = coalesce(${push}::boolean, notification_preferences.push),
          updated_at = EXCLUDED.updated_at`);
    }
  });
  return readMailPreferences(deps, userId);
}
