import { sql } from 'drizzle-orm';
import { localeFormat } from '../../../src/contract/locale-format.ts';
import { LOCALES, type Locale } from '../../../src/contract/locales.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { mailContent } from '../mail/mail.templates.ts';
import type { Wording } from '../mail/mail.wording.ts';
import { noticeMessage } from '../notifications/notice-texts.ts';

/**
 * The texts a send writes in the database (send_money_request.sql): the "money sent" and "money
 * received" notices and the money-received mail's subject, in every language, from the catalogs
 * or an administrator's wording. The statement knows each party's language and the values only a
 * send reads (the recipient's address, the sender as the recipient sees them, the currency), so
 * each text is made here once with a mark in place of every value and filled in there. Built once
 * and kept with the fingerprint of the wordings it was made from; a batch sent with an outdated
 * fingerprint answers `stale` and is sent again with the texts built anew.
 */
const KEYS = ['notice.money_sent', 'notice.money_received', 'mail.money_received'] as const;

/** Where a value goes: U+0001, its name, U+0001 (the statement replaces these). */
const mark = (name: string) => `\u0001${name}\u0001`;
const MARKED = { amount: mark('amount'), reference: mark('reference') };

type Override = { key: string; locale: Locale; subject: string; body: string };
type LocaleTexts = { sent: string; received: string; subject: string; wording?: Wording };

function buildSendTexts(fingerprint: string, overrides: Override[]): string {
  const wording = (key: (typeof KEYS)[number], locale: Locale): Wording | undefined => {
    const o = overrides.find((r) => r.key === key && r.locale === locale);
    return o && { subject: o.subject, body: o.body };
  };
  const locales = Object.fromEntries(
    LOCALES.map((locale): [Locale, LocaleTexts] => {
      const mail = wording('mail.money_received', locale);
      return [
        locale,
        {
          sent: noticeMessage(
            locale,
            'money_sent',
            { ...MARKED, to: mark('to') },
            wording('notice.money_sent', locale),
          ),
          received: noticeMessage(
            locale,
            'money_received',
            { ...MARKED, from: mark('from') },
            wording('notice.money_received', locale),
          ),
          subject: mailContent('money_received', { ...MARKED, from: mark('from') }, locale, mail).subject,
          ...(mail ? { wording: mail } : {}),
        },
      ];
    }),
  );
  return JSON.stringify({ fingerprint, locales });
}

/** The wordings now and their fingerprint, read in one statement so they belong together. */
async function readSendTexts(q: Queryable): Promise<string> {
  const [row] = await queryRows<{ fingerprint: string; overrides: Override[] | null }>(
    q,
    sql`SELECT send_texts_fingerprint() AS fingerprint,
          (SELECT json_agg(json_build_object('key', o.template_key, 'locale', o.locale, 'subject', o.subject, 'body', o.body))
           FROM message_template_overrides o WHERE o.template_key IN (${sql.join(
             KEYS.map((k) => sql`${k}`),
             sql`, `,
           )})) AS overrides`,
  );
  return buildSendTexts(row?.fingerprint ?? '', row?.overrides ?? []);
}

/** The texts for the next batch: kept until a batch answers that the wordings changed. */
export function createSendTexts(q: Queryable) {
  let kept: Promise<string> | undefined;
  const load = (): Promise<string> => {
    const loading = readSendTexts(q);
    kept = loading;
    // A failed read is not kept: the next batch reads again.
    loading.catch(() => {
      if (kept === loading) kept = undefined;
    });
    return loading;
  };
  return { current: (): Promise<string> => kept ?? load(), refresh: load };
}

/** A send's amount as each language writes it ("1,234.50", "1 234,50"): the statement adds the currency. */
export function sendFigures(amountCents: number): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, localeFormat(l, 'UTC').amount(amountCents / 100)])) as Record<
    Locale,
    string
  >;
}
