import { z } from 'zod';
import { TRANSACTION_TYPES } from './transaction-types.ts';

/** `GET /api/transactions/user` query; the next page's cursor comes back in `X-Next-Cursor`. */
export const transactionQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
});
