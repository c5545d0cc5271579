import type { InvestmentSchema } from '../../contract/investments.ts';
import { WEEK_ORDER, type Terms } from '../../contract/investment-terms.ts';
import { formatMoney } from '../../contract/cents.ts';
import { screenFormat } from '../../contract/locale-format.ts';
import { DEFAULT_CURRENCY } from '../../contract/wallet-types.ts';
import type { Translate } from '../../lib/i18n/use-t.ts';

type ReturnTerms = Pick<InvestmentSchema, 'returnType' | 'returnValue' | 'intervalLabel'>;

export const money = (value: number) => formatMoney(value, DEFAULT_CURRENCY);

/** "1.50% Daily" or "12.50 USD Weekly" (the interval's name is the operator's, as written). */
export function returnText(s: ReturnTerms): string {
  const what = s.returnType === 'percent' ? screenFormat().percent(s.returnValue) : money(s.returnValue);
  return `${what} ${s.intervalLabel}`;
}

export function amountText(s: Pick<InvestmentSchema, 'amountType' | 'minAmount' | 'maxAmount'>): string {
  return s.amountType === 'fixed' ? money(s.minAmount) : `${money(s.minAmount)} – ${money(s.maxAmount)}`;
}

export const periodsText = (t: Translate, periods: number | null) =>
  periods === null ? t('invest.lifetime') : t('invest.periods', { count: periods });

export function totalReturnText(t: Translate, s: Pick<InvestmentSchema, 'returnType' | 'totalReturn'>): string {
  if (s.totalReturn === null) return t('invest.paysForLife');
  const total = s.returnType === 'percent' ? screenFormat().percent(s.totalReturn) : money(s.totalReturn);
  return t('invest.totalReturn', { total });
}

/** "every day", "every 12 hours", "every week", "every 2 weeks": the payout interval in words. */
export function intervalText(t: Translate, hours: number): string {
  if (hours % 168 === 0) return t('invest.everyWeeks', { count: hours / 168 });
  if (hours % 24 === 0) return t('invest.everyDays', { count: hours / 24 });
  return t('invest.everyHours', { count: hours });
}

/**
 * The week's days in this language, Monday first: off days are read as the weekend ("Saturday
 * and Sunday"), which a Sunday-first week would split ("Sunday and Saturday"). Spanish, French
 * and Russian start their week on Monday anyway.
 */
export function weekdayNames(): Array<{ day: number; name: string }> {
  const names = new Map(
    screenFormat()
      .weekdays()
      .map((d) => [d.day, d.name]),
  );
  return WEEK_ORDER.map((day) => ({ day, name: names.get(day) ?? '' }));
}

/** Off days as a list in the language's words: "Saturday and Sunday", "samedi et dimanche". */
export function offDaysText(offDays: readonly number[]): string {
  return screenFormat().list(
    weekdayNames()
      .filter((d) => offDays.includes(d.day))
      .map((d) => d.name),
  );
}

/** The plan's schedule from its interval and off days: "Pays every week", "Pays every day, no profit on Saturday and Sunday". */
export function scheduleText(t: Translate, s: Pick<InvestmentSchema, 'intervalHours' | 'offDays'>): string {
  const every = intervalText(t, s.intervalHours);
  return s.offDays.length
    ? t('invest.scheduleOffDays', { every, days: offDaysText(s.offDays) })
    : t('invest.schedule', { every });
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

/** "2.50% penalty after 3 paid periods", or "No". */
export function earlyExitText(
  t: Translate,
  s: { earlyExitPenaltyPercent: number | null; earlyExitMinPeriods: number },
): string {
  if (s.earlyExitPenaltyPercent === null) return t('invest.no');
  const percent = screenFormat().percent(s.earlyExitPenaltyPercent);
  return s.earlyExitMinPeriods > 0
    ? t('invest.exitPenaltyAfter', { percent, count: s.earlyExitMinPeriods })
    : t('invest.exitPenalty', { percent });
}

/** The wallet's name as the investor knows it. */
export const walletName = (t: Translate, type: 'main' | 'profit') =>
  type === 'main' ? t('invest.mainWallet') : t('invest.profitWallet');
