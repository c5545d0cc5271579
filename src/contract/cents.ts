// Amount parsing and formatting in integer cents, without zod: the first page and the server both use them.
import { screenFormat } from './locale-format.ts';

/** Largest single amount the API accepts: 100,000,000.00 in the site currency. */
export const MAX_AMOUNT_CENTS = 10_000_000_000;

const DECIMAL = /^(0|[1-9]\d{0,14})(\.\d{1,2})?$/;

export type CentsResult = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Parses an API amount (a JSON number, or a numeric string from a form) into integer cents.
 * Works on the decimal text, never on float arithmetic, so 0.29 is 29 cents exactly.
 */
export function parseAmountToCents(value: unknown): CentsResult {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, message: 'must be a finite number' };
    if (Object.is(value, -0) || value < 0) return { ok: false, message: 'must be greater than zero' };
    // 1e16 or 1e300 would print in exponent form and be refused with a misleading reason.
    if (value * 100 > MAX_AMOUNT_CENTS)
      return { ok: false, message: `must be at most ${formatCents(MAX_AMOUNT_CENTS)}` };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { ok: false, message: 'must be a number' };
  }
  if (text.startsWith('-')) return { ok: false, message: 'must be greater than zero' };
  if (!DECIMAL.test(text)) {
    if (/^\d+\.\d{3,}$/.test(text)) return { ok: false, message: 'must have at most 2 decimal places' };
    return { ok: false, message: 'must be a number with at most 2 decimal places' };
  }
  const [whole = '0', frac = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { ok: false, message: 'is too large' };
  if (cents <= 0) return { ok: false, message: 'must be greater than zero' };
  if (cents > MAX_AMOUNT_CENTS) return { ok: false, message: `must be at most ${formatCents(MAX_AMOUNT_CENTS)}` };
  return { ok: true, cents };
}

/** Cents to the API's decimal number (2 decimals at most). */
export function centsToNumber(cents: number): number {
  return cents / 100;
}

/** Cents to "1,234.56" (no currency) in the screen's language ("1.234,56", "1 234,56"). */
export function formatCents(cents: number): string {
  return screenFormat().amount(cents / 100);
}

/**
 * A decimal amount the API sends as text in another currency's precision ("12500.5",
 * "0.00012345" BTC) to "12,500.50 USDT": thousands grouped like every other amount, at least two
 * decimals, never fewer than the text has (a crypto amount is not rounded).
 */
export function formatDecimal(text: string | number, currency?: string): string {
  const out = screenFormat().decimal(String(text).trim());
  return currency ? `${out} ${currency}` : out;
}

/** A decimal number from the API to "1,234.56 USD" in the screen's language. */
export function formatMoney(amount: number, currency = 'USD'): string {
  return screenFormat().money(Math.round(amount * 100) / 100, currency);
}
