import { useCallback } from 'react';
import type { CardPaymentIssue } from '../../../contract/card-payments.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { dismissCardPaymentIssue } from '../api/dismiss-card-payment-issue.ts';
import { getCardPaymentIssues } from '../api/get-card-payment-issues.ts';
import { reverseCardPaymentIssue } from '../api/reverse-card-payment-issue.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

const STATE: Record<CardPaymentIssue['status'], string> = {
  open: 'Waiting for a decision',
  reversed: 'Reversed from the wallet',
  awaiting_approval: 'Reversal sent for a second admin’s approval',
  dismissed: 'Dismissed',
};

function stateOf(i: CardPaymentIssue): string {
  if (i.status !== 'awaiting_approval' || !i.approvalStatus || i.approvalStatus === 'pending') return STATE[i.status];
  return i.approvalStatus === 'approved' ? 'Reversed after a second admin’s approval' : 'The second admin rejected the reversal';
}

function IssueCard({ issue: i, onChanged }: { issue: CardPaymentIssue; onChanged: () => void }) {
  const what = `${i.kind === 'refund' ? 'Refund' : 'Dispute'} of ${i.deposit?.reference ?? `charge ${i.chargeId}`}`;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{what}</span>
        <span className="nowrap-value font-semibold tabular-nums">{formatMoney(i.amount, i.currency)}</span>
      </div>
      <p className="text-sm [overflow-wrap:anywhere]">
        {i.user ? `${i.user.email} (@${i.user.username})` : 'No card deposit matches this charge'}
        {i.reason ? ` · reason: ${i.reason}` : ''}
      </p>
      <p className="text-caption text-fg-muted">
        <time dateTime={i.createdAt}>{formatDateTime(i.createdAt)}</time> · {stateOf(i)}
        {i.note ? ` · ${i.note}` : ''}
      </p>
      {i.status === 'open' ? (
        <ReviewActions
          subject={what}
          approveLabel={i.deposit ? `Reverse ${formatMoney(i.suggestedAmount)}` : 'Reverse'}
          summary={[
            { label: 'Reported by Stripe', value: formatMoney(i.amount, i.currency) },
            { label: 'Deposit credited', value: i.deposit ? formatMoney(i.deposit.receiveAmount) : '—' },
            { label: 'Take back from Main Wallet', value: formatMoney(i.suggestedAmount), strong: true },
          ]}
          fallback={DEPOSIT_DEFAULTS.decideCardIssue}
          onApprove={(_note, key) => reverseCardPaymentIssue(i.id, key)}
          onReject={(reason, key) => dismissCardPaymentIssue(i.id, reason, key)}
          onDone={onChanged}
        />
      ) : null}
    </li>
  );
}

/**
 * /admin/card-payments: refunds and disputes Stripe reported on card deposits. Nothing is taken
 * from an investor by itself: Reverse takes the money back through the ledger (refused when the
 * wallet holds less, four-eyes above the threshold); Reject dismisses it with a reason.
 */
export function AdminCardIssues() {
  const load = useCallback(() => getCardPaymentIssues(), []);
  const list = useResource(load, DEPOSIT_DEFAULTS.fetchCardIssues);
  if (list.error) return <LoadError message={list.error} onRetry={() => void list.reload()} />;
  if (!list.data) return <p role="status">Loading refunds and disputes...</p>;
  if (list.data.items.length === 0) return <p className="text-fg-muted">No refunds or disputes reported.</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-fg-muted">{list.data.open} waiting for a decision</p>
      <ul aria-label="Card refunds and disputes" className="grid gap-3 lg:grid-cols-2">
        {list.data.items.map((i) => (
          <IssueCard key={i.id} issue={i} onChanged={() => void list.reload()} />
        ))}
      </ul>
    </div>
  );
}
