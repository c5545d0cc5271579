import type { Locale } from '../../../src/contract/locales.ts';
import { translate, type ServerMessageValues } from '../../i18n/translate.ts';
import { formatWording, localizedValues, type Wording } from '../mail/mail.wording.ts';

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
} satisfies Record<string, ServerMessageValues>;

export type NoticeName = keyof typeof NOTICE_SAMPLES;
export type NoticeText = { [K in NoticeName]: { name: K; values: (typeof NOTICE_SAMPLES)[K] } }[NoticeName];

export const noticeMessageId = (name: NoticeName) => `notice.${name}.body`;

/** The notice's text in `locale`, in an administrator's wording when there is one. */
export function noticeMessage(
  locale: Locale,
  name: NoticeName,
  values: ServerMessageValues,
  wording?: Wording,
): string {
  const v = localizedValues(locale, values);
  return wording ? formatWording(locale, wording.body, v) : translate(locale, noticeMessageId(name), v);
}
