import { z } from 'zod';
import { parseAmountToCents } from './cents.ts';

/** A zod field that accepts an amount and yields integer cents. */
export const amountCents = z
  .unknown()
  .meta({ type: 'number', description: 'Decimal amount in the site currency: greater than 0, at most 2 decimals' })
  .transform((value, ctx) => {
  const parsed = parseAmountToCents(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: `Amount ${parsed.message}` });
    return z.NEVER;
  }
  return parsed.cents;
});
