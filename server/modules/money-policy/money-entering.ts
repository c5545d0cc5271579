import { and, eq, gt, sql } from 'drizzle-orm';
import type { SentForApproval } from '../../../src/contract/approvals.ts';
import { formatCents, MAX_AMOUNT_CENTS } from '../../../src/contract/cents.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { adminCreditDecisions, type AdminCreditKind, type ApprovalDetails } from '../../db/schema-approvals.ts';
import type { Deps } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { needsSecondAdmin, requestApproval } from '../approvals/approvals.request.ts';
import { recordAnswer } from '../idempotency/idempotency.answer.ts';

/** The window of the per-user four-eyes total. */
export const DECIDED_WINDOW_MS = 24 * 3_600_000;

/** A method's limits in cents; an explicit amount an admin gives must lie between them. */
export type CreditLimits = { minCents: number; maxCents: number };

/**
 * The amount checks of money entering by an admin's decision: a whole, positive number of cents
 * that a number holds exactly (never capped: an amount beyond that is refused), within `limits`
 * when they apply. Every refusal is a 400 naming `amount`.
 */
export function checkMoneyEntering(amountCents: number, limits?: CreditLimits): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw fieldError('amount', 'must be a whole number of cents greater than 0 that the ledger holds exactly');
  }
  if (limits && (amountCents < limits.minCents || amountCents > limits.maxCents)) {
    throw fieldError(
      'amount',
      `must be between ${formatCents(limits.minCents)} and ${formatCents(limits.maxCents)} (the method's limits)`,
    );
  }
}

/** What one admin moved alone on this user's account in the window, every kind together. */
export async function decidedAloneCents(q: Queryable, userId: string, at: Date): Promise<number> {
  const since = new Date(at.getTime() - DECIDED_WINDOW_MS);
  const [row] = await q
    .select({ total: sql<string>`COALESCE(SUM(${adminCreditDecisions.amountCents}), 0)` })
    .from(adminCreditDecisions)
    .where(and(eq(adminCreditDecisions.userId, userId), gt(adminCreditDecisions.createdAt, since)));
  return Number(row?.total ?? 0);
}

/** Records a movement one admin decided alone, in the movement's transaction. */
export async function recordDecidedAlone(
  tx: Tx,
  d: { userId: string; kind: AdminCreditKind; amountCents: number; decidedBy: string; transactionId: string | null },
  at: Date,
): Promise<void> {
  await tx.insert(adminCreditDecisions).values({ ...d, createdAt: at });
}

export type AdminDecision<T, R> = {
  kind: AdminCreditKind;
  userId: string;
  amountCents: number;
  decidedBy: string;
  /** What the second admin's approval replays (approval_requests.details). */
  details: ApprovalDetails;
  /** Moves the money now, inside `tx`; answers the route's body and the ledger transaction. */
  apply: (tx: Tx, at: Date) => Promise<{ answer: T; transactionId: string | null }>;
  /** Above the threshold: claims the source with a guarded UPDATE and shapes the answer, in the request's transaction. */
  queued: (tx: Tx, sent: SentForApproval) => Promise<R>;
};

/**
 * THE policy for money that enters (or, for a reversal, leaves) an account by an admin's decision:
 * balance adjustments, on-chain payments held for review, card payments for another amount,
 * refunds and disputes reversed. The amount is checked first (checkMoneyEntering). Then, under a
 * per-user advisory lock so two decisions at once cannot both slip under, the amount is added to
 * what admins decided alone for this user in the last 24 hours, every kind together: above the
 * four-eyes threshold nothing moves and a request waits for a second admin (approvals module,
 * whose approval performs the same movement in one transaction); otherwise it moves now and is
 * recorded for the next decision's total. The answer commits with the money (idempotency.answer.ts).
 */
export async function creditByAdminDecision<T, R>(deps: Deps, d: AdminDecision<T, R>): Promise<T | R> {
  checkMoneyEntering(d.amountCents);
  const at = deps.now();
  const moved = await deps.db.transaction(async (tx) => {
    const countedBefore = async () => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`four-eyes:${d.userId}`}))`);
      return decidedAloneCents(tx, d.userId, at);
    };
    if (await needsSecondAdmin(tx, d.amountCents, countedBefore)) return undefined;
    const { answer, transactionId } = await d.apply(tx, at);
    await recordDecidedAlone(
      tx,
      { userId: d.userId, kind: d.kind, amountCents: d.amountCents, decidedBy: d.decidedBy, transactionId },
      at,
    );
    return { answer: await recordAnswer(tx, 200, answer) };
  });
  if (moved) return moved.answer;
  return requestApproval(
    deps.db,
    { userId: d.userId, withdrawalId: null, amountCents: d.amountCents, details: d.details, requestedBy: d.decidedBy },
    at,
    d.queued,
  );
}
