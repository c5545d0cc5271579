import type { Approval } from '../../../contract/approvals.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { approveRequest } from '../api/approve-request.ts';
import { rejectRequest } from '../api/reject-request.ts';
import { APPROVAL_DEFAULTS } from '../messages.ts';
import { EmailText } from '../../../components/table/email-text.tsx';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

const KIND = {
  withdrawal_payout: 'admin.approvals.kind.withdrawalPayout',
  balance_adjustment: 'admin.approvals.kind.balanceAdjustment',
  onchain_credit: 'admin.approvals.kind.onchainCredit',
  card_credit: 'admin.approvals.kind.cardCredit',
  settings_change: 'admin.approvals.kind.settingsChange',
  method_change: 'admin.approvals.kind.methodChange',
} as const;

/** The confirmation restates the action, the user and the amount, and who asked. */
function summaryOf(t: Translate, a: Approval): DetailRow[] {
  const rows: DetailRow[] = [
    { label: t('admin.approvals.row.action'), value: a.summary },
    { label: t('admin.approvals.row.user'), value: `${a.user.email} (@${a.user.username})` },
  ];
  if (a.withdrawal)
    rows.push({
      label: t('admin.approvals.row.withdrawal'),
      value: `${a.withdrawal.reference} · ${a.withdrawal.methodName}`,
    });
  if (a.withdrawal?.payoutReference)
    rows.push({ label: t('admin.approvals.row.payoutReference'), value: a.withdrawal.payoutReference });
  if (a.adjustment)
    rows.push(
      {
        label: t('admin.approvals.row.wallet'),
        value: a.adjustment.walletType === 'main' ? t('admin.balance.mainWallet') : t('admin.balance.profitWallet'),
      },
      { label: t('admin.approvals.row.reason'), value: a.adjustment.reason },
    );
  rows.push(
    { label: t('admin.approvals.row.requestedBy'), value: a.requestedBy.email },
    {
      label: a.adjustment?.direction === 'subtract' ? t('admin.balance.subtract') : t('admin.balance.amount'),
      value: formatMoney(a.amount, a.currency),
      strong: true,
    },
  );
  return rows;
}

function decision(t: Translate, a: Approval): string | null {
  if (a.status === 'approved') {
    const by = t('admin.approvals.approvedBy', { email: a.decidedBy?.email ?? '' });
    return a.transactionReference ? `${by} · ${a.transactionReference}` : by;
  }
  if (a.status === 'rejected')
    return a.decidedBy
      ? t('admin.approvals.rejectedBy', { email: a.decidedBy.email, reason: a.rejectionReason ?? '' })
      : t('admin.approvals.rejectedByAdmin', { reason: a.rejectionReason ?? '' });
  return null;
}

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
  const t = useT();
  const mine = a.requestedBy.id === myId;
  const decided = decision(t, a);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{t(KIND[a.kind])}</span>
        {a.kind === 'settings_change' || a.kind === 'method_change' ? null : (
          <span className="nowrap-value font-semibold tabular-nums">{formatMoney(a.amount, a.currency)}</span>
        )}
      </div>
      <p className="[overflow-wrap:anywhere]">{a.summary}</p>
      {a.credit ? (
        <p className="text-sm [overflow-wrap:anywhere]">{t('admin.approvals.note', { note: a.credit.note })}</p>
      ) : null}
      <p className="text-caption text-fg-muted">
        {t('admin.approvals.askedBy')} <EmailText email={a.requestedBy.email} /> ·{' '}
        <time dateTime={a.requestedAt}>{formatDateTime(a.requestedAt)}</time>
      </p>
      {decided ? <p className="text-sm [overflow-wrap:anywhere]">{decided}</p> : null}
      {a.status === 'pending' && mine ? <p className="text-sm text-fg-muted">{t('admin.approvals.mine')}</p> : null}
      {a.status === 'pending' && !mine ? (
        <ReviewActions
          subject={
            a.withdrawal
              ? t('admin.approvals.subjectRef', { reference: a.withdrawal.reference })
              : t('admin.approvals.subjectUser', { email: a.user.email })
          }
          summary={summaryOf(t, a)}
          fallback={APPROVAL_DEFAULTS.decide}
          onApprove={(_note, key) => approveRequest(a.id, key)}
          onReject={(reason, key) => rejectRequest(a.id, reason, key)}
          onDone={onChanged}
        />
      ) : null}
    </li>
  );
}
