import * as z from 'zod/mini';
import { WALLET_TYPES } from './wallet-types.ts';

// zod/mini: the service worker validates polled wallets with this schema, and mini keeps zod's
// full build (about 85 KB) out of the worker, which starts before every offline page load.

/** The Wallet entity (docs/product.md, "Entities and fields"); `balance` is a decimal number with at most 2 decimals. */
export const walletSchema = z.object({
  id: z.string(),
  name: z.string(),
  balance: z.number(),
  currency: z.string(),
  type: z.enum(WALLET_TYPES),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** `GET /api/wallet/wallets`. */
export const walletListSchema = z.array(walletSchema);
