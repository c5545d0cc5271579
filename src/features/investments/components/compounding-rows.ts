import { centsToNumber } from '../../../contract/cents.ts';
import { projectedAtMaturity } from '../../../contract/compounding.ts';
import type { AtMaturity, InvestmentSchema } from '../../../contract/investments.ts';
import type { Plan } from '../../../contract/investment-terms.ts';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import type { Translate } from '../../../lib/i18n/use-t.ts';
import { money, periodsText, returnText, termsOf } from '../terms-text.ts';

/**
 * The Invest Now preview when profit is reinvested: the first period's profit, then the principal
 * the plan grows to, from the same per-period arithmetic the profit engine uses.
 */
export function compoundingRows(
  t: Translate,
  schema: InvestmentSchema,
  amountCents: number,
  plan: Plan,
  atMaturity: AtMaturity,
): DetailRow[] {
  const grown = projectedAtMaturity(termsOf(schema), amountCents, schema.periods, true);
  return [
    { label: t('invest.schema'), value: `${schema.name} (${returnText(schema)})` },
    { label: t('invest.reinvestProfit'), value: t('invest.reinvestYes') },
    { label: t('invest.firstPeriodProfit'), value: money(centsToNumber(plan.perPeriodCents)) },
    { label: t('invest.periodsLabel'), value: periodsText(t, schema.periods) },
    {
      label: t('invest.principalAtMaturity'),
      value: grown ? money(centsToNumber(grown.principalCents)) : t('invest.growsForLife'),
    },
    ...(schema.periods !== null && schema.capitalBack
      ? [
          {
            label: t('invest.atMaturity'),
            value: atMaturity === 'reinvest' ? t('invest.maturity.reinvest') : t('invest.maturity.payoutShort'),
          },
        ]
      : []),
    { label: t('invest.firstProfit'), value: formatDateTime(plan.firstPayoutAt.getTime()) },
    ...(plan.lastPayoutAt
      ? [{ label: t('invest.lastProfit'), value: formatDateTime(plan.lastPayoutAt.getTime()) }]
      : []),
  ];
}
