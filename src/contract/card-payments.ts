import { z } from 'zod';
import { amountCents } from './money.ts';

/** The answer Stripe gets from POST /api/webhooks/stripe (any 2xx stops its redelivery). */
export const stripeWebhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string() });

export const CARD_ISSUE_STATUSES = ['open', 'reversed', 'awaiting_approval', 'dismissed'] as const;

/** A refund or dispute Stripe reported on a card deposit, as admins see it. */
export const cardPaymentIssueSchema = z.object({
  id: z.string(),
  kind: z.enum(['refund', 'dispute']),
  status: z.enum(CARD_ISSUE_STATUSES),
  /** For awaiting_approval: the four-eyes request's own state (pending, approved, rejected). */
  approvalStatus: z.enum(['pending', 'approved', 'rejected']).nullable(),
  deposit: z.object({ id: z.string(), reference: z.string(), amount: z.number(), receiveAmount: z.number() }).nullable(),
  user: z.object({ id: z.string(), email: z.string(), username: z.string() }).nullable(),
  chargeId: z.string(),
  /** What Stripe reported, in the card currency. */
  amount: z.number(),
  currency: z.string(),
  /** What reversing would take from the Main wallet, in the site currency (at most what the deposit credited). */
  suggestedAmount: z.number(),
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
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(500, 'must be at most 500 characters').optional(),
});
export const cardIssueDismissSchema = z.strictObject({
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(500, 'must be at most 500 characters'),
});
export const cardIssueResultSchema = z.object({ message: z.string(), issue: cardPaymentIssueSchema });
export type CardIssueResult = z.infer<typeof cardIssueResultSchema>;
