/** Setting values (decimal money, percent with 2 decimals) to exact integers: cents and basis points. */
export const moneyToCents = (value: number): number => Math.round(value * 100);
export const percentToBasisPoints = (value: number): number => Math.round(value * 100);

export type ChargeRule = { fixedCents: number; percentBasisPoints: number };

/**
 * fixed + percent of the amount, in integer cents. The percent part is amount * bp / 10000
 * rounded half up (0.5 cent and above goes up), computed as floor((amount*bp + 5000) / 10000)
 * on integers: amount <= 1e10 cents and bp <= 10000 keep the product far below 2^53.
 * Both calculate-charge endpoints and the real operations call this one function.
 */
export function computeCharge(amountCents: number, rule: ChargeRule): number {
  const percentPart = Math.floor((amountCents * rule.percentBasisPoints + 5000) / 10000);
  return rule.fixedCents + percentPart;
}
