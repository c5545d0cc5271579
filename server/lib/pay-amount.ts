/**
 * What to pay in a method's own currency for `amountCents` of the site currency: amount / rate,
 * rounded half up to `decimals` digits. Exact: BigInt over the decimal texts, never floats, so a
 * BTC amount with 8 decimals is the same on every machine.
 */
export function payAmount(amountCents: number, rate: string, decimals: number): string {
  const [whole = '0', frac = ''] = rate.trim().split('.');
  const rateScaled = BigInt(whole + frac.padEnd(8, '0').slice(0, 8)); // rate * 1e8
  if (rateScaled <= 0n) throw new Error(`rate must be positive, got ${rate}`);
  // units = amountCents / 100 / rate * 10^decimals = amountCents * 10^(decimals + 8) / (100 * rateScaled)
  const num = BigInt(amountCents) * 10n ** BigInt(decimals + 8);
  const den = 100n * rateScaled;
  const units = (num * 2n + den) / (2n * den);
  if (decimals === 0) return units.toString();
  const text = units.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** A stored numeric rate ("65000.00000000") without its trailing zeros ("65000"). */
export function cleanRate(rate: string): string {
  if (!rate.includes('.')) return rate;
  return rate.replace(/0+$/, '').replace(/\.$/, '');
}
