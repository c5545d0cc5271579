import { and, desc, eq, sql } from 'drizzle-orm';
import type { CardIssueResult, CardPaymentIssue } from '../../../src/contract/card-payments.ts';
import { centsToNumber, formatCents } from '../../../src/contract/cents.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { approvalRequests } from '../../db/schema-approvals.ts';
import { cardPaymentIssues } from '../../db/schema-card-payments.ts';
import { deposits } from '../../db/schema-deposits.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { applyAdjustment } from '../admin/admin-balance.service.ts';
import { needsSecondAdmin, requestApproval } from '../approvals/approvals.request.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';

type IssueStatus = CardPaymentIssue['status'];

async function issueViews(q: Queryable, where: ReturnType<typeof eq> | undefined): Promise<CardPaymentIssue[]> {
  const rows = await q
    .select({ issue: cardPaymentIssues, dep: { id: deposits.id, reference: deposits.reference, amount: deposits.amountCents, charge: deposits.chargeCents }, who: { id: users.id, email: users.email, username: users.username }, approval: approvalRequests.status })
    .from(cardPaymentIssues)
    .leftJoin(deposits, eq(deposits.id, cardPaymentIssues.depositId))
    .leftJoin(users, eq(users.id, cardPaymentIssues.userId))
    .leftJoin(approvalRequests, eq(approvalRequests.id, cardPaymentIssues.approvalId))
    .where(where)
    .orderBy(desc(cardPaymentIssues.createdAt), desc(cardPaymentIssues.id))
    .limit(200);
  return rows.map(({ issue, dep, who, approval }) => ({
    id: issue.id,
    kind: issue.kind,
    status: issue.status,
    approvalStatus: approval ?? null,
    deposit: dep ? { id: dep.id, reference: dep.reference, amount: centsToNumber(dep.amount), receiveAmount: centsToNumber(dep.amount - dep.charge) } : null,
    user: who,
    chargeId: issue.chargeId,
    amount: centsToNumber(issue.amountMinor),
    currency: issue.currency,
    suggestedAmount: centsToNumber(issue.suggestedCents),
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

const decided = () => conflict('This refund or dispute has already been decided');

/**
 * Admin decisions on refunds and disputes. Reverse takes the money back from the investor's Main
 * wallet as a balance adjustment (a ledger transaction; refused with 422 if the wallet holds less,
 * so no wallet goes negative) or, above the four-eyes threshold, as a request for a second admin.
 * The issue leaves 'open' once (guarded UPDATE in the same transaction as the money).
 */
export function createCardIssueService(deps: Deps) {
  async function list(status: IssueStatus | undefined) {
    const items = await issueViews(deps.db, status ? eq(cardPaymentIssues.status, status) : undefined);
    const [open] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(cardPaymentIssues).where(eq(cardPaymentIssues.status, 'open'));
    return { items, open: open?.n ?? 0 };
  }

  async function reverse(adminId: string, id: string, body: { amount?: number | undefined; reason?: string | undefined }): Promise<CardIssueResult> {
    const issue = await oneIssue(deps.db, id);
    if (issue.status !== 'open') throw decided();
    if (!issue.user || !issue.deposit) throw conflict('No card deposit matches this charge: there is nothing to reverse, dismiss it with a note');
    const amount = body.amount ?? Math.round(issue.suggestedAmount * 100);
    const cap = Math.round(issue.deposit.receiveAmount * 100);
    if (amount <= 0 || amount > cap) throw new AppError(422, 'BUSINESS_RULE', `The reversal must be between 0.01 and ${formatCents(cap)} (what the deposit credited)`, { amount: `must be at most ${formatCents(cap)}` });
    const reason = body.reason ?? `Card ${issue.kind} of deposit ${issue.deposit.reference}`;
    const input = { wallet_type: 'main' as const, type: 'subtract' as const, amount, reason };
    const userId = issue.user.id;
    const at = deps.now();
    const moved = await deps.db.transaction(async (tx) => {
      if (await needsSecondAdmin(tx, amount)) return null;
      const [claimed] = await tx.update(cardPaymentIssues).set({ status: 'reversed', decidedBy: adminId, decidedAt: at, note: reason }).where(and(eq(cardPaymentIssues.id, id), eq(cardPaymentIssues.status, 'open'))).returning();
      if (!claimed) throw decided();
      const result = await applyAdjustment(tx, adminId, userId, input, at);
      await tx.update(cardPaymentIssues).set({ transactionId: result.transaction.id }).where(eq(cardPaymentIssues.id, id));
      await audit(tx, { actorId: adminId, action: 'card_issue.reverse', targetType: 'card_payment_issue', targetId: id, before: { status: 'open' }, after: { status: 'reversed', amountCents: amount, reference: result.transaction.reference } }, at);
      return result;
    });
    if (moved) return { message: `Reversed: ${formatCents(amount)} USD taken back from the Main Wallet (${moved.transaction.reference})`, issue: await oneIssue(deps.db, id) };
    // Above the threshold: claim the issue first, so two admins cannot file two requests for it.
    const [claimed] = await deps.db.update(cardPaymentIssues).set({ status: 'awaiting_approval', decidedBy: adminId, decidedAt: at, note: reason }).where(and(eq(cardPaymentIssues.id, id), eq(cardPaymentIssues.status, 'open'))).returning();
    if (!claimed) throw decided();
    try {
      const details = { kind: 'balance_adjustment' as const, walletType: 'main' as const, direction: 'subtract' as const, reason };
      const sent = await requestApproval(deps.db, { userId, withdrawalId: null, amountCents: amount, details, requestedBy: adminId }, at);
      await deps.db.update(cardPaymentIssues).set({ approvalId: sent.approval.id }).where(eq(cardPaymentIssues.id, id));
      return { message: sent.message, issue: await oneIssue(deps.db, id) };
    } catch (err) {
      await deps.db.update(cardPaymentIssues).set({ status: 'open', decidedBy: null, decidedAt: null, note: null }).where(eq(cardPaymentIssues.id, id));
      throw err;
    }
  }

  async function dismiss(adminId: string, id: string, reason: string): Promise<CardIssueResult> {
    await oneIssue(deps.db, id);
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.update(cardPaymentIssues).set({ status: 'dismissed', decidedBy: adminId, decidedAt: at, note: reason }).where(and(eq(cardPaymentIssues.id, id), eq(cardPaymentIssues.status, 'open'))).returning();
      if (!row) throw decided();
      await audit(tx, { actorId: adminId, action: 'card_issue.dismiss', targetType: 'card_payment_issue', targetId: id, before: { status: 'open' }, after: { status: 'dismissed' }, reason }, at);
    });
    return { message: 'Dismissed: nothing was taken from the wallet', issue: await oneIssue(deps.db, id) };
  }

  return { list, reverse, dismiss };
}
