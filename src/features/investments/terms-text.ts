import type { InvestmentSchema } from '../../contract/investments.ts';
import { offDaysText, type Terms } from '../../contract/investment-terms.ts';
import { formatMoney } from '../../contract/cents.ts';
import { DEFAULT_CURRENCY } from '../../contract/wallet-types.ts';

type ReturnTerms = Pick<InvestmentSchema, 'returnType' | 'returnValue' | 'intervalLabel'>;

export const money = (value: number) => formatMoney(value, DEFAULT_CURRENCY);

/** "1.50% Daily" or "12.50 USD Weekly". */
export function returnText(s: ReturnTerms): string {
  const what = s.returnType === 'percent' ? `${s.returnValue.toFixed(2)}%` : money(s.returnValue);
  return `${what} ${s.intervalLabel}`;
}

export function amountText(s: Pick<InvestmentSchema, 'amountType' | 'minAmount' | 'maxAmount'>): string {
  return s.amountType === 'fixed' ? money(s.minAmount) : `${money(s.minAmount)} – ${money(s.maxAmount)}`;
}

export const periodsText = (periods: number | null) =>
  periods === null ? 'Lifetime' : `${periods} ${periods === 1 ? 'period' : 'periods'}`;

export function totalReturnText(s: Pick<InvestmentSchema, 'returnType' | 'totalReturn'>): string {
  if (s.totalReturn === null) return 'Pays for life';
  return s.returnType === 'percent' ? `${s.totalReturn.toFixed(2)}% total` : `${money(s.totalReturn)} total`;
}

/** "every day", "every 12 hours", "every week", "every 2 weeks": the payout interval in words. */
export function intervalText(hours: number): string {
  const every = (n: number, unit: string) => (n === 1 ? `every ${unit}` : `every ${n} ${unit}s`);
  if (hours % 168 === 0) return every(hours / 168, 'week');
  if (hours % 24 === 0) return every(hours / 24, 'day');
  return every(hours, 'hour');
}

/** The plan's schedule from its interval and off days: "Pays every week", "Pays every day, no profit on Saturday and Sunday". */
export function scheduleText(s: Pick<InvestmentSchema, 'intervalHours' | 'offDays'>): string {
  const base = `Pays ${intervalText(s.intervalHours)}`;
  return s.offDays.length ? `${base}, no profit on ${offDaysText(s.offDays)}` : base;
}

/** The schema's terms in the integer units the shared calculator takes. */
export function termsOf(s: InvestmentSchema): Terms {
  return {
    returnType: s.returnType,
    returnValue: Math.round(s.returnValue * 100),
    intervalHours: s.intervalHours,
    periods: s.periods,
    capitalBack: s.capitalBack,
    offDays: s.offDays,
  };
}

/** "2.5 % penalty after 3 paid periods", or "No". */
export function earlyExitText(s: { earlyExitPenaltyPercent: number | null; earlyExitMinPeriods: number }): string {
  if (s.earlyExitPenaltyPercent === null) return 'No';
  const after = s.earlyExitMinPeriods > 0 ? ` after ${s.earlyExitMinPeriods} paid periods` : '';
  return `${s.earlyExitPenaltyPercent} % penalty${after}`;
}
