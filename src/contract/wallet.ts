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

/** Money on its way in or out: how many requests and their total (USD). */
const pendingMoneySchema = z.object({ count: z.number().int(), amount: z.number() });

export const walletSummarySchema = z.object({
  data: z.object({
    currency: z.string(),
    mainBalance: z.number(),
    profitBalance: z.number(),
    totalBalance: z.number(),
    totalDeposited: z.number(),
    totalWithdrawn: z.number(),
    totalInvested: z.number(),
    profitEarned: z.number(),
    totalSent: z.number(),
    totalReceived: z.number(),
    referralEarned: z.number(),
    /** Deposits the user said were paid (proof or hash), waiting for an admin: what they will credit. */
    pendingDeposits: pendingMoneySchema,
    /** Withdrawals requested (already taken from the Main Wallet) and not paid yet. */
    pendingWithdrawals: pendingMoneySchema,
  }),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>['data'];
