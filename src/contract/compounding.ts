import { profitPerPeriodCents, type Terms } from './investment-terms.ts';

/**
 * Compounding and early-exit arithmetic, shared by the profit engine (what is paid), the exit
 * quote and the client's projections, so all three agree to the cent. Integer cents only.
 */
export type GrowthTerms = Pick<Terms, 'returnType' | 'returnValue'>;

/**
 * One period of an investment: the profit on the principal as it stands (half up, as for any
 * period) and the principal after it. Only a reinvested profit grows the principal; a fixed
 * return pays the same amount whatever the principal.
 */
export function stepPeriod(
  terms: GrowthTerms,
  principalCents: number,
  reinvest: boolean,
): { profitCents: number; principalCents: number } {
  const profitCents = profitPerPeriodCents(terms, principalCents);
  return { profitCents, principalCents: reinvest ? principalCents + profitCents : principalCents };
}

/**
 * The principal after each of the next `periods` periods, starting from `principalCents`, with
 * every profit reinvested: the compounding curve. [100.00 at 1 %, 3 periods] → profits 1.00,
 * 1.01, 1.02 and principals 101.00, 102.01, 103.03.
 */
export function compoundingCurve(
  terms: GrowthTerms,
  principalCents: number,
  periods: number,
): Array<{ period: number; profitCents: number; principalCents: number }> {
  const out: Array<{ period: number; profitCents: number; principalCents: number }> = [];
  let principal = principalCents;
  for (let period = 1; period <= periods; period++) {
    const step = stepPeriod(terms, principal, true);
    principal = step.principalCents;
    out.push({ period, profitCents: step.profitCents, principalCents: principal });
  }
  return out;
}

/**
 * What the investment is worth at maturity if nothing changes: the principal (grown by the
 * remaining periods when profit is reinvested) plus the profit still to be paid out. Null for a
 * lifetime plan, which has no maturity.
 */
export function projectedAtMaturity(
  terms: GrowthTerms,
  principalCents: number,
  periodsLeft: number | null,
  reinvest: boolean,
): { principalCents: number; profitOutCents: number } | null {
  if (periodsLeft === null) return null;
  let principal = principalCents;
  let profitOut = 0;
  for (let i = 0; i < periodsLeft; i++) {
    const step = stepPeriod(terms, principal, reinvest);
    if (!reinvest) profitOut += step.profitCents;
    principal = step.principalCents;
  }
  return { principalCents: principal, profitOutCents: profitOut };
}

/**
 * What the platform owes back of an investment's principal when it ends: all of it on a plan
 * that returns capital; on one that does not, only what compounding added (the original amount
 * was the price of the plan's profit).
 */
export function returnableCents(inv: { capitalBack: boolean; amountCents: number; principalCents: number }): number {
  return inv.capitalBack ? inv.principalCents : inv.principalCents - inv.amountCents;
}

/** The early-exit penalty: basis points of the returnable principal, half up. */
export function exitPenaltyCents(returnable: number, penaltyBp: number): number {
  return Math.floor((returnable * penaltyBp + 5000) / 10000);
}
