import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema-push.ts';

export type StoredSubscription = { endpoint: string; p256dh: string; auth: string };

export type PendingPush = {
  notificationId: string;
  message: string;
  link: string;
  createdAt: Date;
  subscription: StoredSubscription;
};

/** One row per browser: the same endpoint signed in as someone else moves to that user. */
export async function saveSubscription(q: Queryable, userId: string, sub: StoredSubscription, at: Date): Promise<void> {
  await q
    .insert(pushSubscriptions)
    .values({ userId, ...sub, createdAt: at })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: at },
    });
}

/** Deletes the caller's subscription with this endpoint; false when there is none. */
export async function deleteOwnSubscription(q: Queryable, userId: string, endpoint: string): Promise<boolean> {
  const rows = await q
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscriptionByEndpoint(q: Queryable, endpoint: string): Promise<void> {
  await q.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

const BATCH = 200;

/**
 * Takes up to 200 queued pushes out of the outbox (SKIP LOCKED: several processes can drain at
 * once) and answers each with every subscription of its user. The outbox row carries the text:
 * the in-app notification may not exist (in-app turned off for its category, migration 0020).
 */
export async function takeOutbox(q: Queryable): Promise<PendingPush[]> {
  const rows = await queryRows<{
    notification_id: string;
    message: string;
    link: string;
    created_at: string | Date;
    endpoint: string;
    p256dh: string;
    auth: string;
  }>(
    q,
    sql`WITH taken AS (
          DELETE FROM push_outbox WHERE id IN (SELECT id FROM push_outbox ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING notification_id, user_id, message, link, created_at
        )
        SELECT t.notification_id, t.message, t.link, t.created_at, s.endpoint, s.p256dh, s.auth
        FROM taken t JOIN push_subscriptions s ON s.user_id = t.user_id`,
  );
  return rows.map((r) => ({
    notificationId: r.notification_id,
    message: r.message,
    link: r.link,
    createdAt: new Date(r.created_at),
    subscription: { endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth },
  }));
}
