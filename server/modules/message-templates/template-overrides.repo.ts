import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../src/contract/locales.ts';
import type { Queryable } from '../../db/client.ts';
import { messageTemplateOverrides } from '../../db/schema-message-templates.ts';
import type { Wording } from '../mail/mail.wording.ts';

export type OverrideRow = typeof messageTemplateOverrides.$inferSelect;

/** An administrator's wording of one message per language, read where the message is written (same transaction). */
export async function wordingsOf(q: Queryable, templateKey: string): Promise<Partial<Record<Locale, Wording>>> {
  const rows = await q
    .select({
      locale: messageTemplateOverrides.locale,
      subject: messageTemplateOverrides.subject,
      body: messageTemplateOverrides.body,
    })
    .from(messageTemplateOverrides)
    .where(eq(messageTemplateOverrides.templateKey, templateKey));
  return Object.fromEntries(rows.map((r) => [r.locale, { subject: r.subject, body: r.body }]));
}

/** The same for several messages at once (notices to many users). */
export async function wordingsOfMany(
  q: Queryable,
  templateKeys: string[],
): Promise<Map<string, Partial<Record<Locale, Wording>>>> {
  const found = new Map<string, Partial<Record<Locale, Wording>>>();
  if (templateKeys.length === 0) return found;
  const rows = await q
    .select()
    .from(messageTemplateOverrides)
    .where(inArray(messageTemplateOverrides.templateKey, templateKeys));
  for (const r of rows)
    found.set(r.templateKey, { ...found.get(r.templateKey), [r.locale]: { subject: r.subject, body: r.body } });
  return found;
}

export async function allOverrides(q: Queryable): Promise<OverrideRow[]> {
  return q.select().from(messageTemplateOverrides);
}

export async function saveOverride(
  q: Queryable,
  row: { templateKey: string; locale: Locale; subject: string; body: string; updatedBy: string; updatedAt: Date },
): Promise<void> {
  await q
    .insert(messageTemplateOverrides)
    .values(row)
    .onConflictDoUpdate({
      target: [messageTemplateOverrides.templateKey, messageTemplateOverrides.locale],
      set: { subject: row.subject, body: row.body, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    });
}

/** False when there was no override to remove. */
export async function deleteOverride(q: Queryable, templateKey: string, locale: Locale): Promise<boolean> {
  const rows = await q
    .delete(messageTemplateOverrides)
    .where(and(eq(messageTemplateOverrides.templateKey, templateKey), eq(messageTemplateOverrides.locale, locale)))
    .returning({ key: messageTemplateOverrides.templateKey });
  return rows.length > 0;
}
