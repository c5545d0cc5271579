import type { MailSpec } from './mail.spec.ts';

const DEPOSITS = '/user/deposit-log';
const WITHDRAWALS = '/user/withdraw-log';
const INVESTMENTS = '/user/schema-logs';

/** The data of the mails about money moving (deposits, withdrawals, sends, investments); amounts arrive formatted. */
export type MoneyMailData = {
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
};

/** Merged into the platform's templates (mail.templates.ts); kept apart so each file stays readable. */
export const moneyTemplates: { [K in keyof MoneyMailData]: MailSpec<MoneyMailData[K]> } = {
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
};
