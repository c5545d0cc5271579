import type { Locale } from '../../../src/contract/locales.ts';
import { adminIn, changesIn, dayIn, momentIn, passkeysIn, type ProtectionChange } from '../../i18n/phrases.ts';
import { translate, type ServerMessageValues } from '../../i18n/translate.ts';
import { formatWording, localizedValues, type Wording } from '../mail/mail.wording.ts';

/** A notice's values: text and numbers, and data written in words per language (NOTICE_WORDS). */
type NoticeValues = Record<string, string | number | ProtectionChange[] | Array<{ name: string; addedAt: string }>>;

const SAMPLE_CHANGES: ProtectionChange[] = [
  {
    key: 'fourEyesThreshold',
    label: 'Four-eyes threshold',
    from: '1,000.00 USD',
    to: 'off',
    words: {
      label: { id: 'setting.fourEyesThreshold' },
      from: { id: 'value', values: { value: '1,000.00 USD' } },
      to: { id: 'off' },
    },
  },
];

/**
 * In-app notices (and their push) written from the catalogs (`notice.<name>.body`) in the
 * recipient's language, with sample values for an administrator's preview. Amounts arrive as
 * formatCents writes them and are written again the reader's way.
 */
export const NOTICE_SAMPLES = {
  deposit_approved: { amount: '100.00 USD', credited: '98.00 USD', reference: 'DEP1' },
  deposit_rejected: { amount: '100.00 USD', reference: 'DEP1', reason: 'No payment arrived' },
  withdrawal_paid: {
    amount: '50.00 USD',
    sent: '49.00 USD',
    reference: 'WDR1',
    hasPayout: 'yes',
    payoutReference: 'PAY1',
  },
  withdrawal_rejected: { amount: '50.00 USD', reference: 'WDR1', reason: 'Account closed' },
  security_undone: { removed: 2 },
  badge_earned: { badge: 'Bronze', hasBonus: 'yes', bonus: '5.00 USD' },
  balance_adjusted: { amount: '25.00 USD', change: 'add', wallet: 'main', reference: 'TRX1' },
  referral_commission: { amount: '2.50 USD', level: 1, hasFrom: 'yes', from: 'alice', source: 'deposit' },
  data_export_ready: {},
  kyc_approved: {},
  kyc_rejected: { hasReason: 'yes', reason: 'The document is unreadable' },
  ticket_answered: { subject: 'Withdrawal delay' },
  ticket_closed: { subject: 'Withdrawal delay' },
  ticket_opened_admin: { username: 'alice', subject: 'Withdrawal delay' },
  ticket_replied_admin: { username: 'alice', subject: 'Withdrawal delay' },
  investment_made: { amount: '500.00 USD', plan: 'Gold' },
  investment_exited: { plan: 'Gold', net: '450.00 USD', wallet: 'main', penalty: '50.00 USD' },
  profit_paid: { amount: '12.50 USD', reinvested: 'no', plan: 'Gold', periods: 1, period: 3 },
  investment_completed: { plan: 'Gold', capitalBack: 'yes', capital: '500.00 USD', outcome: 'none', limit: '' },
  recurring_skipped: { amount: '100.00 USD', plan: 'Gold', reason: 'Insufficient balance', paused: 'no' },
  /** `date`: the maturity as an ISO moment (older notices carry it in English words). */
  investment_maturing: { amount: '500.00 USD', plan: 'Gold', days: 3, date: '2026-12-01T00:00:00.000Z' },
  balance_low: { level: '100.00 USD', balance: '80.00 USD' },
  price_alert: { asset: 'BTC', direction: 'above', level: '60,000.00 USD', rate: '60,125.00 USD' },
  card_deposit_failed: { amount: '100.00 USD', reference: 'DEP1', outcome: 'failed' },
  card_deposit_review: { reference: 'DEP1', paid: '90.00 USD', asked: '100.00 USD' },
  card_deposit_not_credited: { reference: 'DEP1', reason: 'The payment was refunded' },
  card_payment_mismatch: { reference: 'DEP1', paid: '90.00 USD', asked: '100.00 USD' },
  onchain_review: { to: '0xabc', reason: 'under_minimum', units: '', txHash: '0xdef' },
  onchain_reorg: { chain: '1', txHash: '0xdef', block: '19000000' },
  two_factor_on: {},
  two_factor_off: {},
  recovery_codes_renewed: {},
  passkey_added: { name: 'Laptop' },
  passkey_removed: { name: 'Laptop' },
  withdrawal_requested: { amount: '50.00 USD', reference: 'WDR1', account: 'My bank' },
  new_device: { device: 'Firefox on Linux', place: 'Paris, France' },
  card_payment_issue: {
    kind: 'refund',
    amount: '100.00 USD',
    found: 'yes',
    reference: 'DEP1',
    charge: 'ch_1',
    suggested: '98.00 USD',
  },
  card_event_invalid: { reason: 'charge.refunded event evt_1 could not be applied: amount is not valid' },
  withdrawals_paused: { until: 'Nov 24, 2026, 8:05 PM UTC', hold: 'password_changed' },
  withdrawal_account_changed: { account: 'My bank', method: 'Bank transfer', change: 'added', usableFrom: 'now' },
  recovery_code_used: { use: 'sign_in', left: 5, advice: 'no' },
  payout_exception: { reference: 'PB1', count: 2, exceptions: 'WDR1: address rejected; WDR2: timeout' },
  /** `event`: signed_out_others, password_changed or password_reset; `passkeys` the ones added lately. */
  security_review: {
    event: 'signed_out_others',
    passkeys: [{ name: 'Laptop', addedAt: '2026-11-21T20:05:00.000Z' }],
  },
  /** `secret`: password or factor (a two-factor code or passkey); `until` an ISO moment. */
  secret_checks_locked: { secret: 'factor', until: '2026-11-24T20:05:00.000Z' },
  /** `by` is empty when the admin's account is gone ("An admin"); `state`: applied, pending or approved. */
  admin_protection_loosened: { by: 'Grace Hopper', state: 'pending', changes: SAMPLE_CHANGES },
  // Written by the send statement in the database from these texts (transfers.texts.ts).
  money_sent: { amount: '120.00 USD', to: 'bob@example.com', reference: 'TRF1' },
  money_received: { amount: '120.00 USD', from: 'Alice S. (a•••@example.com)', reference: 'TRF1' },
} satisfies Record<string, NoticeValues>;

export type NoticeName = keyof typeof NOTICE_SAMPLES;
export type NoticeText = { [K in NoticeName]: { name: K; values: (typeof NOTICE_SAMPLES)[K] } }[NoticeName];

export const noticeMessageId = (name: NoticeName) => `notice.${name}.body`;

type Words = (values: Record<string, unknown>, locale: Locale) => ServerMessageValues;

/** Values written in the reader's words when the text is made (a moment, a list), replacing the data. */
const NOTICE_WORDS: Partial<Record<NoticeName, Words>> = {
  security_review: (v, locale) => ({
    event: translate(locale, 'phrase.securityEvent', { event: String(v.event) }),
    passkeys: passkeysIn(locale, v.passkeys),
  }),
  secret_checks_locked: (v, locale) => ({ until: momentIn(locale, v.until) }),
  investment_maturing: (v, locale) => ({ date: dayIn(locale, v.date) }),
  withdrawals_paused: (v, locale) => ({ until: momentIn(locale, v.until) }),
  withdrawal_account_changed: (v, locale) => ({ usableFrom: momentIn(locale, v.usableFrom) }),
  admin_protection_loosened: (v, locale) => ({ by: adminIn(locale, v.by), changes: changesIn(locale, v.changes) }),
};

/** A notice's values in `locale`: the data, the words made from it and amounts written the reader's way. */
export function noticeValues(name: NoticeName, values: Record<string, unknown>, locale: Locale): ServerMessageValues {
  return localizedValues(locale, { ...values, ...NOTICE_WORDS[name]?.(values, locale) });
}

/** The notice's text in `locale`, in an administrator's wording when there is one. */
export function noticeMessage(
  locale: Locale,
  name: NoticeName,
  values: Record<string, unknown>,
  wording?: Wording,
): string {
  const v = noticeValues(name, values, locale);
  return wording ? formatWording(locale, wording.body, v) : translate(locale, noticeMessageId(name), v);
}
