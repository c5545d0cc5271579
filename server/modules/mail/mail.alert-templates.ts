import type { MailCategory } from '../../../src/contract/notification-preferences.ts';

const RECURRING = '/user/recurring';
const ALERTS = '/user/alerts';

/** The data of the alert mails (recurring runs, maturities, levels); amounts and dates arrive formatted. */
export type AlertMailData = {
  /** A recurring run did not invest; `paused` is non-empty when it was the third in a row. */
  recurring_skipped: { plan: string; amount: string; reason: string; paused: string };
  /** An investment matures `when` ("in 3 days", "today"), on `date`. */
  investment_maturing: { plan: string; amount: string; when: string; date: string };
  balance_low: { balance: string; level: string };
  price_alert: { asset: string; rate: string; level: string; direction: 'above' | 'below' };
};

type Named = { firstName?: string };
type Content = {
  subject: string;
  heading: string;
  paragraphs: string[];
  facts?: Array<[string, string]>;
  action?: { label: string; path: string };
};

/** Merged into the platform's templates (mail.templates.ts); kept apart so each file stays readable. */
export const alertTemplates: { [K in keyof AlertMailData]: (d: AlertMailData[K] & Named) => Content } = {
  recurring_skipped: (d) => ({
    subject: d.paused
      ? `Your recurring investment in ${d.plan} is paused`
      : `Your recurring investment in ${d.plan} was skipped`,
    heading: d.paused ? 'Recurring investment paused' : 'Recurring investment skipped',
    paragraphs: [
      `This run of ${d.amount} into ${d.plan} did not invest: ${d.reason}.`,
      d.paused
        ? 'It was the third run in a row that could not invest, so the plan is paused. Resume it when it can run again.'
        : 'The next run is tried as planned.',
    ],
    facts: [
      ['Plan', d.plan],
      ['Amount', d.amount],
    ],
    action: { label: 'See my recurring plans', path: RECURRING },
  }),
  investment_maturing: (d) => ({
    subject: `Your investment in ${d.plan} matures ${d.when}`,
    heading: 'Investment maturing',
    paragraphs: [`Your investment of ${d.amount} in ${d.plan} matures ${d.when}, on ${d.date}.`],
    facts: [
      ['Plan', d.plan],
      ['Amount', d.amount],
      ['Matures', d.date],
    ],
    action: { label: 'See my investments', path: '/user/schema-logs' },
  }),
  balance_low: (d) => ({
    subject: `Your Main Wallet fell under ${d.level}`,
    heading: 'Balance under your alert level',
    paragraphs: [`Your Main Wallet holds ${d.balance}, under the ${d.level} you asked to be told about.`],
    facts: [
      ['Balance', d.balance],
      ['Alert level', d.level],
    ],
    action: { label: 'Change my alerts', path: ALERTS },
  }),
  price_alert: (d) => ({
    subject: `${d.asset} is ${d.direction} ${d.level}`,
    heading: `${d.asset} went ${d.direction} your level`,
    paragraphs: [`${d.asset} is at ${d.rate}, ${d.direction} the ${d.level} you asked to be told about.`],
    facts: [
      ['Rate', d.rate],
      ['Alert level', d.level],
    ],
    action: { label: 'Change my alerts', path: ALERTS },
  }),
};

export const ALERT_TEMPLATE_CATEGORY: Record<keyof AlertMailData, MailCategory> = {
  recurring_skipped: 'investments',
  investment_maturing: 'investments',
  balance_low: 'money',
  price_alert: 'investments',
};
