import { z } from 'zod';
import { parseAmountToCents } from './cents.ts';

/** Cents from a JSON amount: a number only, as the OpenAPI document says ("30" would be a client bug, not an amount). */
function jsonAmount(value: unknown, ctx: z.RefinementCtx): number {
  if (typeof value !== 'number') {
    ctx.addIssue({ code: 'custom', message: 'Amount must be a number' });
    return z.NEVER;
  }
  return formAmount(value, ctx);
}

function formAmount(value: unknown, ctx: z.RefinementCtx): number {
  const parsed = parseAmountToCents(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: `Amount ${parsed.message}` });
    return z.NEVER;
  }
  return parsed.cents;
}

/** A zod field of a JSON body that accepts an amount (a JSON number) and yields integer cents. */
export const amountCents = z
  .unknown()
  .meta({ type: 'number', description: 'Decimal amount in the site currency: greater than 0, at most 2 decimals' })
  .transform(jsonAmount);

/** The same for a multipart form field, whose values are always text ("30.50"). */
export const formAmountCents = z
  .unknown()
  .meta({ type: 'number', description: 'Decimal amount in the site currency: greater than 0, at most 2 decimals' })
  .transform(formAmount);
