import type { MailCategory } from '../../../src/contract/notification-preferences.ts';
import { dayIn } from '../../i18n/phrases.ts';
import type { MailSpec } from './mail.spec.ts';

const RECURRING = '/user/recurring';
const ALERTS = '/user/alerts';

/** The data of the alert mails (recurring runs, maturities, levels); amounts and dates arrive formatted. */
export type AlertMailData = {
  /** A recurring run did not invest; `paused` is non-empty when it was the third in a row. */
  recurring_skipped: { plan: string; amount: string; reason: string; paused: string };
  /**
   * An investment matures in `days` UTC days (0: today), on `date`; the words ("in 3 days") are the
   * reader's language's; `date` is
   * the maturity's ISO moment, written as its UTC day the reader's way (English words in older mails).
   * Mails queued before `days` existed carry English `when` and keep it.
   */
  investment_maturing: { plan: string; amount: string; days?: number; when?: string; date: string };
  balance_low: { balance: string; level: string };
  price_alert: { asset: string; rate: string; level: string; direction: 'above' | 'below' };
};

/** Merged into the platform's templates (mail.templates.ts); kept apart so each file stays readable. */
export const alertTemplates: { [K in keyof AlertMailData]: MailSpec<AlertMailData[K]> } = {
  recurring_skipped: {
    values: (d) => ({ paused: d.paused ? 'yes' : 'no' }),
    facts: (v) => [
      ['plan', v.plan],
      ['amount', v.amount],
    ],
    action: () => RECURRING,
  },
  investment_maturing: {
    values: (d, t, locale) => ({
      when: d.days === undefined ? (d.when ?? '') : t('mail.investment_maturing.when', { days: d.days }),
      date: dayIn(locale, d.date),
    }),
    facts: (v) => [
      ['plan', v.plan],
      ['amount', v.amount],
      ['matures', v.date],
    ],
    action: () => '/user/schema-logs',
  },
  balance_low: {
    facts: (v) => [
      ['balance', v.balance],
      ['alertLevel', v.level],
    ],
    action: () => ALERTS,
  },
  price_alert: {
    facts: (v) => [
      ['rate', v.rate],
      ['alertLevel', v.level],
    ],
    action: () => ALERTS,
  },
};

export const ALERT_TEMPLATE_CATEGORY: Record<keyof AlertMailData, MailCategory> = {
  recurring_skipped: 'investments',
  investment_maturing: 'investments',
  balance_low: 'money',
  price_alert: 'investments',
};
