import { z } from 'zod';
import { amountCents } from './money.ts';

const walletId = z.string().trim().min(1, 'is required').max(64, 'is too long');

export const exchangeRequestSchema = z.strictObject({
  from_wallet_id: walletId,
  to_wallet_id: walletId,
  amount: amountCents,
});
export type ExchangeRequest = { from_wallet_id: string; to_wallet_id: string; amount: number };

/** Answer of both calculate-charge endpoints: what is sent, the fee, and what arrives. */
export const chargeQuoteSchema = z.object({
  amount: z.number(),
  charge: z.number(),
  receive_amount: z.number(),
  total_debit: z.number(),
  currency: z.string(),
});
export type ChargeQuote = z.infer<typeof chargeQuoteSchema>;
