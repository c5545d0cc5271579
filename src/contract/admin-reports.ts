import { z } from 'zod';

const countAmount = z.object({ count: z.number().int(), amount: z.number() });

/** The platform month report (GET /api/admin/reports/monthly): every figure read from the ledger. */
export const monthReportSchema = z.object({
  platform: z.string(),
  month: z.string(),
  period: z.object({ start: z.string(), end: z.string(), timeZone: z.literal('UTC'), label: z.string() }),
  /** Approved deposits posted in the month: gross amount and the charges taken from them. */
  deposits: countAmount.extend({ fees: z.number() }),
  withdrawals: z.object({
    requested: countAmount,
    refunded: countAmount,
    /** Paid out in the month (whenever requested), with the charges kept. */
    paid: countAmount.extend({ fees: z.number() }),
  }),
  /** Everything fees_earned received in the month (deposit, exchange, send money, withdrawal charges, early-exit penalties). */
  fees: z.number(),
  profitPaid: z.number(),
  referralPaid: z.number(),
  bonusesPaid: z.number(),
  /** Investments left early in the month: how many, what went back to wallets, penalties kept (part of fees). */
  earlyExits: z.object({ count: z.number(), returned: z.number(), penalties: z.number() }),
  liabilities: z.object({
    /** Sum of every user wallet balance at the month's start and end (from ledger entries). */
    opening: z.number(),
    closing: z.number(),
    /** Net change of the user wallets in the month, per ledger type. */
    movements: z.array(z.object({ type: z.string(), amount: z.number() })),
    /** opening + movements = closing, the closing summed separately. */
    reconciled: z.boolean(),
  }),
  /** Money held for users outside their wallets at month end. */
  held: z.object({ investments: z.number(), withdrawalsPayable: z.number() }),
  /** Today's cached wallet balances against their ledger entries (a drift would show here). */
  cachedBalances: z.object({ total: z.number(), ledger: z.number(), matches: z.boolean() }),
  generatedAt: z.string(),
});
export type MonthReport = z.infer<typeof monthReportSchema>;
