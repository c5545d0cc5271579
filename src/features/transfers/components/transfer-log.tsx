import type { TransferLogItem } from '../../../contract/transfers.ts';
import { DEFAULT_CURRENCY } from '../../../contract/wallet-types.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { SignedAmount } from '../../../components/money/signed-amount.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getTransferLogs } from '../api/get-transfer-logs.ts';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';

function TransferRow({ item }: { item: TransferLogItem }) {
  const sent = item.direction === 'sent';
  const who = item.counterpartyName ? `${item.counterpartyName} (${item.counterpartyEmail})` : item.counterpartyEmail;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="flex min-w-48 flex-1 flex-col gap-0.5">
        <span className="font-medium break-words">
          {sent ? 'Sent to' : 'Received from'} {who}
        </span>
        {item.note ? <span className="text-sm break-words text-fg-muted">“{item.note}”</span> : null}
        <span className="text-xs text-fg-muted">
          <span className="font-mono">{item.reference}</span> ·{' '}
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </span>
      </div>
      <div className="ml-auto flex flex-col items-end gap-1 text-right nowrap-value">
        <SignedAmount amount={item.amount} currency={DEFAULT_CURRENCY} direction={sent ? 'debit' : 'credit'} />
        {sent && item.charge > 0 ? (
          <span className="text-xs text-fg-muted">Fee {formatMoney(item.charge, DEFAULT_CURRENCY)}</span>
        ) : null}
        <span className="text-xs capitalize text-fg-muted">{item.status}</span>
      </div>
    </li>
  );
}

/** Sent and received transfers, newest first, with "Load more" over the keyset cursor. */
export function TransferLog() {
  const list = usePagedList(getTransferLogs, DEFAULTS.fetchTransferLogs, { cacheKey: 'transfers' });

  return (
    <PagedListFrame
      state={{ ...list, itemCount: list.items.length }}
      loadingText="Loading transfers..."
      emptyText="No transfers yet"
      className="flex flex-col gap-4"
    >
      <StaleNotice state={list} />
      <ul aria-label="Transfers" className="divide-y divide-line">
        {list.items.map((item) => (
          <TransferRow key={item.id} item={item} />
        ))}
      </ul>
    </PagedListFrame>
  );
}
