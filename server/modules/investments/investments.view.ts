import { centsToNumber } from '../../../src/contract/cents.ts';
import type { Investment, InvestmentSchema } from '../../../src/contract/investments.ts';
import { projectedAtMaturity } from '../../../src/contract/compounding.ts';
import { intervalLabel } from '../../../src/contract/investment-terms.ts';
import type { investmentSchemas, investments } from '../../db/schema-investments.ts';

export type SchemaRow = typeof investmentSchemas.$inferSelect;
export type InvestmentRow = typeof investments.$inferSelect;

/** Basis points or cents to the API's number: a percent (1.5) or money (1.5). Both are /100. */
const returnNumber = (value: number): number => value / 100;

export function schemaView(row: SchemaRow, investmentsCount?: number): InvestmentSchema {
  return {
    id: row.id,
    name: row.name,
    badgeText: row.badgeText,
    amountType: row.amountType,
    minAmount: centsToNumber(row.minAmountCents),
    maxAmount: centsToNumber(row.maxAmountCents),
    returnType: row.returnType,
    returnValue: returnNumber(row.returnValue),
    intervalHours: row.intervalHours,
    intervalLabel: intervalLabel(row.intervalHours),
    periods: row.periods,
    capitalBack: row.capitalBack,
    offDays: row.offDays,
    featured: row.featured,
    active: row.active,
    totalReturn: row.periods === null ? null : returnNumber(row.returnValue * row.periods),
    compounding: row.compounding,
    earlyExitPenaltyPercent: row.earlyExitPenaltyBp === null ? null : returnNumber(row.earlyExitPenaltyBp),
    earlyExitMinPeriods: row.earlyExitMinPeriods,
    ...(investmentsCount === undefined ? {} : { investmentsCount }),
  };
}

/** Principal at maturity plus the profit still to be paid out, if the investor changes nothing. */
function projected(row: InvestmentRow): number | null {
  if (row.status !== 'active' || row.periods === null) return null;
  const p = projectedAtMaturity(row, row.principalCents, row.periods - row.periodsPaid, row.reinvestProfit);
  return p === null ? null : centsToNumber(p.principalCents + p.profitOutCents);
}

export function investmentView(row: InvestmentRow): Investment {
  return {
    id: row.id,
    schemaId: row.schemaId,
    schemaName: row.schemaName,
    amount: centsToNumber(row.amountCents),
    sourceWallet: row.sourceWallet,
    returnType: row.returnType,
    returnValue: returnNumber(row.returnValue),
    intervalHours: row.intervalHours,
    intervalLabel: intervalLabel(row.intervalHours),
    periods: row.periods,
    capitalBack: row.capitalBack,
    profitPerPeriod: centsToNumber(row.profitPerPeriodCents),
    status: row.status,
    periodsPaid: row.periodsPaid,
    periodsLeft: row.periods === null ? null : row.periods - row.periodsPaid,
    profitPaid: centsToNumber(row.profitPaidCents),
    nextProfitAt: row.status === 'active' && row.nextProfitAt ? row.nextProfitAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    compounding: row.compounding,
    reinvestProfit: row.reinvestProfit,
    atMaturity: row.atMaturity,
    principal: centsToNumber(row.principalCents),
    projectedAtMaturity: projected(row),
    earlyExitPenaltyPercent: row.earlyExitPenaltyBp === null ? null : returnNumber(row.earlyExitPenaltyBp),
    earlyExitMinPeriods: row.earlyExitMinPeriods,
    exitedAt: row.exitedAt ? row.exitedAt.toISOString() : null,
    exitPenalty: row.exitPenaltyCents === null ? null : centsToNumber(row.exitPenaltyCents),
    renewedFromId: row.renewedFromId,
  };
}
