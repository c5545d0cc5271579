import type { Approval } from '../../../contract/approvals.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { approveRequest } from '../api/approve-request.ts';
import { rejectRequest } from '../api/reject-request.ts';
import { APPROVAL_DEFAULTS } from '../messages.ts';
import { EmailText } from '../../../components/table/email-text.tsx';

const KIND = {
  withdrawal_payout: 'Withdrawal payout',
  balance_adjustment: 'Balance adjustment',
  onchain_credit: 'On-chain payment credit',
  card_credit: 'Card payment credit',
  settings_change: 'Settings change',
  method_change: 'Method change',
} as const;

/** The confirmation restates the action, the user and the amount, and who asked. */
function summaryOf(a: Approval): DetailRow[] {
  const rows: DetailRow[] = [
    { label: 'Action', value: a.summary },
    { label: 'User', value: `${a.user.email} (@${a.user.username})` },
  ];
  if (a.withdrawal) rows.push({ label: 'Withdrawal', value: `${a.withdrawal.reference} · ${a.withdrawal.methodName}` });
  if (a.withdrawal?.payoutReference) rows.push({ label: 'Payout reference', value: a.withdrawal.payoutReference });
  if (a.adjustment)
    rows.push(
      { label: 'Wallet', value: a.adjustment.walletType === 'main' ? 'Main Wallet' : 'Profit Wallet' },
      { label: 'Reason', value: a.adjustment.reason },
    );
  rows.push(
    { label: 'Requested by', value: a.requestedBy.email },
    {
      label: a.adjustment?.direction === 'subtract' ? 'Subtract' : 'Amount',
      value: formatMoney(a.amount, a.currency),
      strong: true,
    },
  );
  return rows;
}

const decision = (a: Approval) =>
  a.status === 'approved'
    ? `Approved by ${a.decidedBy?.email ?? ''}${a.transactionReference ? ` · ${a.transactionReference}` : ''}`
    : a.status === 'rejected'
      ? `Rejected by ${a.decidedBy?.email ?? 'an admin'}: ${a.rejectionReason ?? ''}`
      : null;

/** One request: what, for whom, how much, who asked and when; approve or reject while pending (never one's own approve). */
export function ApprovalCard({
  approval: a,
  myId,
  onChanged,
}: {
  approval: Approval;
  myId: string | undefined;
  onChanged: () => void;
}) {
  const mine = a.requestedBy.id === myId;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{KIND[a.kind]}</span>
        {a.kind === 'settings_change' || a.kind === 'method_change' ? null : (
          <span className="nowrap-value font-semibold tabular-nums">{formatMoney(a.amount, a.currency)}</span>
        )}
      </div>
      <p className="[overflow-wrap:anywhere]">{a.summary}</p>
      {a.credit ? <p className="text-sm [overflow-wrap:anywhere]">{`Note: ${a.credit.note}`}</p> : null}
      <p className="text-caption text-fg-muted">
        Asked by <EmailText email={a.requestedBy.email} /> ·{' '}
        <time dateTime={a.requestedAt}>{formatDateTime(a.requestedAt)}</time>
      </p>
      {decision(a) ? <p className="text-sm [overflow-wrap:anywhere]">{decision(a)}</p> : null}
      {a.status === 'pending' && mine ? (
        <p className="text-sm text-fg-muted">You asked for this: another admin must approve it.</p>
      ) : null}
      {a.status === 'pending' && !mine ? (
        <ReviewActions
          subject={`request ${a.withdrawal?.reference ?? `for ${a.user.email}`}`}
          summary={summaryOf(a)}
          fallback={APPROVAL_DEFAULTS.decide}
          onApprove={(_note, key) => approveRequest(a.id, key)}
          onReject={(reason, key) => rejectRequest(a.id, reason, key)}
          onDone={onChanged}
        />
      ) : null}
    </li>
  );
}
