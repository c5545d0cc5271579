import { momentIn, passkeysIn, type ListedPasskey } from '../../i18n/phrases.ts';
import type { MailSpec } from './mail.spec.ts';

const SETTINGS = '/user/settings';
const SECURITY = '/user/security';
/** What a security review follows (server/modules/step-up/security-undo.ts). */
const SECURITY_EVENTS = ['signed_out_others', 'password_changed', 'password_reset'];

/** The data of the security mails (sign-in factors, devices, passkeys, withdrawal protection); moments arrive as ISO strings. */
export type SecurityMailData = {
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
};

/** Merged into the platform's templates (mail.templates.ts); kept apart so each file stays readable. */
export const securityTemplates: { [K in keyof SecurityMailData]: MailSpec<SecurityMailData[K]> } = {
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
};
