import { z } from 'zod';
import { approvalSchema } from './approvals.ts';
import { amountCents } from './money.ts';

/** The answer Stripe gets from POST /api/webhooks/stripe (any 2xx stops its redelivery). */
export const stripeWebhookAnswerSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  outcome: z.string(),
});

export const CARD_ISSUE_STATUSES = ['open', 'reversed', 'credited', 'awaiting_approval', 'dismissed'] as const;
export const CARD_ISSUE_KINDS = ['refund', 'dispute', 'amount_mismatch', 'invalid_event'] as const;

/**
 * What a card payment needs an admin for, as admins see it: a refund or dispute (reverse or
 * dismiss), a payment for another amount than its deposit (credit or dismiss), or a signed Stripe
 * event that could not be applied (`reason` names the field; dismiss once handled).
 */
export const cardPaymentIssueSchema = z.object({
  id: z.string(),
  kind: z.enum(CARD_ISSUE_KINDS),
  status: z.enum(CARD_ISSUE_STATUSES),
  /** For awaiting_approval: the four-eyes request's own state (pending, approved, rejected). */
  approvalStatus: z.enum(['pending', 'approved', 'rejected']).nullable(),
  deposit: z
    .object({ id: z.string(), reference: z.string(), amount: z.number(), receiveAmount: z.number() })
    .nullable(),
  user: z.object({ id: z.string(), email: z.string(), username: z.string() }).nullable(),
  chargeId: z.string(),
  /** What Stripe reported, in the card currency. */
  amount: z.number(),
  currency: z.string(),
  /** Reversing: what it would take from the Main wallet (at most what the deposit credited). Crediting: what it would add. Site currency. */
  suggestedAmount: z.number(),
  /** For amount_mismatch: the deposit method's limits, between which an explicit credit amount must lie. */
  limits: z.object({ min: z.number(), max: z.number() }).nullable().optional(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CardPaymentIssue = z.infer<typeof cardPaymentIssueSchema>;

export const cardIssueListQuerySchema = z.strictObject({ status: z.enum(CARD_ISSUE_STATUSES).optional() });
export const cardIssueListSchema = z.object({ items: z.array(cardPaymentIssueSchema), open: z.number() });

/** Reverse: take `amount` (default the suggested one) back from the investor's Main wallet. */
export const cardIssueReverseSchema = z.strictObject({
  amount: amountCents.optional(),
  reason: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(500, 'must be at most 500 characters')
    .optional(),
});
export const cardIssueDismissSchema = z.strictObject({
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(500, 'must be at most 500 characters'),
});
/** Credit a card payment made for another amount than its deposit: `amount` (default the suggested one) within the method's limits. */
export const cardIssueCreditSchema = z.strictObject({
  amount: amountCents.optional(),
  reason: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(500, 'must be at most 500 characters')
    .optional(),
});
/** Above the four-eyes threshold `approval` is the pending request and nothing has moved. */
export const cardIssueResultSchema = z.object({
  message: z.string(),
  issue: cardPaymentIssueSchema,
  approval: approvalSchema.optional(),
});
export type CardIssueResult = z.infer<typeof cardIssueResultSchema>;
