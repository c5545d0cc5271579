import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema-mail.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/contract/locales.ts';
import { wordingsOf } from '../message-templates/template-overrides.repo.ts';
import { TEMPLATE_CATEGORY } from './mail.categories.ts';
import { mailContent, type MailData, type MailTemplate } from './mail.templates.ts';
import type { Wording } from './mail.wording.ts';

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

type Queued = { subject: string; data: Record<string, unknown> };

/**
 * The subject and stored data of a mail in each language: the language and any administrator's
 * wording go into the data, so the mail is rendered (and resent) as it was when the event happened.
 */
async function queuedPerLocale<K extends MailTemplate>(
  q: Queryable,
  template: K,
  data: MailData[K],
): Promise<Record<Locale, Queued>> {
  const wordings = await wordingsOf(q, `mail.${template}`);
  const entry = (locale: Locale): [Locale, Queued] => {
    const wording: Wording | undefined = wordings[locale];
    return [
      locale,
      {
        subject: mailContent(template, data as Record<string, unknown>, locale, wording).subject,
        data: { ...data, locale, ...(wording ? { wording } : {}) },
      },
    ];
  };
  return Object.fromEntries(LOCALES.map(entry)) as Record<Locale, Queued>;
}

/** `CASE u.language WHEN 'es' THEN … ELSE <English> END`: one value per language in one statement. */
const byLanguage = (values: Record<Locale, SQL>): SQL =>
  sql`CASE u.language ${sql.join(
    LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => sql`WHEN ${l} THEN ${values[l]} `),
  )}ELSE ${values[DEFAULT_LOCALE]} END`;

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
  const queued = await queuedPerLocale(q, template, data);
  const perLocale = (pick: (x: Queued) => SQL) =>
    byLanguage(Object.fromEntries(LOCALES.map((l) => [l, pick(queued[l])])) as Record<Locale, SQL>);
  const subject = perLocale((x) => sql`${x.subject}`);
  const stored = perLocale((x) => sql`${JSON.stringify(x.data)}::jsonb`);
  const category = TEMPLATE_CATEGORY[template];
  // One statement: the address, the name, the language and the user's choice for this category are read with the insert.
  const wanted =
    category === 'security'
      ? sql`TRUE`
      : sql`NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND p.category = ${category} AND NOT p.email)`;
  await q.execute(sql`
    INSERT INTO mail_outbox (user_id, "to", template, subject, data, next_attempt_at, created_at)
    SELECT u.id, u.email, ${template}, ${subject}, (${stored}) || jsonb_build_object('firstName', u.first_name), ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
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
  const { subject, data: stored } = (await queuedPerLocale(q, template, data))[DEFAULT_LOCALE];
  await q.insert(mailOutbox).values({
    to,
    template,
    subject,
    data: stored as Record<string, string | number>,
    nextAttemptAt: at,
    createdAt: at,
  });
  announceMailQueued();
}
