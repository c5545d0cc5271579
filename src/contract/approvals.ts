import { z } from 'zod';
import { moneyResultSchema } from './transfers.ts';

export const APPROVAL_STATUS_VALUES = ['pending', 'approved', 'rejected'] as const;

const adminBriefSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

/**
 * A four-eyes approval request (GET /api/admin/approvals): a payout, balance adjustment or credit an
 * admin decided (on-chain payment, card payment) above the threshold that waits for a second admin. `summary` restates the action for the confirmation.
 */
export const approvalSchema = z.object({
  id: z.string(),
  kind: z.enum([
    'withdrawal_payout',
    'balance_adjustment',
    'onchain_credit',
    'card_credit',
    'settings_change',
    'method_change',
  ]),
  status: z.enum(APPROVAL_STATUS_VALUES),
  summary: z.string(),
  amount: z.number(),
  currency: z.string(),
  user: z.object({ id: z.string(), email: z.string(), username: z.string(), name: z.string() }),
  withdrawal: z
    .object({ id: z.string(), reference: z.string(), methodName: z.string(), payoutReference: z.string().nullable() })
    .nullable(),
  adjustment: z
    .object({ walletType: z.enum(['main', 'profit']), direction: z.enum(['add', 'subtract']), reason: z.string() })
    .nullable(),
  /** An on-chain payment or card payment an admin chose to credit: the first admin's note. */
  credit: z
    .object({ source: z.enum(['onchain', 'card']), note: z.string() })
    .nullable()
    .optional(),
  /** A settings or method change that loosens a protection: each change, from and to, in words (keys as fingerprints, RPC URLs as hosts). */
  settingsChange: z
    .array(z.object({ key: z.string(), label: z.string(), from: z.string(), to: z.string() }))
    .nullable()
    .optional(),
  requestedBy: adminBriefSchema,
  requestedAt: z.string(),
  decidedBy: adminBriefSchema.nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The ledger reference of the money movement once approved. */
  transactionReference: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalListQuerySchema = z.strictObject({
  status: z.enum(APPROVAL_STATUS_VALUES, 'must be pending, approved or rejected').default('pending'),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(50),
});
export const approvalListSchema = z.object({ items: z.array(approvalSchema), pending: z.number() });
export type ApprovalList = z.infer<typeof approvalListSchema>;

export const approvalRejectSchema = z.strictObject({
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(255, 'must be at most 255 characters'),
});

/** Answer of approve and reject. */
export const approvalResultSchema = z.object({ message: z.string(), approval: approvalSchema });
export type ApprovalResult = z.infer<typeof approvalResultSchema>;

/** Answer of a payout or balance adjustment above the threshold: nothing moved, a second admin must approve. */
export const sentForApprovalSchema = z.object({ message: z.string(), approval: approvalSchema });
export type SentForApproval = z.infer<typeof sentForApprovalSchema>;
/** A method change sent for a second admin's approval: as a loosened setting's answer, `data` null (nothing changed). */
export const methodSentForApprovalSchema = sentForApprovalSchema.extend({ data: z.null() });

/** POST /api/admin/users/{id}/balance: the money moved, or (above the threshold) sent for approval. */
export const adminBalanceAnswerSchema = z.union([moneyResultSchema, sentForApprovalSchema]);
export type AdminBalanceAnswer = z.infer<typeof adminBalanceAnswerSchema>;
