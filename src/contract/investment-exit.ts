import { z } from 'zod';
import { AT_MATURITY, investmentSchema } from './investments.ts';
import { walletSchema } from './wallet-shape.ts';

/** `PUT /api/investments/{id}/reinvest`: for the periods not yet paid. */
export const reinvestRequestSchema = z.strictObject({
  reinvest_profit: z.boolean('must be true or false'),
});

/** `PUT /api/investments/{id}/at-maturity`: until the investment matures. */
export const atMaturityRequestSchema = z.strictObject({
  at_maturity: z.enum(AT_MATURITY, 'must be payout or reinvest'),
});

export const investmentChangedSchema = z.object({ message: z.string(), investment: investmentSchema });
export type InvestmentChanged = z.infer<typeof investmentChangedSchema>;

/** `GET /api/investments/{id}/exit-quote`: what an early exit now would do, in money. */
export const exitQuoteSchema = z.object({
  investmentId: z.string(),
  /** The principal the platform returns before the penalty. */
  capitalBack: z.number(),
  penalty: z.number(),
  penaltyPercent: z.number(),
  /** Profit already paid to the Profit wallet: the investor keeps it. */
  profitKept: z.number(),
  /** capitalBack - penalty, credited to the wallet the investment came from. */
  netToWallet: z.number(),
  walletType: z.enum(['main', 'profit']),
  currency: z.string(),
});
export type ExitQuote = z.infer<typeof exitQuoteSchema>;

/** `POST /api/investments/{id}/exit` (Idempotency-Key honoured). */
export const exitResultSchema = z.object({
  message: z.string(),
  quote: exitQuoteSchema,
  investment: investmentSchema,
  wallets: z.array(walletSchema),
});
export type ExitResult = z.infer<typeof exitResultSchema>;
