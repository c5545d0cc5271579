import type { AdminDeposit } from '../../../contract/deposits.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { AdminReviewList } from '../../../components/admin/admin-review-list.tsx';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { approveDeposit } from '../api/approve-deposit.ts';
import { getAdminDeposits } from '../api/get-admin-deposits.ts';
import { rejectDeposit } from '../api/reject-deposit.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';
import { ProofViewer } from './proof-viewer.tsx';

function DepositCard({ item, onChanged }: { item: AdminDeposit; onChanged: () => void }) {
  return (
    <li aria-label={`Deposit ${item.reference}`} className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold break-all">{item.user.email}</span>
        <StatusBadge status={item.status} />
      </div>
      <DetailList
        rows={[
          { label: 'Reference', value: item.reference },
          { label: 'Method', value: item.network ? `${item.methodName} (${item.network})` : item.methodName },
          { label: 'Amount', value: formatMoney(item.amount) },
          { label: 'To pay', value: `${item.payAmount} ${item.currency}` },
          { label: 'Charge', value: formatMoney(item.charge) },
          { label: 'Credit on approval', value: formatMoney(item.receiveAmount), strong: true },
          ...(item.transactionHash ? [{ label: 'Transaction hash', value: item.transactionHash }] : []),
          { label: 'Created', value: formatDateTime(item.createdAt) },
          ...(item.rejectionReason ? [{ label: 'Reason', value: item.rejectionReason }] : []),
        ]}
      />
      {item.hasProof ? <ProofViewer depositId={item.id} asAdmin name={item.proofName} /> : <p className="text-sm text-zinc-600 dark:text-zinc-400">No proof uploaded</p>}
      {item.status === 'pending' ? (
        <ReviewActions
          subject={`deposit ${item.reference}`}
          fallback={DEPOSIT_DEFAULTS.review}
          onApprove={(_note, key) => approveDeposit(item.id, key)}
          onReject={(reason, key) => rejectDeposit(item.id, reason, key)}
          onDone={onChanged}
        />
      ) : null}
    </li>
  );
}

/** Admin review of deposits: filter by status, view the proof, approve or reject with a reason. */
export function AdminDepositList() {
  return (
    <AdminReviewList
      label="Deposit requests"
      listLabel="Deposits"
      loadingText="Loading deposits..."
      emptyText="No deposits with this status"
      fallback={DEPOSIT_DEFAULTS.fetchDeposits}
      loadPage={getAdminDeposits}
      Card={DepositCard}
    />
  );
}
