import { useCallback, useState } from 'react';
import { formatMoney } from '../../../contract/money.ts';
import type { AdminWithdrawal } from '../../../contract/withdrawals.ts';
import { ReviewActions } from '../../../components/admin/review-actions.tsx';
import { StatusFilter, type StatusFilterValue } from '../../../components/admin/status-filter.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
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
  const [filter, setFilter] = useState<StatusFilterValue>('pending');
  const [version, setVersion] = useState(0);
  const loadPage = useCallback((cursor: string | undefined) => getAdminWithdrawals(filter === 'all' ? undefined : filter, cursor), [filter, version]);
  const list = usePagedList(loadPage, WITHDRAW_DEFAULTS.fetchWithdrawals);
  let body;
  if (list.loading === 'first') body = <p role="status">Loading withdrawals...</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="text-zinc-700 dark:text-zinc-300">No withdrawals with this status</p>;
  else
    body = (
      <ul aria-label="Withdrawals" className="grid gap-3 md:grid-cols-2">
        {list.items.map((item) => (
          <WithdrawalCard key={item.id} item={item} onChanged={() => setVersion((v) => v + 1)} />
        ))}
      </ul>
    );
  return (
    <section aria-label="Withdrawal requests" className="flex flex-col gap-4">
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
