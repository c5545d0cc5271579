import { z } from 'zod';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const RATE = /^(0|[1-9]\d{0,15})(\.\d{1,8})?$/;
/** An EVM transaction hash: 0x and 32 bytes in hex. */
export const EVM_TX_HASH = /^0x[0-9a-fA-F]{64}$/;
/** The largest value of the 4-byte integer columns (chain id, decimals, positions). */
const INT4_MAX = 2 ** 31 - 1;

/**
 * The network a payout address is on, read from its form: a batch pays one network (an EVM batch
 * only 0x addresses), so the form lists and the server accepts only withdrawals of that network.
 */
export const PAYOUT_NETWORKS = ['evm', 'tron', 'other'] as const;
export type PayoutNetwork = (typeof PAYOUT_NETWORKS)[number];
export function payoutNetworkOf(address: string): PayoutNetwork {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return 'evm';
  if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'tron';
  return 'other';
}

/** The payout address a crypto withdrawal copied from its account (the method's field whose key names an address). */
export const payoutAddressOf = (details: Record<string, string>): string | undefined =>
  Object.entries(details)
    .find(([key, value]) => /address/i.test(key) && value.trim() !== '')?.[1]
    ?.trim();

/**
 * A batch of pending crypto withdrawals to pay with one multi-send. With `chain_id` it is an EVM
 * payout: every address must be an EVM address and the batch also exports a Safe{Wallet}
 * Transaction Builder file; `token_address` names the ERC-20 (left out: the chain's native coin),
 * `asset_decimals` its decimals and `rate` the site-currency units one token is worth.
 */
export const payoutBatchRequestSchema = z
  .strictObject({
    withdrawal_ids: z
      .array(z.string().trim().min(1).max(64))
      .min(1, 'must name at least one withdrawal')
      .max(200, 'must name at most 200 withdrawals'),
    chain_id: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be a chain id')
      .max(INT4_MAX, `must be at most ${INT4_MAX}`)
      .optional(),
    token_address: z.string().trim().regex(EVM_ADDRESS, 'must be a 0x address of 40 hex digits').optional(),
    asset_decimals: z
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(36, 'must be at most 36')
      .optional(),
    rate: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .refine((v) => RATE.test(v) && Number(v) > 0, 'must be a positive number with at most 8 decimals')
      .optional()
      .default('1'),
  })
  .superRefine((v, ctx) => {
    if (v.chain_id === undefined && v.token_address)
      ctx.addIssue({ code: 'custom', path: ['chain_id'], message: 'is required with token_address' });
    if (new Set(v.withdrawal_ids).size !== v.withdrawal_ids.length)
      ctx.addIssue({ code: 'custom', path: ['withdrawal_ids'], message: 'must not repeat a withdrawal' });
  });

export const PAYOUT_BATCH_STATUSES = ['awaiting_approval', 'ready', 'paid', 'cancelled'] as const;

export const payoutBatchItemSchema = z.object({
  withdrawalId: z.string(),
  reference: z.string(),
  user: z.object({ id: z.string(), email: z.string(), username: z.string() }),
  address: z.string(),
  /** What the investor receives, in the site currency (the request less its charge). */
  amount: z.number(),
  /** The same in the asset, at the batch's rate, with the asset's decimals. */
  assetAmount: z.string(),
  /** The transaction that paid it, once the batch is marked paid. */
  transactionHash: z.string().nullable(),
  /** Why it was not payable when the batch was marked paid (paid on chain all the same, for an admin to follow up), or null. */
  exception: z.string().nullable(),
});

export const payoutBatchSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  chainId: z.number().nullable(),
  tokenAddress: z.string().nullable(),
  assetDecimals: z.number(),
  rate: z.string(),
  total: z.number(),
  netTotal: z.number(),
  createdBy: z.string(),
  approvedBy: z.string().nullable(),
  paidBy: z.string().nullable(),
  transactionHash: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  items: z.array(payoutBatchItemSchema),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;
export const payoutBatchListSchema = z.object({ items: z.array(payoutBatchSchema) });
export const payoutBatchResultSchema = z.object({ message: z.string(), batch: payoutBatchSchema });
export type PayoutBatchResult = z.infer<typeof payoutBatchResultSchema>;

const txHash = z
  .string()
  .trim()
  .min(4, 'must be at least 4 characters')
  .max(200, 'must be at most 200 characters')
  .regex(/^\S+$/, 'must not contain spaces');

/**
 * What was paid on chain: the batch's transaction (a multi-send pays every withdrawal), and for
 * withdrawals paid by a transaction of their own (a CSV paid one by one) that hash. On an EVM
 * batch every hash is 0x and 64 hex digits (checked with the batch, 400 naming the field).
 */
export const markBatchPaidSchema = z
  .strictObject({
    transaction_hash: txHash,
    items: z
      .array(z.strictObject({ withdrawal_id: z.string().trim().min(1).max(64), transaction_hash: txHash }))
      .max(200, 'must name at most 200 withdrawals')
      .optional(),
  })
  .superRefine((v, ctx) => {
    const ids = (v.items ?? []).map((i) => i.withdrawal_id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'must not repeat a withdrawal' });
  });

/** Pending withdrawals that can go into a batch of one network (GET …/payout-batches/candidates). */
export const payoutCandidatesQuerySchema = z.strictObject({
  network: z.enum(PAYOUT_NETWORKS, 'must be evm, tron or other'),
});
export const payoutCandidateSchema = z.object({
  withdrawalId: z.string(),
  reference: z.string(),
  methodName: z.string(),
  user: z.object({ id: z.string(), email: z.string(), username: z.string() }),
  address: z.string(),
  network: z.enum(PAYOUT_NETWORKS),
  /** What the investor receives (the request less its charge). */
  amount: z.number(),
  createdAt: z.string(),
});
export type PayoutCandidate = z.infer<typeof payoutCandidateSchema>;
export const payoutCandidateListSchema = z.object({ items: z.array(payoutCandidateSchema) });

/** The Safe{Wallet} Transaction Builder batch file (its documented JSON). */
export const safeBatchFileSchema = z.object({
  version: z.string(),
  chainId: z.string(),
  createdAt: z.number(),
  meta: z.object({
    name: z.string(),
    description: z.string(),
    txBuilderVersion: z.string(),
    createdFromSafeAddress: z.string(),
    createdFromOwnerAddress: z.string(),
    checksum: z.string(),
  }),
  transactions: z.array(
    z.object({
      to: z.string(),
      value: z.string(),
      data: z.string(),
      contractMethod: z.null(),
      contractInputsValues: z.null(),
    }),
  ),
});
export type SafeBatchFile = z.infer<typeof safeBatchFileSchema>;
