import type { Withdrawal } from '../../../contract/withdrawals.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getWithdrawals } from '../api/get-withdrawals.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';
import { WITHDRAWAL_STATUS_WORDS } from '../../../contract/status-words.ts';

function WithdrawalRow({ item }: { item: Withdrawal }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="flex min-w-48 flex-1 flex-col gap-0.5">
        <span className="font-medium break-words">
          {item.accountName} · {item.methodName}
        </span>
        <span className="text-xs text-fg-muted">
          <span className="font-mono">{item.reference}</span> ·{' '}
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </span>
        {item.status === 'rejected' && item.rejectionReason ? (
          <span className="text-sm text-danger">Reason: {item.rejectionReason} (refunded)</span>
        ) : null}
        {item.payoutReference ? (
          <span className="text-sm break-all">Payout reference: {item.payoutReference}</span>
        ) : null}
        {item.status === 'pending' && item.processingTime ? (
          <span className="text-xs text-fg-muted">Processing time: {item.processingTime}</span>
        ) : null}
      </div>
      <div className="ml-auto flex flex-col items-end gap-1 text-right nowrap-value">
        <span className="font-semibold tabular-nums">-{formatMoney(item.amount)}</span>
        <span className="text-xs text-fg-muted">
          Charge {formatMoney(item.charge)} · receive {formatMoney(item.receiveAmount)}
        </span>
        <StatusBadge status={item.status} label={WITHDRAWAL_STATUS_WORDS[item.status]} />
      </div>
    </li>
  );
}

/** Withdraw Log: status, reason and payout reference of each request, newest first. */
export function WithdrawLog() {
  const list = usePagedList(getWithdrawals, WITHDRAW_DEFAULTS.fetchWithdrawals, { cacheKey: 'withdrawals' });
  return (
    <PagedListFrame
      state={{ ...list, itemCount: list.items.length }}
      loadingText="Loading withdrawals..."
      emptyText="No withdrawals yet"
      className="flex flex-col gap-4"
    >
      <StaleNotice state={list} />
      <ul aria-label="Withdrawals" className="divide-y divide-line">
        {list.items.map((item) => (
          <WithdrawalRow key={item.id} item={item} />
        ))}
      </ul>
    </PagedListFrame>
  );
}
