import type { AdminDeposit } from '../../../contract/deposits.ts';
import { formatDecimal, formatMoney } from '../../../contract/cents.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import type { StatusFilterValue } from '../../../components/admin/status-filters.ts';
import { ReviewQueue } from '../../../components/admin/review-queue.tsx';
import type { Column } from '../../../components/table/data-table.tsx';
import { approveDeposit } from '../api/approve-deposit.ts';
import { bulkApproveDeposits } from '../api/bulk-approve-deposits.ts';
import { getDepositQueue } from '../api/get-deposit-queue.ts';
import { rejectDeposit } from '../api/reject-deposit.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';
import { ProofViewer } from './proof-viewer.tsx';
import { TransactionHash } from './transaction-hash.tsx';

const methodOf = (d: AdminDeposit) =>
  d.network && !d.methodName.includes(d.network) ? `${d.methodName} (${d.network})` : d.methodName;

const COLUMNS: Column<AdminDeposit>[] = [
  {
    header: 'Amount',
    nowrap: true,
    cell: (d) => (
      <span className="flex flex-col items-end tabular-nums @2xl:items-start">
        <span className="font-semibold">{formatMoney(d.amount)}</span>
        <span className="text-caption text-fg-muted">Credit {formatMoney(d.receiveAmount)}</span>
      </span>
    ),
  },
  {
    header: 'Method',
    cell: (d) => (
      <span className="flex flex-col items-end @2xl:items-start">
        <span>{methodOf(d)}</span>
        <span className="text-caption text-fg-muted whitespace-nowrap">
          Pay {formatDecimal(d.payAmount, d.currency)}
        </span>
      </span>
    ),
    priority: 'low',
  },
  {
    header: 'Proof',
    priority: 'low',
    cell: (d) => (
      <span className="flex flex-col items-end gap-1 @2xl:items-start">
        {d.hasProof ? (
          <ProofViewer depositId={d.id} asAdmin name={d.proofName} />
        ) : (
          <span className="text-fg-muted">No proof</span>
        )}
        <TransactionHash hash={d.transactionHash} />
      </span>
    ),
  },
];

/** The confirmation restates who is credited, how much, and by which method. */
const summaryOf = (d: AdminDeposit) => [
  { label: 'User', value: `${d.user.email} (@${d.user.username})` },
  { label: 'Reference', value: d.reference },
  { label: 'Method', value: methodOf(d) },
  { label: 'Amount', value: formatMoney(d.amount) },
  { label: 'Charge', value: formatMoney(d.charge) },
  { label: 'Credit to Main Wallet', value: formatMoney(d.receiveAmount), strong: true },
];

function DepositActions({ item, onChanged }: { item: AdminDeposit; onChanged: () => void }) {
  // Stripe's webhook or the reconciliation job settles a card deposit; the server refuses a review.
  if (item.kind === 'card') return <span className="text-sm text-fg-muted">Waiting for Stripe</span>;
  return (
    <ReviewActions
      subject={`deposit ${item.reference}`}
      summary={summaryOf(item)}
      fallback={DEPOSIT_DEFAULTS.review}
      onApprove={(_note, key) => approveDeposit(item.id, key)}
      onReject={(reason, key) => rejectDeposit(item.id, reason, key)}
      onDone={onChanged}
      evidence={
        <div className="flex flex-col gap-3">
          {item.hasProof ? (
            <ProofViewer depositId={item.id} asAdmin name={item.proofName} />
          ) : (
            <p className="text-label text-fg-muted">No proof uploaded</p>
          )}
          <TransactionHash hash={item.transactionHash} />
        </div>
      }
    />
  );
}

/** Admin review of deposits: a searchable, sortable table; approve or reject each, or approve a selection. */
export function AdminDepositList({ initialFilter }: { initialFilter?: StatusFilterValue }) {
  return (
    <ReviewQueue
      initialFilter={initialFilter}
      label="Deposit requests"
      tableLabel="Deposits"
      noun="deposit"
      loadingText="Loading deposits..."
      emptyText="No deposits with this status"
      fallback={DEPOSIT_DEFAULTS.fetchDeposits}
      loadPage={getDepositQueue}
      columns={COLUMNS}
      Actions={DepositActions}
      approveLabel="Approve"
      bulkApprove={bulkApproveDeposits}
    />
  );
}
