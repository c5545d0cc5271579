import { DEFAULT_LOCALE, type Locale } from '../../../src/contract/locales.ts';
import { adminIn, changesIn, type ProtectionChange } from '../../i18n/phrases.ts';
import { translate, type ServerMessageValues } from '../../i18n/translate.ts';
import { alertTemplates, type AlertMailData } from './mail.alert-templates.ts';
import { moneyTemplates, type MoneyMailData } from './mail.money-templates.ts';
import { securityTemplates, type SecurityMailData } from './mail.security-templates.ts';
import type { MailSpec } from './mail.spec.ts';
import { formatWording, localizedValues, type Wording } from './mail.wording.ts';

/**
 * Every mail the platform sends, as content only (subject, heading, paragraphs, facts, one
 * action), in the recipient's language: the texts are `mail.<template>.*` in the server catalogs
 * (or an administrator's wording of the subject and body), mail.render.ts turns the same content
 * into the HTML and the plain-text part. Amounts arrive formatted ("1,234.56 USD") and are
 * written again the reader's way; links are app paths, made absolute with APP_URL when sent.
 */
export type MailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows (amount, reference, …). */
  facts?: Array<[string, string]>;
  action?: { label: string; path: string };
  /** Security mails say what to do if it was not the reader. */
  security?: boolean;
};

/** The data each template takes; every mail to a user also gets their `firstName`. */
export type MailData = AlertMailData &
  MoneyMailData &
  SecurityMailData & {
    welcome: { link: string };
    verify_email: { link: string };
    reset_password: { link: string };
    /** A new admin account (Staff page): the link sets its first password. */
    staff_invitation: { link: string; role: string; invitedBy: string };
    /**
     * Every other admin: a setting that protects money was loosened, or a request to loosen one waits.
     * `by` empty reads "An admin"; older mails carry `changes` in English words.
     */
    admin_protection_loosened: {
      by: string;
      changes: ProtectionChange[] | string;
      state: 'applied' | 'pending' | 'approved';
    };
    kyc_approved: Record<string, never>;
    kyc_rejected: { reason: string };
    ticket_answered: { subject: string; link: string };
    /** An admin's message to one investor or to all (Notifications); `link` is an app path or empty. */
    news: { message: string; link: string };
    /** Mail kept from before the outbox: its text as it was. */
    plain: { subject?: string; text: string };
  };
export type MailTemplate = keyof MailData;

type Specs = { [K in MailTemplate]: MailSpec<MailData[K]> };

export const templates: Specs = {
  ...alertTemplates,
  welcome: { action: (d) => d.link },
  verify_email: { action: (d) => d.link },
  reset_password: { action: (d) => d.link },
  staff_invitation: { action: (d) => d.link, security: true },
  admin_protection_loosened: {
    values: (d, t, locale) => ({
      stateWord: t('mail.admin_protection_loosened.state', { state: d.state }),
      by: adminIn(locale, d.by),
      changes: changesIn(locale, d.changes),
    }),
    facts: (v) => [['status', v.stateWord]],
    action: (d) => (d.state === 'pending' ? '/admin/approvals' : '/admin/settings'),
    security: true,
  },
  ...moneyTemplates,
  kyc_approved: { action: () => '/user/dashboard' },
  kyc_rejected: { facts: (v) => [['reason', v.reason]], action: () => '/user/kyc/form' },
  ticket_answered: { action: (d) => d.link },
  ...securityTemplates,
  news: {
    // The subject is the message itself, cut to what a mail app shows.
    values: (d) => ({ subject: d.message.length > 60 ? `${d.message.slice(0, 57).trimEnd()}...` : d.message }),
    action: (d) => d.link || undefined,
  },
  plain: { values: (d, t) => ({ subject: d.subject ?? t('mail.plain.fallbackSubject') }) },
};

export const isMailTemplate = (name: string): name is MailTemplate => Object.hasOwn(templates, name);

/** The built-in catalog id of a part of a template's text. */
export const mailMessageId = (template: MailTemplate, part: 'subject' | 'heading' | 'body' | 'action') =>
  `mail.${template}.${part}`;

/** The values a template's texts can use: the data, the recipient's first name and the derived ones, amounts localized. */
export function mailValues(template: MailTemplate, data: Record<string, unknown>, locale: Locale): ServerMessageValues {
  const t = (id: string, values?: ServerMessageValues) => translate(locale, id, values);
  const spec = templates[template] as MailSpec<Record<string, unknown>>;
  return localizedValues(locale, { ...data, ...spec.values?.(data, t, locale) });
}

/**
 * A template's content in `locale`, with an administrator's `wording` of the subject and body when
 * there is one. `data` is the stored data (firstName included).
 */
export function mailContent(
  template: MailTemplate,
  data: Record<string, unknown>,
  locale: Locale = DEFAULT_LOCALE,
  wording?: Wording,
): MailContent {
  const spec = templates[template] as MailSpec<Record<string, unknown>>;
  const v = mailValues(template, data, locale);
  const t = (id: string) => translate(locale, id, v);
  const subject = wording ? formatWording(locale, wording.subject, v) : t(mailMessageId(template, 'subject'));
  const body = wording ? formatWording(locale, wording.body, v) : t(mailMessageId(template, 'body'));
  const path = spec.action?.(data);
  const facts = spec
    .facts?.(v)
    .map(([name, value]): [string, string] => [translate(locale, `mail.fact.${name}`), String(value ?? '')]);
  return {
    subject,
    heading: t(mailMessageId(template, 'heading')),
    paragraphs: body.split(/\n{2,}/).filter((p) => p.trim() !== ''),
    ...(facts ? { facts } : {}),
    ...(path ? { action: { label: t(mailMessageId(template, 'action')), path } } : {}),
    ...(spec.security ? { security: true } : {}),
  };
}
