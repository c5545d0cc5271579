import { formatMoney } from '../contract/cents.ts';

export type AmountLimits = {
  currency: string;
  min?: number | undefined;
  max?: number | undefined;
  /** What today's limit still allows. */
  dailyLeft?: number | undefined;
  /** The wallet the money leaves, with its name for the message. */
  balance?: { amount: number; wallet: string } | null | undefined;
  /** The fee the amount would cost on top (an estimate; the server's quote is exact). */
  fee?: ((amount: number) => number) | undefined;
};

/** `field` goes under the Amount field ("must be at least 10.00 USD"); `reason` says why Review is disabled. */
export type AmountProblem = { field: string; reason: string };

const cents = (value: number) => Math.round(value * 100);

/**
 * What stops an amount before Review: the minimum, the maximum, today's limit and the balance
 * (with the fee), in that order, each with the figure the user needs to fix it.
 */
export function amountProblem(amount: number, limits: AmountLimits): AmountProblem | null {
  const money = (value: number) => formatMoney(value, limits.currency);
  if (limits.min !== undefined && cents(amount) < cents(limits.min)) {
    return { field: `must be at least ${money(limits.min)}`, reason: `The minimum amount is ${money(limits.min)}.` };
  }
  if (limits.max !== undefined && cents(amount) > cents(limits.max)) {
    return { field: `must be at most ${money(limits.max)}`, reason: `The maximum amount is ${money(limits.max)}.` };
  }
  if (limits.dailyLeft !== undefined && cents(amount) > cents(limits.dailyLeft)) {
    return {
      field: `exceeds the daily limit (${money(limits.dailyLeft)} left today)`,
      reason: `Only ${money(limits.dailyLeft)} of today's limit is left.`,
    };
  }
  if (limits.balance) {
    const total = (cents(amount) + cents(limits.fee?.(amount) ?? 0)) / 100;
    if (cents(total) > cents(limits.balance.amount)) {
      const what = total === amount ? 'The amount' : `The amount with its fee (${money(total)})`;
      return {
        field: 'exceeds the available balance',
        reason: `${what} is more than your ${limits.balance.wallet} balance (${money(limits.balance.amount)}).`,
      };
    }
  }
  return null;
}

/** The fee rule of the settings as the server applies it: fixed plus the percentage rounded half up, in cents. */
export function feeOf(fixed: number, percent: number): (amount: number) => number {
  return (amount) => (cents(fixed) + Math.floor((cents(amount) * Math.round(percent * 100) + 5000) / 10000)) / 100;
}
