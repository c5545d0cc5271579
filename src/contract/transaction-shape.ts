import * as z from 'zod/mini';
import { WALLET_TYPES } from './wallet-types.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './transaction-types.ts';

// zod/mini: the dashboard parses this answer right after its first paint; mini schemas are
// cheaper to build than zod's full ones and keep that build out of the dashboard's chunks.

/** One ledger transaction as a user sees it: amount and direction relative to that user. */
export const transactionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  description: z.string(),
  amount: z.number(),
  charge: z.number(),
  /** What reached (credit) or left (debit) the viewer's wallets, fees included; absent in older answers. */
  net: z.optional(z.number()),
  direction: z.enum(['credit', 'debit', 'internal']),
  walletType: z.nullable(z.enum(WALLET_TYPES)),
  status: z.enum(TRANSACTION_STATUSES),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListSchema = z.array(transactionSchema);
