import { useCallback } from 'react';
import type { CardPaymentIssue } from '../../../contract/card-payments.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { dismissCardPaymentIssue } from '../api/dismiss-card-payment-issue.ts';
import { getCardPaymentIssues } from '../api/get-card-payment-issues.ts';
import { creditCardPaymentIssue } from '../api/credit-card-payment-issue.ts';
import { reverseCardPaymentIssue } from '../api/reverse-card-payment-issue.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

const STATE: Record<CardPaymentIssue['status'], string> = {
  open: 'Waiting for a decision',
  reversed: 'Reversed from the wallet',
  credited: 'Credited to the wallet',
  awaiting_approval: 'Sent for a second admin’s approval',
  dismissed: 'Dismissed',
};

const KIND: Record<CardPaymentIssue['kind'], string> = {
  refund: 'Refund',
  dispute: 'Dispute',
  amount_mismatch: 'Paid another amount',
  invalid_event: 'Stripe event not applied',
};

function stateOf(i: CardPaymentIssue): string {
  if (i.status !== 'awaiting_approval' || !i.approvalStatus || i.approvalStatus === 'pending') return STATE[i.status];
  const done = i.kind === 'amount_mismatch' ? 'Credited' : 'Reversed';
  return i.approvalStatus === 'approved' ? `${done} after a second admin’s approval` : 'The second admin rejected it';
}

/** The decision an open issue offers besides dismissing it: reverse a refund or dispute, credit a payment for another amount. */
function decisionOf(i: CardPaymentIssue) {
  if (i.kind === 'amount_mismatch') {
    const limits = i.limits ? `${formatMoney(i.limits.min)} to ${formatMoney(i.limits.max)}` : '—';
    return {
      label: `Credit ${formatMoney(i.suggestedAmount)}`,
      rows: [
        { label: 'Paid at Stripe', value: formatMoney(i.amount, i.currency) },
        { label: 'Deposit asked', value: i.deposit ? formatMoney(i.deposit.amount) : '—' },
        { label: 'The method’s limits', value: limits },
        { label: 'Credit to Main Wallet', value: formatMoney(i.suggestedAmount), strong: true },
      ],
      run: (key: string) => creditCardPaymentIssue(i.id, key),
    };
  }
  if (i.kind === 'invalid_event')
    return {
      label: 'Mark handled',
      rows: [{ label: 'Event', value: i.reason ?? '—' }],
      run: (key: string) => dismissCardPaymentIssue(i.id, 'Handled after checking the event at Stripe', key),
    };
  return {
    label: i.deposit ? `Reverse ${formatMoney(i.suggestedAmount)}` : 'Reverse',
    rows: [
      { label: 'Reported by Stripe', value: formatMoney(i.amount, i.currency) },
      { label: 'Deposit credited', value: i.deposit ? formatMoney(i.deposit.receiveAmount) : '—' },
      { label: 'Take back from Main Wallet', value: formatMoney(i.suggestedAmount), strong: true },
    ],
    run: (key: string) => reverseCardPaymentIssue(i.id, key),
  };
}

function IssueCard({ issue: i, onChanged }: { issue: CardPaymentIssue; onChanged: () => void }) {
  const what = `${KIND[i.kind]}${i.kind === 'invalid_event' ? '' : ` of ${i.deposit?.reference ?? `charge ${i.chargeId}`}`}`;
  const decision = decisionOf(i);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{what}</span>
        <span className="nowrap-value font-semibold tabular-nums">{formatMoney(i.amount, i.currency)}</span>
      </div>
      <p className="text-sm [overflow-wrap:anywhere]">
        {i.user
          ? `${i.user.email} (@${i.user.username})`
          : i.kind === 'invalid_event'
            ? 'Nothing was credited or taken'
            : 'No card deposit matches this charge'}
        {i.reason ? ` · reason: ${i.reason}` : ''}
      </p>
      <p className="text-caption text-fg-muted">
        <time dateTime={i.createdAt}>{formatDateTime(i.createdAt)}</time> · {stateOf(i)}
        {i.note ? ` · ${i.note}` : ''}
      </p>
      {i.status === 'open' ? (
        <ReviewActions
          subject={what}
          approveLabel={decision.label}
          summary={decision.rows}
          fallback={DEPOSIT_DEFAULTS.decideCardIssue}
          onApprove={(_note, key) => decision.run(key)}
          onReject={(reason, key) => dismissCardPaymentIssue(i.id, reason, key)}
          onDone={onChanged}
        />
      ) : null}
    </li>
  );
}

/**
 * /admin/card-payments: refunds and disputes Stripe reported, payments for another amount than
 * their deposit, and signed events that could not be applied. Nothing moves by itself: Reverse
 * takes money back through the ledger (refused when the wallet holds less), Credit adds a payment
 * within the method's limits, both four-eyes above the threshold (the toast then says "Sent for
 * approval"); Reject dismisses with a reason.
 */
export function AdminCardIssues() {
  const load = useCallback(() => getCardPaymentIssues(), []);
  const list = useResource(load, DEPOSIT_DEFAULTS.fetchCardIssues);
  if (list.error) return <LoadError message={list.error} onRetry={() => void list.reload()} />;
  if (!list.data) return <p role="status">Loading card payment issues...</p>;
  if (list.data.items.length === 0) return <p className="text-fg-muted">No card payment needs a decision.</p>;
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
