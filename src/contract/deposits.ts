import { z } from 'zod';
import { amountCents, formAmountCents } from './money.ts';
import { methodBaseFields, methodLimitsCheck, reviewUserSchema } from './methods.ts';
import { walletSchema } from './wallet-shape.ts';

export const DEPOSIT_KINDS = ['crypto', 'manual', 'evm', 'card'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
/** A deposit's state: reviewed ones are approved or rejected; a card payment that did not go through is failed or expired. */
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'failed', 'expired'] as const;

/** A way to add money as users see it (money in the site currency; rate = site units per method unit). */
export const depositMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  instructions: z.string(),
  min: z.number(),
  max: z.number(),
  chargeFixed: z.number(),
  chargePercent: z.number(),
  rate: z.string(),
  decimals: z.number(),
  active: z.boolean(),
  /** Kind evm: the chain and asset, and whether the chain watcher is failing (investors); the admin list adds the RPC URL, xpub, the RPC warning and the watcher's last error. */
  evm: z
    .object({
      chainId: z.number(),
      tokenAddress: z.string().nullable(),
      assetDecimals: z.number(),
      confirmations: z.number(),
      /** The watcher cannot read the chain now: payments to this method are credited late. */
      delayed: z.boolean().optional(),
      rpcUrl: z.string().optional(),
      xpub: z.string().optional(),
      rpcWarning: z.string().nullable().optional(),
      scanError: z.string().nullable().optional(),
    })
    .optional(),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;
export const depositMethodListSchema = z.array(depositMethodSchema);

/** `GET /api/admin/deposit-methods/kinds`: which kinds a new method can have on this install, and why one cannot. */
export const depositMethodKindListSchema = z.array(
  z.object({ kind: z.enum(DEPOSIT_KINDS), available: z.boolean(), reason: z.string().nullable() }),
);
export type DepositMethodKindOption = z.infer<typeof depositMethodKindListSchema>[number];

const RATE = /^(0|[1-9]\d{0,15})(\.\d{1,8})?$/;

const rateField = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => RATE.test(v) && Number(v) > 0, 'must be a positive number with at most 8 decimals')
  .optional()
  .default('1');
const decimalsField = z
  .number()
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(8, 'must be at most 8')
  .optional()
  .default(2);
const textField = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** What the address/instruction kinds (crypto, manual) share; each branch below names its kind. */
const paidByHandFields = {
  ...methodBaseFields,
  network: textField(40).optional().default(''),
  address: textField(200).optional().default(''),
  instructions: textField(2000).optional().default(''),
  rate: rateField,
  decimals: decimalsField,
};

const cryptoMethodSchema = z.strictObject({
  ...paidByHandFields,
  kind: z.literal('crypto'),
  address: textField(200).min(1, 'is required for a crypto method'),
});
const manualMethodSchema = z.strictObject({
  ...paidByHandFields,
  kind: z.literal('manual'),
  instructions: textField(2000).min(1, 'is required for a manual method'),
});
/** A card method (Stripe Checkout): `currency` is what the card is charged in (ISO 4217, 2-decimal currencies), `rate` site units per unit of it. */
const cardMethodSchema = z.strictObject({
  ...methodBaseFields,
  kind: z.literal('card'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 code, e.g. USD'),
  instructions: textField(2000).optional().default(''),
  rate: rateField,
});

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Kind evm: a personal address per investor derived from `xpub` (public key only; the server checks
 * it is not a private key), credited by the chain watcher after `confirmations` blocks.
 */
const evmMethodSchema = z.strictObject({
  ...methodBaseFields,
  kind: z.literal('evm'),
  chain_id: z.number().int('must be a whole number').min(1, 'must be 1 or more').max(2_147_483_647, 'is too large'),
  rpc_url: z
    .string()
    .trim()
    .max(500, 'must be at most 500 characters')
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL'),
  token_address: z.string().trim().regex(EVM_ADDRESS, 'must be a 0x address of 40 hex digits').optional(),
  asset_decimals: z.number().int('must be a whole number').min(0, 'must be 0 or more').max(36, 'must be at most 36'),
  confirmations: z.number().int('must be a whole number').min(1, 'must be 1 or more').max(1000, 'must be at most 1000'),
  xpub: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  instructions: textField(2000).optional().default(''),
  rate: rateField,
});

/**
 * Admin create/replace body of a deposit method: one branch per kind, chosen by `kind`
 * ('manual' when absent, as clients sent before kinds had branches).
 */
export const depositMethodRequestSchema = z
  .preprocess(
    (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) && !('kind' in v) ? { ...v, kind: 'manual' } : v),
    z.discriminatedUnion('kind', [cryptoMethodSchema, manualMethodSchema, evmMethodSchema, cardMethodSchema], {
      error: 'must be one of crypto, manual, evm, card',
    }),
  )
  .superRefine(methodLimitsCheck);
export type DepositMethodRequest = z.output<typeof depositMethodRequestSchema>;
export type EvmMethodRequest = Extract<DepositMethodRequest, { kind: 'evm' }>;

/** Multipart fields of POST /api/deposits (the optional `proof` file is checked by its bytes). Strict like every JSON body: an unknown field is 400. */
export const depositRequestSchema = z.strictObject({
  method_id: z.string().trim().min(1, 'is required').max(64, 'is too long'),
  amount: formAmountCents,
  transaction_hash: z.string().trim().max(200, 'must be at most 200 characters').optional(),
});

export const depositQuoteRequestSchema = z.strictObject({
  method_id: z.string().trim().min(1, 'is required').max(64, 'is too long'),
  amount: amountCents,
});

/** What adding `amount` through a method costs and what arrives in the Main wallet. */
export const depositQuoteSchema = z.object({
  amount: z.number(),
  charge: z.number(),
  receive_amount: z.number(),
  currency: z.string(),
  pay_amount: z.string(),
  pay_currency: z.string(),
});
export type DepositQuote = z.infer<typeof depositQuoteSchema>;

export const depositSchema = z.object({
  id: z.string(),
  reference: z.string(),
  methodId: z.string(),
  methodName: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  currency: z.string(),
  network: z.string(),
  address: z.string(),
  instructions: z.string(),
  rate: z.string(),
  payAmount: z.string(),
  amount: z.number(),
  charge: z.number(),
  receiveAmount: z.number(),
  transactionHash: z.string().nullable(),
  hasProof: z.boolean(),
  proofName: z.string().nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositPageSchema = z.object({ items: z.array(depositSchema), nextCursor: z.string().nullable() });

export const adminDepositSchema = depositSchema.extend({ user: reviewUserSchema });
export type AdminDeposit = z.infer<typeof adminDepositSchema>;
export const adminDepositPageSchema = z.object({
  items: z.array(adminDepositSchema),
  nextCursor: z.string().nullable(),
});

/** Answer of creating a deposit, uploading its proof, and of the admin decisions. */
export const depositResultSchema = z.object({
  message: z.string(),
  deposit: depositSchema,
  /** A card deposit: the Stripe Checkout page to send the investor to. */
  checkoutUrl: z.string().optional(),
});
export const adminDepositResultSchema = z.object({
  message: z.string(),
  deposit: adminDepositSchema,
  wallets: z.array(walletSchema).optional(),
});

/** The text fields beside the proof of `POST /api/deposits/{id}/proof` ("I have paid"). */
export const proofFieldsSchema = z.object({
  transaction_hash: z.string().trim().max(200, 'must be at most 200 characters').optional(),
});
