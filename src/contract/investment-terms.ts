/**
 * The arithmetic of an investment, shared by the server (what is paid) and the client (the
 * preview), so both always agree. Pure: integer cents, basis points, UTC weekdays.
 */
export type Terms = {
  returnType: 'percent' | 'fixed';
  /** Basis points per period for 'percent' (150 = 1.50 %), cents per period for 'fixed'. */
  returnValue: number;
  intervalHours: number;
  /** null: lifetime (pays until an admin stops it). */
  periods: number | null;
  capitalBack: boolean;
  /** UTC weekdays (0 = Sunday) on which no period falls. */
  offDays: readonly number[];
};

const HOUR_MS = 3_600_000;
/** Enough steps to leave any run of off days at an hourly interval (6 off days = 144 hours). */
const MAX_SKIPS = 7 * 24 + 1;

/** Profit of one period in cents; a percent is rounded half up on the integer product. */
export function profitPerPeriodCents(terms: Pick<Terms, 'returnType' | 'returnValue'>, amountCents: number): number {
  if (terms.returnType === 'fixed') return terms.returnValue;
  return Math.floor((amountCents * terms.returnValue + 5000) / 10000);
}

/**
 * The due time of the period after one due at `from` (or after the start): one interval later,
 * stepping on by whole intervals past off days. When every step lands on an off day (a weekly
 * interval that starts on one), off days cannot apply and the plain next step is used.
 */
export function nextDueAt(from: Date, terms: Pick<Terms, 'intervalHours' | 'offDays'>): Date {
  const step = terms.intervalHours * HOUR_MS;
  let t = from.getTime() + step;
  if (terms.offDays.length === 0) return new Date(t);
  for (let i = 0; i < MAX_SKIPS; i++) {
    if (!terms.offDays.includes(new Date(t).getUTCDay())) return new Date(t);
    t += step;
  }
  return new Date(from.getTime() + step);
}

export type Plan = {
  perPeriodCents: number;
  totalProfitCents: number | null;
  capitalBackCents: number;
  firstPayoutAt: Date;
  lastPayoutAt: Date | null;
};

/** What an investment of `amountCents` made at `start` pays and when. */
export function planFor(terms: Terms, amountCents: number, start: Date): Plan {
  const perPeriodCents = profitPerPeriodCents(terms, amountCents);
  const firstPayoutAt = nextDueAt(start, terms);
  let lastPayoutAt: Date | null = null;
  if (terms.periods !== null) {
    lastPayoutAt = firstPayoutAt;
    for (let i = 1; i < terms.periods; i++) lastPayoutAt = nextDueAt(lastPayoutAt, terms);
  }
  return {
    perPeriodCents,
    totalProfitCents: terms.periods === null ? null : perPeriodCents * terms.periods,
    capitalBackCents: terms.capitalBack && terms.periods !== null ? amountCents : 0,
    firstPayoutAt,
    lastPayoutAt,
  };
}

export function intervalLabel(hours: number): string {
  if (hours === 1) return 'Hourly';
  if (hours === 24) return 'Daily';
  if (hours === 168) return 'Weekly';
  if (hours % 24 === 0) return `Every ${hours / 24} days`;
  return `Every ${hours} hours`;
}

/** The days in calendar order, Monday first (as getUTCDay() numbers): how people read a week. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
