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
 * asset unit, rounded down (the investor is never credited a fraction of a cent they did not send),
 * or null when the result is more cents than a JavaScript number holds exactly (2^53 - 1): such a
 * value is never capped to a smaller one, the payment is held as 'unrepresentable' instead.
 */
export function unitsToCents(units: bigint, decimals: number, rate: string): number | null {
  const cents = (units * scaledRate(rate) * 100n) / (10n ** BigInt(decimals) * RATE_SCALE);
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(cents);
}

/** "12.5" for 12500000 units of a 6-decimal token. */
export const assetAmount = (units: string | bigint, decimals: number): string => format(BigInt(units), decimals);
