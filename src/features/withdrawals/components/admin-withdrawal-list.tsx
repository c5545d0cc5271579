import { formatMoney } from '../../../contract/cents.ts';
import type { AdminWithdrawal } from '../../../contract/withdrawals.ts';
import { AdminReviewList } from '../../../components/admin/admin-review-list.tsx';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { approveWithdrawal } from '../api/approve-withdrawal.ts';
import { getAdminWithdrawals } from '../api/get-admin-withdrawals.ts';
import { rejectWithdrawal } from '../api/reject-withdrawal.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

function WithdrawalCard({ item, onChanged }: { item: AdminWithdrawal; onChanged: () => void }) {
  return (
    <li aria-label={`Withdrawal ${item.reference}`} className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold break-all">{item.user.email}</span>
        <StatusBadge status={item.status} label={item.status === 'approved' ? 'Paid' : undefined} />
      </div>
      <DetailList
        rows={[
          { label: 'Reference', value: item.reference },
          { label: 'Method', value: `${item.methodName} (${item.currency})` },
          { label: 'Account', value: item.accountName },
          ...Object.entries(item.details).map(([key, value]) => ({ label: key.replace(/_/g, ' '), value })),
          { label: 'Amount', value: formatMoney(item.amount) },
          { label: 'Charge', value: formatMoney(item.charge) },
          { label: 'Pay out', value: formatMoney(item.receiveAmount), strong: true },
          { label: 'Created', value: formatDateTime(item.createdAt) },
          ...(item.payoutReference ? [{ label: 'Payout reference', value: item.payoutReference }] : []),
          ...(item.rejectionReason ? [{ label: 'Reason', value: item.rejectionReason }] : []),
        ]}
      />
      {item.status === 'pending' ? (
        <ReviewActions
          subject={`withdrawal ${item.reference}`}
          fallback={WITHDRAW_DEFAULTS.review}
          approveNoteLabel="Payout reference"
          onApprove={(note, key) => approveWithdrawal(item.id, note, key)}
          onReject={(reason, key) => rejectWithdrawal(item.id, reason, key)}
          onDone={onChanged}
        />
      ) : null}
    </li>
  );
}

/** Admin review of withdrawals: filter by status, mark paid (payout reference) or reject (refund) with a reason. */
export function AdminWithdrawalList() {
  return (
    <AdminReviewList
      label="Withdrawal requests"
      listLabel="Withdrawals"
      loadingText="Loading withdrawals..."
      emptyText="No withdrawals with this status"
      fallback={WITHDRAW_DEFAULTS.fetchWithdrawals}
      loadPage={getAdminWithdrawals}
      Card={WithdrawalCard}
    />
  );
}
