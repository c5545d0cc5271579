import { formatMoney } from '../../../contract/cents.ts';
import type { AdminWithdrawal } from '../../../contract/withdrawals.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import type { StatusFilterValue } from '../../../components/admin/status-filters.ts';
import { ReviewQueue } from '../../../components/admin/review-queue.tsx';
import type { Column } from '../../../components/table/data-table.tsx';
import { approveWithdrawal } from '../api/approve-withdrawal.ts';
import { bulkApproveWithdrawals } from '../api/bulk-approve-withdrawals.ts';
import { getWithdrawalQueue } from '../api/get-withdrawal-queue.ts';
import { rejectWithdrawal } from '../api/reject-withdrawal.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import { payoutFieldLabel } from '../../../contract/payout-field-labels.ts';
import { useFourEyesNotice } from '../../../lib/staff-access.ts';

const detailsOf = (w: AdminWithdrawal) =>
  Object.entries(w.details).map(([key, value]) => ({ label: payoutFieldLabel(key), value }));

const COLUMNS: Column<AdminWithdrawal>[] = [
  {
    header: 'Amount',
    nowrap: true,
    cell: (w) => (
      <span className="flex flex-col items-end tabular-nums @2xl:items-start">
        <span className="font-semibold">{formatMoney(w.amount)}</span>
        <span className="text-caption text-fg-muted">Pay out {formatMoney(w.receiveAmount)}</span>
        {w.awaitingApproval ? <span className="text-caption font-semibold text-warning">Sent for approval</span> : null}
      </span>
    ),
  },
  {
    header: 'Account',
    priority: 'low',
    cell: (w) => (
      <span className="flex min-w-0 flex-col items-end @2xl:items-start">
        <span>
          {w.methodName} · {w.accountName}
        </span>
        {detailsOf(w).map((d) => (
          <span key={d.label} className="max-w-full text-caption text-fg-muted [overflow-wrap:anywhere]">
            {d.label}: {d.value}
          </span>
        ))}
        {w.payoutReference ? <span className="text-caption">Payout ref. {w.payoutReference}</span> : null}
        {w.rejectionReason ? <span className="text-caption">Reason: {w.rejectionReason}</span> : null}
      </span>
    ),
  },
];

/** The confirmation restates who is paid, how much, and where to. */
const summaryOf = (w: AdminWithdrawal) => [
  { label: 'User', value: `${w.user.email} (@${w.user.username})` },
  { label: 'Reference', value: w.reference },
  { label: 'Method', value: `${w.methodName} (${w.currency})` },
  { label: 'Account', value: w.accountName },
  ...detailsOf(w),
  { label: 'Amount', value: formatMoney(w.amount) },
  { label: 'Charge', value: formatMoney(w.charge) },
  { label: 'Pay out', value: formatMoney(w.receiveAmount), strong: true },
];

function WithdrawalActions({ item, onChanged }: { item: AdminWithdrawal; onChanged: () => void }) {
  const fourEyes = useFourEyesNotice(item.amount);
  return (
    <ReviewActions
      subject={`withdrawal ${item.reference}`}
      summary={fourEyes ? [...summaryOf(item), { label: 'Four-eyes', value: fourEyes, strong: true }] : summaryOf(item)}
      fallback={WITHDRAW_DEFAULTS.review}
      approveLabel="Mark paid"
      approveNoteLabel="Payout reference"
      onApprove={(note, key) => approveWithdrawal(item.id, note, key)}
      onReject={(reason, key) => rejectWithdrawal(item.id, reason, key)}
      onDone={onChanged}
    />
  );
}

/** Admin review of withdrawals: a searchable, sortable table; mark paid or reject (refund) each, or mark a selection paid. */
export function AdminWithdrawalList({ initialFilter }: { initialFilter?: StatusFilterValue }) {
  return (
    <ReviewQueue
      initialFilter={initialFilter}
      label="Withdrawal requests"
      tableLabel="Withdrawals"
      noun="withdrawal"
      loadingText="Loading withdrawals..."
      emptyText="No withdrawals with this status"
      fallback={WITHDRAW_DEFAULTS.fetchWithdrawals}
      loadPage={getWithdrawalQueue}
      columns={COLUMNS}
      Actions={WithdrawalActions}
      approveLabel="Mark paid"
      bulkApprove={bulkApproveWithdrawals}
    />
  );
}
