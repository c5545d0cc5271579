import { inArray } from 'drizzle-orm';
import { localeOf } from '../../i18n/translate.ts';
import type { Queryable } from '../../db/client.ts';
import { notifications, users } from '../../db/schema.ts';
import { wordingsOfMany } from '../message-templates/template-overrides.repo.ts';
import { noticeMessage, type NoticeText } from './notice-texts.ts';
import { categoryOf, type NotificationEvent } from './notification-categories.ts';

/**
 * `event` names what happened (a mail template's name or a notice's, see notification-categories.ts):
 * its category decides, with the user's choices, whether the bell and push get it. `at` overrides
 * the call's time for this row (the profit engine writes a batch of events at their own times).
 */
export type NewNotification = { userId: string; link?: string; at?: Date; event: NotificationEvent } & (
  | { message: string }
  /** Written from the catalogs in the recipient's language (and an administrator's wording of it). */
  | { notice: NoticeText }
);

/** Told that notify() wrote rows (not committed yet): web push then drains its outbox. */
export type NotifiedListener = () => void;

const listeners = new Set<NotifiedListener>();

/** Registers a listener (the push module's); returns its removal. */
export function onNotified(listener: NotifiedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes notification rows; call it inside the transaction of the event it reports, so a rolled
 * back event leaves no notification behind. Every product event goes through here. The database
 * routes each row (migration 0020): it queues the push when the user wants push for the category
 * and drops the row from the bell when they turned in-app off; security always goes everywhere.
 */
export async function notify(q: Queryable, items: NewNotification | NewNotification[], at: Date): Promise<void> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return;
  const messages = await messagesOf(q, list);
  await q.insert(notifications).values(
    list.map((n, i) => ({
      userId: n.userId,
      message: messages[i] ?? '',
      link: n.link ?? '',
      category: categoryOf(n.event),
      createdAt: n.at ?? at,
    })),
  );
  for (const listener of listeners) listener();
}

/**
 * Each notification's text: a notice is written in its recipient's language as it is at the
 * moment of the event (read in the same transaction); push sends the same stored text.
 */
async function messagesOf(q: Queryable, list: NewNotification[]): Promise<string[]> {
  const notices = list.flatMap((n) => ('notice' in n ? [n] : []));
  if (notices.length === 0) return list.map((n) => ('message' in n ? n.message : ''));
  const ids = [...new Set(notices.map((n) => n.userId))];
  const languages = new Map(
    (await q.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, ids))).map(
      (r) => [r.id, r.language] as const,
    ),
  );
  const wordings = await wordingsOfMany(q, [...new Set(notices.map((n) => `notice.${n.notice.name}`))]);
  return list.map((n) => {
    if ('message' in n) return n.message;
    const locale = localeOf(languages.get(n.userId));
    return noticeMessage(locale, n.notice.name, n.notice.values, wordings.get(`notice.${n.notice.name}`)?.[locale]);
  });
}
