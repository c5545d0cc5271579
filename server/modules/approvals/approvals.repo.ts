import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Approval } from '../../../src/contract/approvals.ts';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { formatCents } from '../../../src/contract/cents.ts';
import type { Queryable } from '../../db/client.ts';
import { ledgerTransactions, users } from '../../db/schema.ts';
import { approvalRequests } from '../../db/schema-approvals.ts';
import { withdrawals } from '../../db/schema-withdrawals.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';

export type ApprovalRow = typeof approvalRequests.$inferSelect;
type Person = { id: string; email: string; username: string; firstName: string; lastName: string };

const CURRENCY = 'USD';
const nameOf = (p: Person) => `${p.firstName} ${p.lastName}`.trim();
const adminBrief = (p: Person) => ({ id: p.id, email: p.email, name: nameOf(p) });

export async function findApproval(q: Queryable, id: string): Promise<ApprovalRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q.select().from(approvalRequests).where(eq(approvalRequests.id, id)).limit(1);
  return row;
}

/** What the request asks, in one line: the confirmation restates it with the user and the amount. */
function summaryOf(row: ApprovalRow, user: Person, reference: string | undefined): string {
  const amount = `${formatCents(row.amountCents)} ${CURRENCY}`;
  const d = row.details;
  if (d.kind === 'withdrawal_payout')
    return `Pay withdrawal ${reference ?? ''} of ${amount} to ${user.email}`.replace('  ', ' ');
  if (d.kind === 'onchain_credit') return `Credit ${amount} of an on-chain payment held for review to ${user.email}`;
  if (d.kind === 'card_credit') return `Credit ${amount} of a card payment for another amount to ${user.email}`;
  if (d.kind === 'settings_change')
    return `Loosen settings: ${d.changes.map((c) => `${c.label} from ${c.from} to ${c.to}`).join('; ')}`;
  // Keys appear as fingerprints and RPC URLs as hosts (method-change.service.ts): never in clear.
  if (d.kind === 'method_change')
    return `Change ${d.methodType} method: ${d.changes.map((c) => `${c.label} from ${c.from} to ${c.to}`).join('; ')}`;
  const wallet = d.walletType === 'main' ? 'Main Wallet' : 'Profit Wallet';
  return d.direction === 'add'
    ? `Add ${amount} to the ${wallet} of ${user.email}`
    : `Subtract ${amount} from the ${wallet} of ${user.email}`;
}

/** Views of many rows with three batched look-ups (people, withdrawals, ledger references), not one per row. */
export async function toApprovalViews(q: Queryable, rows: ApprovalRow[]): Promise<Approval[]> {
  if (rows.length === 0) return [];
  const personIds = [...new Set(rows.flatMap((r) => [r.userId, r.requestedBy, ...(r.decidedBy ? [r.decidedBy] : [])]))];
  const withdrawalIds = rows.flatMap((r) => (r.withdrawalId ? [r.withdrawalId] : []));
  const txIds = rows.flatMap((r) => (r.transactionId ? [r.transactionId] : []));
  const [people, wds, txs] = await Promise.all([
    q
      .select({
        id: users.id,
        email: users.email,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(inArray(users.id, personIds)),
    withdrawalIds.length
      ? q
          .select({ id: withdrawals.id, reference: withdrawals.reference, methodName: withdrawals.methodName })
          .from(withdrawals)
          .where(inArray(withdrawals.id, withdrawalIds))
      : [],
    txIds.length
      ? q
          .select({ id: ledgerTransactions.id, reference: ledgerTransactions.reference })
          .from(ledgerTransactions)
          .where(inArray(ledgerTransactions.id, txIds))
      : [],
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const wd = new Map(wds.map((w) => [w.id, w]));
  const tx = new Map(txs.map((t) => [t.id, t.reference]));
  return rows.map((r) => {
    const user = person.get(r.userId);
    const by = person.get(r.requestedBy);
    if (!user || !by) throw new Error(`approval ${r.id} names a missing user`);
    const decider = r.decidedBy ? person.get(r.decidedBy) : undefined;
    const w = r.withdrawalId ? wd.get(r.withdrawalId) : undefined;
    const d = r.details;
    return {
      id: r.id,
      kind: r.kind,
      status: r.status,
      summary: summaryOf(r, user, w?.reference),
      amount: centsToNumber(r.amountCents),
      currency: CURRENCY,
      user: { id: user.id, email: user.email, username: user.username, name: nameOf(user) },
      withdrawal:
        w && d.kind === 'withdrawal_payout'
          ? { id: w.id, reference: w.reference, methodName: w.methodName, payoutReference: d.payoutReference }
          : null,
      adjustment:
        d.kind === 'balance_adjustment' ? { walletType: d.walletType, direction: d.direction, reason: d.reason } : null,
      credit:
        d.kind === 'onchain_credit'
          ? { source: 'onchain' as const, note: d.note }
          : d.kind === 'card_credit'
            ? { source: 'card' as const, note: d.note }
            : null,
      // The English words only: the phrases are for notices and mails written in a reader's language.
      settingsChange:
        d.kind === 'settings_change' || d.kind === 'method_change'
          ? d.changes.map(({ key, label, from, to }) => ({ key, label, from, to }))
          : null,
      requestedBy: adminBrief(by),
      requestedAt: r.requestedAt.toISOString(),
      decidedBy: decider ? adminBrief(decider) : null,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      rejectionReason: r.rejectionReason,
      transactionReference: r.transactionId ? (tx.get(r.transactionId) ?? null) : null,
    };
  });
}

export async function toApprovalView(q: Queryable, row: ApprovalRow): Promise<Approval> {
  const [view] = await toApprovalViews(q, [row]);
  if (!view) throw new Error('approval view missing');
  return view;
}

/** Newest first; `pending` is the count of waiting requests (the sidebar and dashboard badge). */
export async function listApprovals(q: Queryable, status: ApprovalRow['status'], limit: number) {
  const [rows, [waiting]] = await Promise.all([
    q
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.status, status))
      .orderBy(desc(approvalRequests.requestedAt), desc(approvalRequests.id))
      .limit(limit),
    q.select({ n: count() }).from(approvalRequests).where(eq(approvalRequests.status, 'pending')),
  ]);
  return { items: await toApprovalViews(q, rows), pending: waiting?.n ?? 0 };
}
