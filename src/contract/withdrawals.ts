import { z } from 'zod';
import { totpCodeField } from './two-factor.ts';
import { passkeyAssertionSchema, type PasskeyAssertion } from './passkey-assertion.ts';
import { amountCents } from './money.ts';
import { approvalSchema } from './approvals.ts';
import { methodBaseFields, methodLimitsCheck, REVIEW_STATUSES, reviewUserSchema } from './methods.ts';
import { transactionSchema } from './transaction-shape.ts';
import { walletSchema } from './wallet-shape.ts';

export const methodFieldSchema = z.object({ key: z.string(), label: z.string(), required: z.boolean() });
export type MethodField = z.infer<typeof methodFieldSchema>;

export const withdrawalMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.string(),
  min: z.number(),
  max: z.number(),
  chargeFixed: z.number(),
  chargePercent: z.number(),
  processingTime: z.string(),
  fields: z.array(methodFieldSchema),
  active: z.boolean(),
});
export type WithdrawalMethod = z.infer<typeof withdrawalMethodSchema>;
export const withdrawalMethodListSchema = z.array(withdrawalMethodSchema);

const fieldInput = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be lower-case letters, digits or _ (e.g. wallet_address)'),
  label: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  required: z.boolean().optional().default(true),
});

export const withdrawalMethodRequestSchema = z
  .strictObject({
    ...methodBaseFields,
    processing_time: z.string().trim().max(80, 'must be at most 80 characters').optional().default(''),
    fields: z.array(fieldInput).min(1, 'must list at least one field').max(10, 'must list at most 10 fields'),
  })
  .superRefine(methodLimitsCheck)
  .superRefine((v, ctx) => {
    const keys = v.fields.map((f) => f.key);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: 'custom', path: ['fields'], message: 'must not repeat a key' });
  });

export type WithdrawalMethodRequest = z.output<typeof withdrawalMethodRequestSchema>;

export const DETAIL_MAX = 200;

export const withdrawalAccountRequestSchema = z.strictObject({
  method_id: z.string().trim().min(1, 'is required').max(64, 'is too long'),
  name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  details: z.record(z.string(), z.string().trim().max(DETAIL_MAX, `must be at most ${DETAIL_MAX} characters`)),
});
export const withdrawalAccountUpdateSchema = withdrawalAccountRequestSchema.omit({ method_id: true });

export const withdrawalAccountSchema = z.object({
  id: z.string(),
  methodId: z.string(),
  methodName: z.string(),
  currency: z.string(),
  name: z.string(),
  details: z.record(z.string(), z.string()),
  createdAt: z.string(),
  /** While the account is cooling off after it was added or its details edited: when it can receive money; null once it can. */
  usableFrom: z.string().nullable().optional(),
});
export type WithdrawalAccount = z.infer<typeof withdrawalAccountSchema>;
export const withdrawalAccountListSchema = z.array(withdrawalAccountSchema);

export const withdrawRequestSchema = z.strictObject({
  account_id: z.string().trim().min(1, 'is required').max(64, 'is too long'),
  amount: amountCents,
  /** The authenticator code, required when the user has two-factor authentication on (403 TOTP_REQUIRED otherwise). */
  totp: totpCodeField.optional(),
  /** One of the user's passkeys in place of `totp`. */
  passkey: z.optional(passkeyAssertionSchema),
});
export type WithdrawRequest = {
  account_id: string;
  amount: number;
  totp?: string | undefined;
  passkey?: PasskeyAssertion | undefined;
};

/** The charge is deducted from what is paid out: the wallet gives `amount`, the user receives `receive_amount`. */
export const withdrawQuoteSchema = z.object({
  amount: z.number(),
  charge: z.number(),
  receive_amount: z.number(),
  total_debit: z.number(),
  currency: z.string(),
  payout_currency: z.string(),
  processing_time: z.string(),
});
export type WithdrawQuote = z.infer<typeof withdrawQuoteSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  reference: z.string(),
  methodName: z.string(),
  currency: z.string(),
  accountName: z.string(),
  details: z.record(z.string(), z.string()),
  amount: z.number(),
  charge: z.number(),
  receiveAmount: z.number(),
  processingTime: z.string(),
  status: z.enum(REVIEW_STATUSES),
  rejectionReason: z.string().nullable(),
  payoutReference: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalPageSchema = z.object({ items: z.array(withdrawalSchema), nextCursor: z.string().nullable() });

/** `awaitingApproval` (the review queue): a payout sent for a second admin's approval (four-eyes). */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  user: reviewUserSchema,
  awaitingApproval: z.boolean().optional(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalPageSchema = z.object({
  items: z.array(adminWithdrawalSchema),
  nextCursor: z.string().nullable(),
});

export const withdrawResultSchema = z.object({
  message: z.string(),
  withdrawal: withdrawalSchema,
  transaction: transactionSchema,
  wallets: z.array(walletSchema),
});
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;
/** `approval` when the payout is above the four-eyes threshold: nothing was paid, a second admin must approve. */
export const adminWithdrawalResultSchema = z.object({
  message: z.string(),
  withdrawal: adminWithdrawalSchema,
  approval: approvalSchema.optional(),
});

export const approveWithdrawalSchema = z.strictObject({
  payout_reference: z.string().trim().max(200, 'must be at most 200 characters').optional(),
});
