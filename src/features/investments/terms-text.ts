import type { InvestmentSchema } from '../../contract/investments.ts';
import { WEEKDAYS, type Terms } from '../../contract/investment-terms.ts';
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

export const periodsText = (periods: number | null) => (periods === null ? 'Lifetime' : `${periods} ${periods === 1 ? 'period' : 'periods'}`);

export function totalReturnText(s: Pick<InvestmentSchema, 'returnType' | 'totalReturn'>): string {
  if (s.totalReturn === null) return 'Pays for life';
  return s.returnType === 'percent' ? `${s.totalReturn.toFixed(2)}% total` : `${money(s.totalReturn)} total`;
}

export function offDaysText(days: readonly number[]): string {
  return days.length ? `No profit on ${days.map((d) => WEEKDAYS[d]).join(', ')}` : 'Pays every day';
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
