import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema-mail.ts';
import { TEMPLATE_CATEGORY } from './mail.categories.ts';
import { templates, type MailData, type MailTemplate, type MailContent } from './mail.templates.ts';

/** Told that a mail row was written (maybe not committed yet): the sender then looks soon. */
type QueuedListener = () => void;
const listeners = new Set<QueuedListener>();

/** Tells the listeners that mail is due (after a queueing or an admin's resend). */
export function announceMailQueued(): void {
  for (const listener of listeners) listener();
}

/** Registers a listener (the mail sender's); returns its removal. */
export function onMailQueued(listener: QueuedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const subjectOf = <K extends MailTemplate>(template: K, data: MailData[K]): string =>
  (templates[template] as (d: MailData[K]) => MailContent)(data).subject;

/**
 * Queues a mail to a user (their address and first name read in the same statement), unless they
 * turned that category of mail off (security mail is always sent). Call it
 * inside the transaction of the event the mail reports: a rolled-back event leaves no mail, a
 * committed one always has its row. `at` is the event's time (the sender's clock decides when it is due).
 */
export async function mailUser<K extends MailTemplate>(
  q: Queryable,
  userId: string,
  template: K,
  data: MailData[K],
  at: Date,
): Promise<void> {
  await mailUsersWhere(q, sql`u.id = ${userId}`, template, data, at);
}

/** The same to every investor (an admin's message to all), in one INSERT … SELECT however many there are. */
export async function mailAllInvestors<K extends MailTemplate>(
  q: Queryable,
  template: K,
  data: MailData[K],
  at: Date,
): Promise<void> {
  await mailUsersWhere(q, sql`u.role = 'user'`, template, data, at);
}

async function mailUsersWhere<K extends MailTemplate>(
  q: Queryable,
  who: SQL,
  template: K,
  data: MailData[K],
  at: Date,
): Promise<void> {
  const subject = subjectOf(template, data);
  const category = TEMPLATE_CATEGORY[template];
  // One statement: the address, the name and the user's choice for this category are read with the insert.
  const wanted =
    category === 'security'
      ? sql`TRUE`
      : sql`NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND p.category = ${category} AND NOT p.email)`;
  await q.execute(sql`
    INSERT INTO mail_outbox (user_id, "to", template, subject, data, next_attempt_at, created_at)
    SELECT u.id, u.email, ${template}, ${subject}, ${JSON.stringify(data)}::jsonb || jsonb_build_object('firstName', u.first_name), ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
    FROM users u WHERE ${who} AND ${wanted}`);
  announceMailQueued();
}

/** Queues a mail to an address with no user row behind it. */
export async function mailAddress<K extends MailTemplate>(
  q: Queryable,
  to: string,
  template: K,
  data: MailData[K],
  at: Date,
): Promise<void> {
  await q.insert(mailOutbox).values({
    to,
    template,
    subject: subjectOf(template, data),
    data: data as Record<string, string | number>,
    nextAttemptAt: at,
    createdAt: at,
  });
  announceMailQueued();
}
