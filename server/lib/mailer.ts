import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Logger } from './logger.ts';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise the mail is kept in the outbox table and logged, so a
 * fresh install can still reset passwords (the operator reads the link from the log).
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; db: Db; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (mail) => {
        try {
          await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
        } catch (err) {
          // A mail failure must not fail the request that caused it (e.g. registration).
          opts.log.error('mail send failed', { to: mail.to, subject: mail.subject, error: String(err) });
        }
      },
    };
  }
  return {
    send: async (mail) => {
      await opts.db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text });
      opts.log.info('mail (no SMTP_URL, kept in outbox)', { to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
