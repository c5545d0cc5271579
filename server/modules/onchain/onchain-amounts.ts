// ox (viem's own number code) alone: importing viem here loaded all of it at every start.
import { format } from 'ox/Value';

const RATE_SCALE = 100_000_000n;

/** A numeric(24,8) rate as an integer of 1e-8 units, exactly (no float): "1" → 100000000n. */
export function scaledRate(rate: string): bigint {
  const [whole = '0', frac = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt((frac + '00000000').slice(0, 8));
}

/**
 * Site-currency cents of `units` of an asset with `decimals` decimals at `rate` site units per
 * asset unit, or null when the value is not exactly a whole number of cents (a fraction of a cent
 * left over) or is more cents than a JavaScript number holds exactly (2^53 - 1). Such a value is
 * neither rounded nor capped: the payment is held as 'unrepresentable' for an admin, who credits
 * an explicit amount within the method's limits.
 */
export function unitsToCents(units: bigint, decimals: number, rate: string): number | null {
  const numerator = units * scaledRate(rate) * 100n;
  const denominator = 10n ** BigInt(decimals) * RATE_SCALE;
  if (numerator % denominator !== 0n) return null;
  const cents = numerator / denominator;
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(cents);
}

/** "12.5" for 12500000 units of a 6-decimal token. */
export const assetAmount = (units: string | bigint, decimals: number): string => format(BigInt(units), decimals);
