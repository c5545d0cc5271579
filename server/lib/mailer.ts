import type { Transporter } from 'nodemailer';
import type { Logger } from './logger.ts';

export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
/** Delivers one mail or throws; the mail outbox (server/modules/mail) retries what throws. */
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * SMTP when SMTP_URL is set (short timeouts, so an outage fails fast and the outbox retries later);
 * otherwise the mail is written to the log, so a fresh install can still reset passwords (the
 * operator reads the link from the log).
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    // nodemailer loads with the first mail, not at start (docs/decisions/0062-lazy-sdks.md).
    let transport: Promise<Transporter> | undefined;
    const open = async (): Promise<Transporter> => {
      const { default: nodemailer } = await import('nodemailer');
      return nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    };
    return {
      send: async (mail) => {
        transport ??= open();
        await (await transport).sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      },
    };
  }
  return {
    send: async (mail) => {
      opts.log.info('mail (no SMTP_URL, written to the log)', { to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
