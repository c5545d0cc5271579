import { sql } from 'drizzle-orm';
import { MAIL_CATEGORIES, type MailCategory, type MailPreferences, type MailPreferencesUpdate } from '../../../src/contract/notification-preferences.ts';
import { queryRows } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';

/** The caller's mail choices, every category listed (no row: on); security is locked on. */
export async function readMailPreferences(deps: Deps, userId: string): Promise<MailPreferences> {
  const rows = await queryRows<{ category: string; email: boolean }>(deps.db, sql`SELECT category, email FROM notification_preferences WHERE user_id = ${userId}`);
  const off = new Set(rows.filter((r) => !r.email).map((r) => r.category));
  return {
    preferences: MAIL_CATEGORIES.map((category: MailCategory) => ({
      category,
      email: category === 'security' || !off.has(category),
      locked: category === 'security',
    })),
  };
}

/** Stores the named categories (upsert); turning security mail off is refused. */
export async function updateMailPreferences(deps: Deps, userId: string, input: MailPreferencesUpdate): Promise<MailPreferences> {
  if (input.preferences.some((p) => p.category === 'security' && !p.email)) {
    throw fieldError('preferences', 'security mail cannot be turned off');
  }
  const at = deps.now().toISOString();
  await deps.db.transaction(async (tx) => {
    for (const p of input.preferences) {
      await tx.execute(sql`
        INSERT INTO notification_preferences (user_id, category, email, updated_at) VALUES (${userId}, ${p.category}, ${p.email}, ${at}::timestamptz)
        ON CONFLICT (user_id, category) DO UPDATE SET email = EXCLUDED.email, updated_at = EXCLUDED.updated_at`);
    }
  });
  return readMailPreferences(deps, userId);
}
