import { z } from 'zod';
import { WALLET_TYPES } from './wallet-types.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './transaction-types.ts';

/** One ledger transaction as a user sees it: amount and direction relative to that user. */
export const transactionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  description: z.string(),
  amount: z.number(),
  charge: z.number(),
  /** What reached (credit) or left (debit) the viewer's wallets, fees included; absent in older answers. */
  net: z.number().optional(),
  direction: z.enum(['credit', 'debit', 'internal']),
  walletType: z.enum(WALLET_TYPES).nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListSchema = z.array(transactionSchema);

/** `GET /api/transactions/user` query; the next page's cursor comes back in `X-Next-Cursor`. */
export const transactionQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
});
