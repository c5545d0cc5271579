import type { Queryable } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { categoryOf, type NotificationEvent } from './notification-categories.ts';

/**
 * `event` names what happened (a mail template's name or a notice's, see notification-categories.ts):
 * its category decides, with the user's choices, whether the bell and push get it. `at` overrides
 * the call's time for this row (the profit engine writes a batch of events at their own times).
 */
export type NewNotification = { userId: string; message: string; link?: string; at?: Date; event: NotificationEvent };

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
  await q.insert(notifications).values(
    list.map((n) => ({
      userId: n.userId,
      message: n.message,
      link: n.link ?? '',
      category: categoryOf(n.event),
      createdAt: n.at ?? at,
    })),
  );
  for (const listener of listeners) listener();
}
