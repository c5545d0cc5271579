import type { NotificationCategory } from '../../../src/contract/notification-preferences.ts';
import { TEMPLATE_CATEGORY } from '../mail/mail.categories.ts';
import type { MailTemplate } from '../mail/mail.templates.ts';

/**
 * Events that notify in the app and by push but have no mail of their own. Events that do have a
 * mail use the mail template's name, so one table (TEMPLATE_CATEGORY plus this) decides all three
 * channels and an event cannot be "money" by mail and "security" in the bell.
 */
export const NOTICE_CATEGORY = {
  /** An administrator added to or took from a wallet. */
  balance_adjusted: 'money',
  /** A referral commission landed in the Main Wallet. */
  referral_commission: 'money',
  /** Money sent to another user. Written by the send_money_request statement (column default). */
  money_sent: 'money',
  /** A profit period paid into the Profit Wallet. */
  profit_paid: 'investments',
  /** A ranking badge reached (and its bonus): earned by investing. */
  badge_earned: 'investments',
  /** A card payment did not go through (failed or the Checkout session expired): nothing was credited. */
  card_deposit_failed: 'money',
  /** A card payment was for another amount than its deposit: held until an admin decides, nothing credited yet. */
  card_deposit_review: 'money',
  /** Admins: Stripe reported a refund or dispute, a payment for another amount, or an event that could not be applied; an admin decides. */
  card_payment_issue: 'money',
  /** Admins: a new ticket or an investor's reply. */
  ticket_opened: 'support',
  ticket_closed: 'support',
  /** Admins: an on-chain payment needs a decision (under the minimum, another asset). */
  onchain_review: 'money',
  /** Admins: a payout batch was paid on chain with a withdrawal that was no longer payable. */
  payout_exception: 'money',
  /** Admins: a credited on-chain payment's block left the canonical chain. */
  onchain_reorg: 'security',
  /** New recovery codes: the old ones stop working, the owner must know. */
  recovery_codes_renewed: 'security',
} as const satisfies Record<string, NotificationCategory>;

export type NoticeEvent = keyof typeof NOTICE_CATEGORY;
/** Everything a notification can be about: a mail template's name or a notice of its own. */
export type NotificationEvent = MailTemplate | NoticeEvent;

const isNotice = (event: string): event is NoticeEvent => Object.hasOwn(NOTICE_CATEGORY, event);

/**
 * The one answer to "which preference decides this?", for the bell, push and mail alike. An
 * unknown or missing event is security: delivered on every channel, so nothing is silently lost.
 */
export function categoryOf(event: NotificationEvent | undefined): NotificationCategory {
  if (!event) return 'security';
  if (isNotice(event)) return NOTICE_CATEGORY[event];
  return (TEMPLATE_CATEGORY as Partial<Record<string, NotificationCategory>>)[event] ?? 'security';
}
