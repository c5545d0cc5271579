import { useCallback, useState } from 'react';
import type { AdminDeposit } from '../../../contract/deposits.ts';
import { formatMoney } from '../../../contract/money.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import { StatusFilter, type StatusFilterValue } from '../../../components/admin/status-filter.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
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
  const [filter, setFilter] = useState<StatusFilterValue>('pending');
  const [version, setVersion] = useState(0);
  const loadPage = useCallback(
    (cursor: string | undefined) => getAdminDeposits(filter === 'all' ? undefined : filter, cursor),
    // `version` reloads the list after a decision.
    [filter, version],
  );
  const list = usePagedList(loadPage, DEPOSIT_DEFAULTS.fetchDeposits);
  let body;
  if (list.loading === 'first') body = <p role="status">Loading deposits...</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="text-zinc-700 dark:text-zinc-300">No deposits with this status</p>;
  else
    body = (
      <ul aria-label="Deposits" className="grid gap-3 md:grid-cols-2">
        {list.items.map((item) => (
          <DepositCard key={item.id} item={item} onChanged={() => setVersion((v) => v + 1)} />
        ))}
      </ul>
    );
  return (
    <section aria-label="Deposit requests" className="flex flex-col gap-4">
      <StatusFilter value={filter} onChange={setFilter} />
      {body}
      {list.nextCursor && !list.loading ? (
        <SecondaryButton onClick={list.loadMore} className="self-start">
          Load more
        </SecondaryButton>
      ) : null}
    </section>
  );
}
