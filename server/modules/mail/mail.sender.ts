import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { onMailQueued } from './mail.outbox.ts';
import { TEMPLATE_CATEGORY } from './mail.categories.ts';
import { isMailTemplate } from './mail.templates.ts';
import { unsubscribeLinks } from './mail.unsubscribe.ts';
import { antiPhishingCodeFor } from '../anti-phishing/anti-phishing.service.ts';
import { laterInBackground } from '../../lib/background.ts';
import { createCoalescedRun } from '../../lib/coalesced-run.ts';

/** Rows one claim takes; sent MAX_PARALLEL at a time. */
const BATCH = 50;
const MAX_PARALLEL = 4;
/** After this many failed attempts a mail is 'failed' (an admin can resend it). */
export const MAX_ATTEMPTS = 8;
/** First retry after 30 s, then doubling: 30 s, 1, 2, 4, 8, 16, 32 min (about an hour in all), capped at 1 h. */
export const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 60 * 60_000;
/** A claimed row is due again after this, should its sender die mid-send (longer than any SMTP timeout). */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** queueMail nudges from inside an open transaction: look again once it has probably committed. */
const NUDGE_DELAYS_MS = [50, 500];

export const retryDelayMs = (attempts: number): number =>
  Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

type Claimed = {
  id: string;
  user_id: string | null;
  to: string;
  template: string;
  subject: string;
  data: Record<string, unknown>;
  attempts: number;
};

export type MailSender = {
  /** Sends every due mail; a call during a run waits for one more run (see coalesced-run.ts). Resolves to the count sent. */
  drain: () => Promise<number>;
  nudge: () => void;
};

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED and leases them (attempts + 1, due again after the
 * lease) in one short statement, so no transaction stays open during SMTP and two senders (two
 * processes, or a job and a nudge) never take the same row. A row is sent, then marked sent; a
 * failure puts it back with exponential backoff.
 */
export function createMailSender(deps: Deps): MailSender {
  const opts = { appUrl: deps.env.appUrl, platformName: deps.env.platformName };

  const claim = (now: Date) =>
    queryRows<Claimed>(
      deps.db,
      sql`UPDATE mail_outbox m SET attempts = m.attempts + 1, next_attempt_at = ${new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()}::timestamptz
          WHERE m.id IN (SELECT id FROM mail_outbox WHERE status = 'queued' AND next_attempt_at <= ${now.toISOString()}::timestamptz
                         ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING m.id, m.user_id, m."to", m.template, m.subject, m.data, m.attempts`,
    );

  const deliver = async (row: Claimed): Promise<boolean> => {
    try {
      const category = isMailTemplate(row.template) ? TEMPLATE_CATEGORY[row.template] : 'security';
      const links =
        row.user_id && category !== 'security' ? unsubscribeLinks(deps.env, row.user_id, category) : undefined;
      const { renderMail } = await import('./mail.render.ts');
      // Here every mail passes on its way out, whichever module queued it: the code is read at send time.
      const antiPhishingCode = await antiPhishingCodeFor(deps, row.user_id, row.to);
      const mail = await renderMail(
        row.template,
        row.data,
        { ...opts, unsubscribeUrl: links?.page, antiPhishingCode },
        row.subject,
      );
      // RFC 8058: mail apps show their own Unsubscribe button and POST to this URL.
      const headers = links
        ? { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined;
      await deps.mailer.send({ to: row.to, ...mail, ...(headers ? { headers } : {}) });
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const gaveUp = row.attempts >= MAX_ATTEMPTS;
      const due = new Date(deps.now().getTime() + retryDelayMs(row.attempts));
      await deps.db.execute(
        sql`UPDATE mail_outbox SET status = ${gaveUp ? 'failed' : 'queued'}, last_error = ${error}, next_attempt_at = ${due.toISOString()}::timestamptz WHERE id = ${row.id}`,
      );
      deps.log.warn('mail send failed', {
        mailId: row.id,
        template: row.template,
        attempt: row.attempts,
        gaveUp,
        error,
      });
      return false;
    }
    await deps.db.execute(
      sql`UPDATE mail_outbox SET status = 'sent', sent_at = ${deps.now().toISOString()}::timestamptz, last_error = NULL WHERE id = ${row.id}`,
    );
    return true;
  };

  const run = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const batch = await claim(deps.now());
      for (let i = 0; i < batch.length; i += MAX_PARALLEL) {
        const results = await Promise.all(batch.slice(i, i + MAX_PARALLEL).map(deliver));
        sent += results.filter(Boolean).length;
      }
      if (batch.length < BATCH) return sent;
    }
  };

  const drain = createCoalescedRun(run, (err: unknown) => {
    deps.log.error('mail sender failed', { error: String(err) });
    return 0;
  });

  return {
    drain,
    nudge: () => {
      for (const delay of NUDGE_DELAYS_MS) laterInBackground(delay, drain);
    },
  };
}

const senders = new WeakMap<Deps, MailSender>();

/** This process's sender for `deps` (one per Deps, so the job and the nudges share its run). */
export function mailSender(deps: Deps): MailSender {
  let sender = senders.get(deps);
  if (!sender) {
    sender = createMailSender(deps);
    senders.set(deps, sender);
  }
  return sender;
}

/**
 * Sends soon after a mail is queued, instead of at the job's next tick. Only with SMTP: without
 * it the job writes the mails to the log, and tests read the rows as they were queued.
 */
export function registerMailDelivery(deps: Deps): void {
  if (!deps.env.smtpUrl || senders.has(deps)) return;
  const sender = mailSender(deps);
  onMailQueued(() => sender.nudge());
}

/** The mail-outbox job: sends what is due (first tries, retries after their backoff). */
export async function drainMailOutbox(deps: Deps): Promise<void> {
  await mailSender(deps).drain();
}
