import { DEFAULT_LOCALE, type Locale } from '../../../src/contract/locales.ts';
import {
  adminIn,
  changesIn,
  momentIn,
  passkeysIn,
  type ListedPasskey,
  type ProtectionChange,
} from '../../i18n/phrases.ts';
import { translate, type ServerMessageValues } from '../../i18n/translate.ts';
import { alertTemplates, type AlertMailData } from './mail.alert-templates.ts';
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
export type MailData = AlertMailData & {
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
  deposit_received: { amount: string; reference: string; method: string };
  deposit_approved: { amount: string; credited: string; reference: string };
  deposit_rejected: { amount: string; reference: string; reason: string };
  withdrawal_requested: { amount: string; reference: string; method: string };
  withdrawal_paid: { amount: string; sent: string; reference: string };
  withdrawal_rejected: { amount: string; reference: string; reason: string };
  money_received: { amount: string; from: string; reference: string };
  investment_made: { amount: string; plan: string };
  /** `capital` is empty for a plan that keeps the capital. */
  investment_completed: { plan: string; capital: string };
  kyc_approved: Record<string, never>;
  kyc_rejected: { reason: string };
  ticket_answered: { subject: string; link: string };
  password_changed: Record<string, never>;
  two_factor_on: Record<string, never>;
  two_factor_off: Record<string, never>;
  /** `use` names what the code confirmed (worded per language); older mails carry English `told`. */
  recovery_code_used: { left: number; use?: string; told?: string };
  /** A sign-in from a device not seen before (server/modules/sessions): `at` an ISO moment (formatted UTC in older mails). */
  new_device: { device: string; place: string; address: string; at: string };
  /** Passkeys (Security page): `name` is the one the user gave it. */
  passkey_added: { name: string };
  passkey_removed: { name: string };
  /**
   * Too many wrong passwords or codes behind a session: `secret` (password or factor) names it,
   * `until` is an ISO moment; older mails carry English `what` and a formatted `until`.
   */
  secret_checks_locked: { secret?: 'password' | 'factor'; what?: string; until: string };
  /**
   * All other devices were signed out, or the password changed: passkeys added lately, with "This
   * wasn't me". `event` names what happened; older mails carry it and the list in English words.
   */
  security_review: { event: string; passkeys: ListedPasskey[] | string; link: string };
  /** The account's data export can be downloaded until `expires` (an ISO moment). */
  data_export_ready: { expires: string; days: number };
  /** "This wasn't me" was used: every device signed out, the listed passkeys removed. */
  security_undone: { removed: number };
  /**
   * Withdrawal protection: `until` and `usableFrom` are ISO moments (formatted UTC in older mails).
   * `hold` names the change (the reader's words for it come from the catalog); older mails carry English `reason`.
   */
  withdrawals_paused: { hold?: string; reason?: string; until: string };
  withdrawal_account_changed: { account: string; method: string; change: 'added' | 'changed'; usableFrom: string };
  /** An admin's message to one investor or to all (Notifications); `link` is an app path or empty. */
  news: { message: string; link: string };
  /** Mail kept from before the outbox: its text as it was. */
  plain: { subject?: string; text: string };
};
export type MailTemplate = keyof MailData;

type Specs = { [K in MailTemplate]: MailSpec<MailData[K]> };

const DEPOSITS = '/user/deposit-log';
const WITHDRAWALS = '/user/withdraw-log';
const SETTINGS = '/user/settings';
const INVESTMENTS = '/user/schema-logs';
const SECURITY = '/user/security';
/** What a security review follows (server/modules/step-up/security-undo.ts). */
const SECURITY_EVENTS = ['signed_out_others', 'password_changed', 'password_reset'];

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
  deposit_received: {
    facts: (v) => [
      ['amount', v.amount],
      ['method', v.method],
      ['reference', v.reference],
    ],
    action: () => DEPOSITS,
  },
  deposit_approved: {
    facts: (v) => [
      ['deposit', v.amount],
      ['credited', v.credited],
      ['reference', v.reference],
    ],
    action: () => DEPOSITS,
  },
  deposit_rejected: {
    facts: (v) => [
      ['deposit', v.amount],
      ['reference', v.reference],
      ['reason', v.reason],
    ],
    action: () => DEPOSITS,
  },
  withdrawal_requested: {
    facts: (v) => [
      ['amount', v.amount],
      ['method', v.method],
      ['reference', v.reference],
    ],
    action: () => WITHDRAWALS,
    security: true,
  },
  withdrawal_paid: {
    facts: (v) => [
      ['withdrawal', v.amount],
      ['sent', v.sent],
      ['reference', v.reference],
    ],
    action: () => WITHDRAWALS,
  },
  withdrawal_rejected: {
    facts: (v) => [
      ['withdrawal', v.amount],
      ['reference', v.reference],
      ['reason', v.reason],
    ],
    action: () => WITHDRAWALS,
  },
  money_received: {
    facts: (v) => [
      ['amount', v.amount],
      ['from', v.from],
      ['reference', v.reference],
    ],
    action: () => '/user/transactions',
  },
  investment_made: {
    facts: (v) => [
      ['plan', v.plan],
      ['amount', v.amount],
    ],
    action: () => INVESTMENTS,
  },
  investment_completed: {
    values: (d) => ({ capitalBack: d.capital ? 'yes' : 'no' }),
    facts: (v) =>
      v.capitalBack === 'yes'
        ? [
            ['plan', v.plan],
            ['capitalReturned', v.capital],
          ]
        : [['plan', v.plan]],
    action: () => INVESTMENTS,
  },
  kyc_approved: { action: () => '/user/dashboard' },
  kyc_rejected: { facts: (v) => [['reason', v.reason]], action: () => '/user/kyc/form' },
  ticket_answered: { action: (d) => d.link },
  password_changed: { action: () => SETTINGS, security: true },
  two_factor_on: { action: () => SETTINGS, security: true },
  two_factor_off: { action: () => SETTINGS, security: true },
  new_device: {
    values: (d, _t, locale) => ({ at: momentIn(locale, d.at) }),
    facts: (v) => [
      ['device', v.device],
      ['place', v.place],
      ['address', v.address],
      ['time', v.at],
    ],
    action: () => '/user/security',
    security: true,
  },
  recovery_code_used: {
    values: (d, t) => ({ told: d.use ? t('mail.recovery_code_used.told', { use: d.use }) : (d.told ?? '') }),
    action: () => SETTINGS,
    security: true,
  },
  withdrawals_paused: {
    values: (d, t, locale) => ({
      reason: d.hold ? t('mail.withdrawals_paused.reason', { hold: d.hold }) : (d.reason ?? ''),
      until: momentIn(locale, d.until),
    }),
    facts: (v) => [['pausedUntil', v.until]],
    action: () => SETTINGS,
    security: true,
  },
  withdrawal_account_changed: {
    values: (d, t, locale) => ({
      usableFrom: momentIn(locale, d.usableFrom),
      usableFromText:
        d.usableFrom === 'now' ? t('mail.withdrawal_account_changed.now') : momentIn(locale, d.usableFrom),
    }),
    facts: (v) => [
      ['account', v.account],
      ['method', v.method],
      ['usableFrom', v.usableFromText],
    ],
    action: () => '/user/withdrawal-accounts',
    security: true,
  },
  passkey_added: { facts: (v) => [['passkey', v.name]], action: () => SECURITY, security: true },
  passkey_removed: { facts: (v) => [['passkey', v.name]], action: () => SECURITY, security: true },
  secret_checks_locked: {
    values: (d, t, locale) => ({
      what: d.secret ? t('mail.secret_checks_locked.what', { secret: d.secret }) : (d.what ?? ''),
      until: momentIn(locale, d.until),
    }),
    facts: (v) => [['lockedUntil', v.until]],
    action: () => SECURITY,
    security: true,
  },
  security_review: {
    values: (d, t, locale) => ({
      event: SECURITY_EVENTS.includes(d.event) ? t('phrase.securityEvent', { event: d.event }) : d.event,
      passkeys: passkeysIn(locale, d.passkeys),
    }),
    action: (d) => d.link,
    security: true,
  },
  data_export_ready: {
    values: (d, _t, locale) => ({ until: momentIn(locale, d.expires) }),
    action: () => SECURITY,
  },
  security_undone: { action: () => '/login', security: true },
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
