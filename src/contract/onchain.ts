import { z } from 'zod';
import { approvalSchema } from './approvals.ts';
import { amountCents } from './money.ts';

/** `GET /api/deposits/methods/{id}/address`: the investor's personal deposit address of an evm method. */
export const depositAddressSchema = z.object({
  address: z.string(),
  chainId: z.number(),
  /** The asset's symbol (the method's currency), e.g. USDT. */
  asset: z.string(),
  /** The smallest payment credited automatically, in the site currency. */
  minimum: z.number(),
  confirmations: z.number(),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

export const ONCHAIN_PAYMENT_STATUSES = [
  'seen',
  'credited',
  'dropped',
  'review',
  'awaiting_approval',
  'resolved',
] as const;
/** unrepresentable: not a whole number of cents, or more cents than the server can hold exactly; the admin credits only an explicit amount. */
export const ONCHAIN_REVIEW_REASONS = ['under_minimum', 'over_maximum', 'wrong_asset', 'unrepresentable'] as const;
/** Reasons whose payment is credited only at an explicit amount within the method's limits. */
export const ONCHAIN_AMOUNT_REQUIRED: readonly string[] = ['over_maximum', 'wrong_asset', 'unrepresentable'];

/** One transfer seen to a personal address, as its owner sees it (progress until credited). */
export const onchainPaymentSchema = z.object({
  id: z.string(),
  chainId: z.number(),
  txHash: z.string(),
  explorerUrl: z.string().nullable(),
  /** The received amount in the asset's units, as a decimal string. */
  assetAmount: z.string(),
  /** The site-currency value (0 for another asset, and for a value too large to hold exactly). */
  amount: z.number(),
  confirmations: z.number(),
  required: z.number(),
  status: z.enum(ONCHAIN_PAYMENT_STATUSES),
  reviewReason: z.enum(ONCHAIN_REVIEW_REASONS).nullable(),
  depositId: z.string().nullable(),
  seenAt: z.string(),
  creditedAt: z.string().nullable(),
});
export type OnchainPayment = z.infer<typeof onchainPaymentSchema>;
export const onchainPaymentListSchema = z.array(onchainPaymentSchema);

export const adminOnchainPaymentSchema = onchainPaymentSchema.extend({
  methodId: z.string(),
  methodName: z.string(),
  asset: z.string(),
  address: z.string(),
  assetAddress: z.string().nullable(),
  user: z.object({ id: z.string(), email: z.string(), username: z.string() }),
  resolutionNote: z.string().nullable(),
  reorgReportedAt: z.string().nullable(),
  /** The method's limits: an explicit credit amount must lie between them. */
  limits: z.object({ min: z.number(), max: z.number() }),
  /** The raw on-chain value in the asset's smallest units, as decimal text (never rounded). */
  amountUnits: z.string(),
});
export type AdminOnchainPayment = z.infer<typeof adminOnchainPaymentSchema>;
export const adminOnchainPaymentListSchema = z.array(adminOnchainPaymentSchema);

export const adminOnchainQuerySchema = z.strictObject({
  status: z.enum(ONCHAIN_PAYMENT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * An admin's decision on a payment in review: credit it or dismiss it with a note. `amount` (in
 * the site currency, at most 2 decimals) is required for an over-maximum, another-asset or
 * unrepresentable payment and must lie within the method's limits; a number too large to be
 * exact (1e16, 1e300) is refused here, as a 400 naming `amount`.
 */
export const onchainResolveSchema = z.strictObject({
  decision: z.enum(['credit', 'dismiss']),
  note: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
  amount: amountCents.optional(),
});
/** Credited or dismissed at once; or, above the four-eyes threshold, sent for a second admin's approval (nothing moved). */
export const onchainResolveResultSchema = z.object({
  message: z.string(),
  payment: adminOnchainPaymentSchema,
  approval: approvalSchema.optional(),
});
export type OnchainResolveResult = z.infer<typeof onchainResolveResultSchema>;

/** The watcher's state per evm method: the lag figure of the admin dashboard. */
export const onchainWatcherSchema = z.object({
  methodId: z.string(),
  methodName: z.string(),
  chainId: z.number(),
  scannedBlock: z.number().nullable(),
  headBlock: z.number().nullable(),
  /** Blocks between the chain head and the last processed block. */
  lag: z.number().nullable(),
  error: z.string().nullable(),
  rpcWarning: z.string().nullable(),
  scannedAt: z.string().nullable(),
  reviewCount: z.number(),
});
export type OnchainWatcher = z.infer<typeof onchainWatcherSchema>;
export const onchainWatcherListSchema = z.array(onchainWatcherSchema);
