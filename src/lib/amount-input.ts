import { centsToNumber, parseAmountToCents } from '../contract/cents.ts';

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/** Checks an amount typed in a form (at most 2 decimals, above zero) with the contract's parser. */
export function checkAmountInput(text: string): AmountCheck {
  if (!text.trim()) return { ok: false, message: 'is required' };
  const parsed = parseAmountToCents(text);
  // The API takes a decimal number; from integer cents it is exact to 2 decimals.
  return parsed.ok ? { ok: true, amount: centsToNumber(parsed.cents) } : { ok: false, message: parsed.message };
}

/** True when a server refusal names one of the fields on screen, so the field shows it instead of a banner. */
export function namesAField(fieldErrors: Record<string, string>, fields: readonly string[]): boolean {
  return fields.some((field) => Boolean(fieldErrors[field]));
}
