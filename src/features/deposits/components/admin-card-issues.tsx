import { useCallback, useState } from 'react';
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
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

const STATE = {
  open: 'adminMoney.cardIssue.stateOpen',
  reversed: 'adminMoney.cardIssue.stateReversed',
  credited: 'adminMoney.cardIssue.stateCredited',
  awaiting_approval: 'adminMoney.cardIssue.stateAwaiting',
  dismissed: 'adminMoney.cardIssue.stateDismissed',
} as const satisfies Record<CardPaymentIssue['status'], MessageId>;

const KIND = {
  refund: 'adminMoney.cardIssue.kindRefund',
  dispute: 'adminMoney.cardIssue.kindDispute',
  amount_mismatch: 'adminMoney.cardIssue.kindMismatch',
  invalid_event: 'adminMoney.cardIssue.kindInvalid',
} as const satisfies Record<CardPaymentIssue['kind'], MessageId>;

function stateOf(t: Translate, i: CardPaymentIssue): string {
  if (i.status !== 'awaiting_approval' || !i.approvalStatus || i.approvalStatus === 'pending')
    return t(STATE[i.status]);
  if (i.approvalStatus !== 'approved') return t('adminMoney.cardIssue.rejected');
  return t(
    i.kind === 'amount_mismatch' ? 'adminMoney.cardIssue.creditedApproved' : 'adminMoney.cardIssue.reversedApproved',
  );
}

/** The decision an open issue offers besides dismissing it: reverse a refund or dispute, credit a payment for another amount. */
function decisionOf(t: Translate, i: CardPaymentIssue) {
  if (i.kind === 'amount_mismatch') {
    const limits = i.limits
      ? t('adminMoney.cardIssue.limits', { min: formatMoney(i.limits.min), max: formatMoney(i.limits.max) })
      : '—';
    return {
      label: t('adminMoney.cardIssue.credit', { amount: formatMoney(i.suggestedAmount) }),
      rows: [
        { label: t('adminMoney.cardIssue.paidAtStripe'), value: formatMoney(i.amount, i.currency) },
        { label: t('adminMoney.cardIssue.depositAsked'), value: i.deposit ? formatMoney(i.deposit.amount) : '—' },
        { label: t('adminMoney.cardIssue.methodLimits'), value: limits },
        { label: t('adminMoney.cardIssue.creditToMain'), value: formatMoney(i.suggestedAmount), strong: true },
      ],
      run: (key: string) => creditCardPaymentIssue(i.id, key),
    };
  }
  if (i.kind === 'invalid_event')
    return {
      label: t('adminMoney.cardIssue.markHandled'),
      rows: [{ label: t('adminMoney.cardIssue.event'), value: i.reason ?? '—' }],
      run: (key: string) => dismissCardPaymentIssue(i.id, t('adminMoney.cardIssue.handledNote'), key),
    };
  return {
    label: i.deposit
      ? t('adminMoney.cardIssue.reverseAmount', { amount: formatMoney(i.suggestedAmount) })
      : t('adminMoney.cardIssue.reverse'),
    rows: [
      { label: t('adminMoney.cardIssue.reportedByStripe'), value: formatMoney(i.amount, i.currency) },
      {
        label: t('adminMoney.cardIssue.depositCredited'),
        value: i.deposit ? formatMoney(i.deposit.receiveAmount) : '—',
      },
      { label: t('adminMoney.cardIssue.takeBack'), value: formatMoney(i.suggestedAmount), strong: true },
    ],
    run: (key: string) => reverseCardPaymentIssue(i.id, key),
  };
}

function IssueCard({ issue: i, onChanged }: { issue: CardPaymentIssue; onChanged: () => void }) {
  const t = useT();
  const what =
    i.kind === 'invalid_event'
      ? t(KIND[i.kind])
      : t('adminMoney.cardIssue.of', {
          kind: t(KIND[i.kind]),
          what: i.deposit?.reference ?? t('adminMoney.cardIssue.charge', { id: i.chargeId }),
        });
  const decision = decisionOf(t, i);
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
            ? t('adminMoney.cardIssue.nothingMoved')
            : t('adminMoney.cardIssue.noDeposit')}
        {i.reason ? t('adminMoney.cardIssue.reason', { reason: i.reason }) : ''}
      </p>
      <p className="text-caption text-fg-muted">
        <time dateTime={i.createdAt}>{formatDateTime(i.createdAt)}</time> · {stateOf(t, i)}
        {i.note ? ` · ${i.note}` : ''}
      </p>
      {i.status === 'open' ? (
        <ReviewActions
          subject={what}
          approveLabel={decision.label}
          summary={decision.rows}
          fallback={t('adminMoney.error.decideCardIssue')}
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
  const t = useT();
  const load = useCallback(() => getCardPaymentIssues(), []);
  const [fallback] = useState(() => t('adminMoney.error.fetchCardIssues'));
  const list = useResource(load, fallback);
  if (list.error) return <LoadError message={list.error} onRetry={() => void list.reload()} />;
  if (!list.data) return <p role="status">{t('adminMoney.cardIssue.loading')}</p>;
  if (list.data.items.length === 0) return <p className="text-fg-muted">{t('adminMoney.cardIssue.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-fg-muted">{t('adminMoney.cardIssue.waiting', { count: list.data.open })}</p>
      <ul aria-label={t('adminMoney.cardIssue.list')} className="grid gap-3 lg:grid-cols-2">
        {list.data.items.map((i) => (
          <IssueCard key={i.id} issue={i} onChanged={() => void list.reload()} />
        ))}
      </ul>
    </div>
  );
}
