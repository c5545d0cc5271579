import { centsToNumber } from '../../../contract/cents.ts';
import { projectedAtMaturity } from '../../../contract/compounding.ts';
import type { AtMaturity, InvestmentSchema } from '../../../contract/investments.ts';
import type { Plan } from '../../../contract/investment-terms.ts';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { money, periodsText, returnText, termsOf } from '../terms-text.ts';

/**
 * The Invest Now preview when profit is reinvested: the first period's profit, then the principal
 * the plan grows to, from the same per-period arithmetic the profit engine uses.
 */
export function compoundingRows(
  schema: InvestmentSchema,
  amountCents: number,
  plan: Plan,
  atMaturity: AtMaturity,
): DetailRow[] {
  const grown = projectedAtMaturity(termsOf(schema), amountCents, schema.periods, true);
  return [
    { label: 'Schema', value: `${schema.name} (${returnText(schema)})` },
    { label: 'Reinvest profit', value: 'Yes: each period adds to the principal' },
    { label: 'First period profit', value: money(centsToNumber(plan.perPeriodCents)) },
    { label: 'Periods', value: periodsText(schema.periods) },
    {
      label: 'Principal at maturity',
      value: grown ? money(centsToNumber(grown.principalCents)) : 'Grows for life',
    },
    ...(schema.periods !== null && schema.capitalBack
      ? [{ label: 'At maturity', value: atMaturity === 'reinvest' ? 'Reinvest in the same plan' : 'Pay out to Main' }]
      : []),
    { label: 'First profit', value: formatDateTime(plan.firstPayoutAt.getTime()) },
    ...(plan.lastPayoutAt ? [{ label: 'Last profit', value: formatDateTime(plan.lastPayoutAt.getTime()) }] : []),
  ];
}
