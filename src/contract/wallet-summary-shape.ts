import * as z from 'zod/mini';

// zod/mini: the dashboard parses this answer right after its first paint (see transaction-shape.ts).

/** Money on its way in or out: how many requests and their total (USD). */
const pendingMoneySchema = z.object({ count: z.int(), amount: z.number() });

/** `GET /api/wallet/summary`. */
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
