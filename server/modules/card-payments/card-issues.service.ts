import { and, desc, eq, sql } from 'drizzle-orm';
import type { SentForApproval } from '../../../src/contract/approvals.ts';
import type { CardIssueResult, CardPaymentIssue } from '../../../src/contract/card-payments.ts';
import { centsToNumber, formatCents } from '../../../src/contract/cents.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { approvalRequests } from '../../db/schema-approvals.ts';
import { cardPaymentIssues } from '../../db/schema-card-payments.ts';
import { depositMethods, deposits } from '../../db/schema-deposits.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { applyAdjustment } from '../admin/admin-balance.service.ts';
import { DEPOSIT_LOG_LINK } from '../deposits/deposit-credit.ts';
import { notify } from '../notifications/notify.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { checkMoneyEntering, creditByAdminDecision } from '../money-policy/money-entering.ts';
import { creditCardMismatch } from './card-mismatch.ts';

type IssueStatus = CardPaymentIssue['status'];

async function issueViews(q: Queryable, where: ReturnType<typeof eq> | undefined): Promise<CardPaymentIssue[]> {
  const rows = await q
    .select({
      issue: cardPaymentIssues,
      dep: {
        id: deposits.id,
        reference: deposits.reference,
        amount: deposits.amountCents,
        charge: deposits.chargeCents,
      },
      method: { min: depositMethods.minCents, max: depositMethods.maxCents },
      who: { id: users.id, email: users.email, username: users.username },
      approval: approvalRequests.status,
    })
    .from(cardPaymentIssues)
    .leftJoin(deposits, eq(deposits.id, cardPaymentIssues.depositId))
    .leftJoin(depositMethods, eq(depositMethods.id, deposits.methodId))
    .leftJoin(users, eq(users.id, cardPaymentIssues.userId))
    .leftJoin(approvalRequests, eq(approvalRequests.id, cardPaymentIssues.approvalId))
    .where(where)
    .orderBy(desc(cardPaymentIssues.createdAt), desc(cardPaymentIssues.id))
    .limit(200);
  return rows.map(({ issue, dep, method, who, approval }) => ({
    id: issue.id,
    kind: issue.kind,
    status: issue.status,
    approvalStatus: approval ?? null,
    deposit: dep
      ? {
          id: dep.id,
          reference: dep.reference,
          amount: centsToNumber(dep.amount),
          receiveAmount: centsToNumber(dep.amount - dep.charge),
        }
      : null,
    user: who,
    chargeId: issue.chargeId,
    amount: centsToNumber(issue.amountMinor),
    currency: issue.currency,
    suggestedAmount: centsToNumber(issue.suggestedCents),
    limits:
      issue.kind === 'amount_mismatch' && method
        ? { min: centsToNumber(method.min), max: centsToNumber(method.max) }
        : null,
    reason: issue.reason,
    note: issue.note,
    createdAt: issue.createdAt.toISOString(),
    decidedAt: issue.decidedAt ? issue.decidedAt.toISOString() : null,
  }));
}

async function oneIssue(q: Queryable, id: string): Promise<CardPaymentIssue> {
  const [view] = isUuid(id) ? await issueViews(q, eq(cardPaymentIssues.id, id)) : [];
  if (!view) throw notFound('Card payment issue not found');
  return view;
}

const decided = () => conflict('This card payment issue has already been decided');

/** The issue leaves 'open' once, in the money's transaction. */
async function claim(tx: Tx, id: string, status: 'reversed', adminId: string, note: string, at: Date): Promise<void> {
  const [claimed] = await tx
    .update(cardPaymentIssues)
    .set({ status, decidedBy: adminId, decidedAt: at, note })
    .where(and(eq(cardPaymentIssues.id, id), eq(cardPaymentIssues.status, 'open')))
    .returning();
  if (!claimed) throw decided();
}

/** Above the threshold: the issue is claimed for the request in its transaction, so two admins cannot file two. */
async function awaitApproval(
  tx: Tx,
  id: string,
  adminId: string,
  note: string,
  sent: SentForApproval,
): Promise<CardIssueResult> {
  const [claimed] = await tx
    .update(cardPaymentIssues)
    .set({
      status: 'awaiting_approval',
      decidedBy: adminId,
      decidedAt: new Date(sent.approval.requestedAt),
      note,
      approvalId: sent.approval.id,
    })
    .where(and(eq(cardPaymentIssues.id, id), eq(cardPaymentIssues.status, 'open')))
    .returning();
  if (!claimed) throw decided();
  return { message: sent.message, issue: await oneIssue(tx, id), approval: sent.approval };
}

/**
 * Admin decisions on card payment issues, each through the admin-decision policy
 * (money-entering.ts). Reverse takes a refund or dispute back from the investor's Main wallet as a
 * balance adjustment (refused with 422 if the wallet holds less, so no wallet goes negative);
 * credit adds a payment made for another amount. Above the four-eyes threshold, with the user's
 * other admin decisions of the day, either waits for a second admin. The issue leaves 'open' once
 * (guarded UPDATE in the same transaction as the money or the request).
 */
export function createCardIssueService(deps: Deps) {
  async function list(status: IssueStatus | undefined) {
    const items = await issueViews(deps.db, status ? eq(cardPaymentIssues.status, status) : undefined);
    const [open] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cardPaymentIssues)
      .where(eq(cardPaymentIssues.status, 'open'));
    return { items, open: open?.n ?? 0 };
  }

  async function reverse(
    adminId: string,
    id: string,
    body: { amount?: number | undefined; reason?: string | undefined },
  ): Promise<CardIssueResult> {
    const issue = await oneIssue(deps.db, id);
    if (issue.kind !== 'refund' && issue.kind !== 'dispute')
      throw conflict('Only a refund or a dispute is reversed: credit or dismiss this one');
    if (issue.status !== 'open') throw decided();
    if (!issue.user || !issue.deposit)
      throw conflict('No card deposit matches this charge: there is nothing to reverse, dismiss it with a note');
    const amount = body.amount ?? Math.round(issue.suggestedAmount * 100);
    const cap = Math.round(issue.deposit.receiveAmount * 100);
    if (amount <= 0 || amount > cap)
      throw new AppError(
        422,
        'BUSINESS_RULE',
        `The reversal must be between 0.01 and ${formatCents(cap)} (what the deposit credited)`,
        { amount: `must be at most ${formatCents(cap)}` },
      );
    const reason = body.reason ?? `Card ${issue.kind} of deposit ${issue.deposit.reference}`;
    const input = { wallet_type: 'main' as const, type: 'subtract' as const, amount, reason };
    const userId = issue.user.id;
    return creditByAdminDecision<CardIssueResult, CardIssueResult>(deps, {
      kind: 'card_reversal',
      userId,
      amountCents: amount,
      decidedBy: adminId,
      details: { kind: 'balance_adjustment', walletType: 'main', direction: 'subtract', reason },
      apply: async (tx, at) => {
        await claim(tx, id, 'reversed', adminId, reason, at);
        const result = await applyAdjustment(tx, adminId, userId, input, at);
        await tx
          .update(cardPaymentIssues)
          .set({ transactionId: result.transaction.id })
          .where(eq(cardPaymentIssues.id, id));
        await audit(
          tx,
          {
            actorId: adminId,
            action: 'card_issue.reverse',
            targetType: 'card_payment_issue',
            targetId: id,
            before: { status: 'open' },
            after: { status: 'reversed', amountCents: amount, reference: result.transaction.reference },
          },
          at,
        );
        const message = `Reversed: ${formatCents(amount)} USD taken back from the Main Wallet (${result.transaction.reference})`;
        return { answer: { message, issue: await oneIssue(tx, id) }, transactionId: result.transaction.id };
      },
      queued: (tx, sent) => awaitApproval(tx, id, adminId, reason, sent),
    });
  }

  /**
   * Credits a card payment made for another amount than its deposit, through the admin-credit
   * policy: at `amount` (default the suggested one) within the method's limits; above the
   * four-eyes threshold (with the user's other admin credits of the day) it waits for a second admin.
   */
  async function credit(
    adminId: string,
    id: string,
    body: { amount?: number | undefined; reason?: string | undefined },
  ): Promise<CardIssueResult> {
    const issue = await oneIssue(deps.db, id);
    if (issue.kind !== 'amount_mismatch')
      throw conflict('Only a card payment for another amount than its deposit is credited here');
    if (issue.status !== 'open') throw decided();
    if (!issue.user || !issue.deposit || !issue.limits)
      throw conflict('No card deposit matches this payment: dismiss it with a note');
    const limits = { minCents: Math.round(issue.limits.min * 100), maxCents: Math.round(issue.limits.max * 100) };
    const amount = body.amount ?? Math.round(issue.suggestedAmount * 100);
    if (amount <= 0)
      throw fieldError(
        'amount',
        `is required: between ${formatCents(limits.minCents)} and ${formatCents(limits.maxCents)}`,
      );
    checkMoneyEntering(amount, limits);
    const note =
      body.reason ?? `Card payment of deposit ${issue.deposit.reference} credited at ${formatCents(amount)} USD`;
    return creditByAdminDecision<CardIssueResult, CardIssueResult>(deps, {
      kind: 'card_credit',
      userId: issue.user.id,
      amountCents: amount,
      decidedBy: adminId,
      details: { kind: 'card_credit', issueId: id, note },
      apply: async (tx, at) => {
        const transactionId = await creditCardMismatch(deps, tx, id, 'open', amount, adminId, note, at);
        return {
          answer: {
            message: `Credited: ${formatCents(amount)} USD for deposit ${issue.deposit?.reference ?? ''}`,
            issue: await oneIssue(tx, id),
          },
          transactionId,
        };
      },
      queued: (tx, sent) => awaitApproval(tx, id, adminId, note, sent),
    });
  }

  async function dismiss(adminId: string, id: string, reason: string): Promise<CardIssueResult> {
    await oneIssue(deps.db, id);
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(cardPaymentIssues)
        .set({ status: 'dismissed', decidedBy: adminId, decidedAt: at, note: reason })
        .where(and(eq(cardPaymentIssues.id, id), eq(cardPaymentIssues.status, 'open')))
        .returning();
      if (!row) throw decided();
      if (row.kind === 'amount_mismatch' && row.depositId) {
        const [rejected] = await tx
          .update(deposits)
          .set({ status: 'rejected', rejectionReason: reason, reviewedBy: adminId, reviewedAt: at })
          .where(and(eq(deposits.id, row.depositId), eq(deposits.status, 'pending')))
          .returning();
        if (rejected)
          await notify(
            tx,
            {
              userId: rejected.userId,
              notice: { name: 'card_deposit_not_credited', values: { reference: rejected.reference, reason } },
              link: DEPOSIT_LOG_LINK,
              event: 'card_deposit_failed',
            },
            at,
          );
      }
      await audit(
        tx,
        {
          actorId: adminId,
          action: 'card_issue.dismiss',
          targetType: 'card_payment_issue',
          targetId: id,
          before: { status: 'open' },
          after: { status: 'dismissed' },
          reason,
        },
        at,
      );
    });
    return { message: 'Dismissed: nothing was taken from the wallet', issue: await oneIssue(deps.db, id) };
  }

  return { list, reverse, credit, dismiss };
}
